import { testEnv } from "./env";

/** A GET as a browser that takes Brotli would send it, with this Cookie header. */
export const getPage = (path: string, cookie: string) =>
  fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: cookie, "Accept-Encoding": "br" } });

/** Views `path` until the answer is the kept copy (the first view's copy is kept once it is read). */
export async function untilHit(path: string, cookie: string) {
  let response = await getPage(path, cookie);
  for (let i = 0; i < 20 && response.headers.get("X-Page-Cache") !== "hit"; i++) {
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    response = await getPage(path, cookie);
  }
  return response;
}
