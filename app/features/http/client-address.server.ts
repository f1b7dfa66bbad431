/**
 * The visitor's address, as server.mjs resolved it before the app saw the request: the socket's, or
 * behind TRUST_PROXY proxies the X-Forwarded-For entry that many hops from the right. It arrives in
 * X-Seed-Client-Address, which server.mjs always overwrites, so a client cannot choose it. Null
 * without server.mjs (the Vite dev server).
 */
export function clientAddress(request: Request): string | null {
  return request.headers.get("X-Seed-Client-Address") || null;
}

/**
 * The network a rate limit counts an address under: an IPv4 address as is, an IPv6 address by its
 * /64, because one subscriber usually holds a whole /64 and could otherwise be unlimited clients
 * (#31). An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) counts as its IPv4 address.
 */
export function clientNetwork(address: string): string {
  const withoutZone = address.split("%")[0].toLowerCase();
  if (!withoutZone.includes(":")) return withoutZone;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(withoutZone);
  if (mapped) return mapped[1];
  const groups = expandIpv6(withoutZone);
  if (!groups) return withoutZone;
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; null if it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const part = (text: string) => (text ? text.split(":") : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  // An embedded IPv4 tail (e.g. 64:ff9b::1.2.3.4) only affects the host half; count it as two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1].includes(".")) last.splice(-1, 1, "0", "0");
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.replace(/^0+(?=.)/, ""));
}
