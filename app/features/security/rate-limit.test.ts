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

test("IPv6 clients count by their /64: addresses in one /64 share a key, another /64 has its own", async () => {
  const clientKey = await clientKeyOfServerWith({ TRUST_PROXY: "0" });
  const keyOf = (address: string) => clientKey(request({ "X-Seed-Client-Address": address }));
  expect(keyOf("2001:db8:1:2::1")).toBe("ip:2001:db8:1:2::/64");
  expect(keyOf("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(keyOf("2001:db8:1:2::1"));
  expect(keyOf("2001:DB8:1:2:0:0:0:9")).toBe(keyOf("2001:db8:1:2::1"));
  expect(keyOf("2001:db8:1:3::1")).not.toBe(keyOf("2001:db8:1:2::1"));
  expect(keyOf("::1")).toBe("ip:0:0:0:0::/64");
  expect(keyOf("::ffff:203.0.113.7")).toBe("ip:203.0.113.7");
});

test("one /64 is one client to a form's limit, whichever of its addresses asks", async () => {
  vi.stubEnv("TRUST_PROXY", "0");
  vi.resetModules();
  const { createFormLimiter } = await import("~/features/forms/limiter.server");
  const limiter = createFormLimiter({ name: "v6-test", perClient: { points: 2, seconds: 60 } });
  const from = (address: string) => request({ "X-Seed-Client-Address": address });
  expect((await limiter.limit(from("2001:db8:5:6::a"))).allowed).toBe(true);
  expect((await limiter.limit(from("2001:db8:5:6::b"))).allowed).toBe(true);
  expect((await limiter.limit(from("2001:db8:5:6:1:2:3:4"))).allowed).toBe(false);
  expect((await limiter.limit(from("2001:db8:5:7::a"))).allowed).toBe(true);
});
