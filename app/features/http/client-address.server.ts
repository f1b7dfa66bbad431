/**
 * The visitor's address, as server.mjs resolved it before the app saw the request: the socket's, or
 * behind TRUST_PROXY proxies the X-Forwarded-For entry that many hops from the right. It arrives in
 * X-Seed-Client-Address, which server.mjs always overwrites, so a client cannot choose it. Null
 * without server.mjs (the Vite dev server).
 */
export function clientAddress(request: Request): string | null {
  return request.headers.get("X-Seed-Client-Address") || null;
}
