import { describe, expect, it } from "vitest";
import { listUrlOf, readFlash, redirectWithFlash, setFlash } from "./flash.server";

const requestWith = (cookie: string | null) => new Request("http://x/media", { headers: cookie ? { Cookie: cookie } : {} });
const cookiePair = (setCookie: string) => setCookie.split(";")[0];

describe("flash message", () => {
  it("is read once: the page gets it and the header that clears it", async () => {
    const set = await setFlash({ tone: "success", key: "upload.stored", ns: "media", params: { count: 2 }, values: { title: "Sân" } });
    expect(set).toMatch(/HttpOnly/i);
    const { flash, headers } = await readFlash(requestWith(`lng=vi; ${cookiePair(set)}`));
    expect(flash).toEqual({ tone: "success", key: "upload.stored", ns: "media", params: { count: 2 }, values: { title: "Sân" } });
    expect(headers.get("Set-Cookie")).toMatch(/seed_flash=;.*Max-Age=0/i);
  });

  it("none without the cookie, and none from a forged one (still cleared)", async () => {
    expect((await readFlash(requestWith("lng=vi"))).flash).toBeNull();
    expect((await readFlash(requestWith(null))).headers.has("Set-Cookie")).toBe(false);
    const forged = `seed_flash=${Buffer.from(JSON.stringify({ tone: "error", key: "x" })).toString("base64")}`;
    const { flash, headers } = await readFlash(requestWith(forged));
    expect(flash).toBeNull();
    expect(headers.get("Set-Cookie")).toMatch(/Max-Age=0/i);
  });

  it("goes with a 303 back to the list, its filters kept and the confirmation dropped", async () => {
    const back = listUrlOf(new Request("http://x/staff/subscribers.data?status=pending&confirm=delete&id=4&done=x", { method: "POST" }));
    expect(back).toBe("/staff/subscribers?status=pending");
    expect(listUrlOf(new Request("http://x/staff/requests?confirm=delete&id=1"))).toBe("/staff/requests");
    const response = await redirectWithFlash(back, { tone: "success", key: "requests.outcome.deleted", ns: "staff" });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(back);
    const { flash } = await readFlash(requestWith(cookiePair(response.headers.get("Set-Cookie")!)));
    expect(flash).toEqual({ tone: "success", key: "requests.outcome.deleted", ns: "staff" });
  });
});
