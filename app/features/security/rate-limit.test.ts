import { afterEach, expect, test, vi } from "vitest";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

/** clientKey as a server started with these variables has it (app/env.server.ts reads them once, at start). */
async function clientKeyOfServerWith(variables: Record<string, string>) {
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  vi.resetModules();
  return (await import("./rate-limit.server")).clientKey;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test("the socket address our server passes on identifies the client", async () => {
  const clientKey = await clientKeyOfServerWith({ TRUST_PROXY: "0" });
  expect(clientKey(request({ "X-Seed-Client-Address": "203.0.113.7" }))).toBe("ip:203.0.113.7");
});

test("X-Forwarded-For is never read here: the server resolves it (TRUST_PROXY hops) into the address it passes on", async () => {
  for (const hops of ["0", "1", "2"]) {
    const clientKey = await clientKeyOfServerWith({ TRUST_PROXY: hops });
    expect(clientKey(request({ "X-Forwarded-For": "198.51.100.1", "X-Seed-Client-Address": "10.0.0.2" }))).toBe("ip:10.0.0.2");
  }
});

test("without any address every client shares one key (limits stay enforced)", async () => {
  const clientKey = await clientKeyOfServerWith({ TRUST_PROXY: "0" });
  expect(clientKey(request({ "X-Forwarded-For": "198.51.100.1" }))).toBe("anon");
});
