import { afterEach, expect, test } from "vitest";
import { clientKey } from "./rate-limit.server";

const request = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

test("the socket address our server passes on identifies the client", () => {
  expect(clientKey(request({ "X-Seed-Client-Address": "203.0.113.7" }))).toBe("ip:203.0.113.7");
});

test("X-Forwarded-For is ignored unless the proxy is trusted", () => {
  expect(clientKey(request({ "X-Forwarded-For": "198.51.100.1", "X-Seed-Client-Address": "10.0.0.2" }))).toBe("ip:10.0.0.2");
});

test("behind a trusted proxy, the address the proxy appended counts, not what the client claimed", () => {
  process.env.TRUST_PROXY = "true";
  expect(clientKey(request({ "X-Forwarded-For": "6.6.6.6, 198.51.100.1" }))).toBe("ip:198.51.100.1");
});

test("without any address every client shares one key (limits stay enforced)", () => {
  expect(clientKey(request({}))).toBe("anon");
});
