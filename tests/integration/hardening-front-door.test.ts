// Issue 10 §3, §7, §10, §16: what the server refuses before the app sees it, and what its access log
// leaves out. Each refusal is a plain answer with the security headers (§17).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { testEnv } from "../support/env";
import { rawRequest, type RawAnswer } from "../support/raw-http";

const form = "application/x-www-form-urlencoded";

function expectSecurityHeaders(answer: RawAnswer) {
  expect(answer.headers["content-security-policy"]).toBeTruthy();
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.headers["x-frame-options"]).toBe("DENY");
}

test("a request for another host is refused with 400, before it can reach a page or the page cache (§16)", async () => {
  const evil = await rawRequest("/", { headers: { Host: "evil.example" } });
  expect(evil.status).toBe(400);
  expectSecurityHeaders(evil);
  expect((await rawRequest("/news?host-test", { headers: { Host: "evil.example:1234" } })).status).toBe(400);
  // The app itself, by the name in APP_URL and by address, as the tests and `npm start` reach it.
  const { port } = new URL(testEnv.appUrl);
  expect((await rawRequest("/")).status).toBe(200);
  expect((await rawRequest("/", { headers: { Host: `127.0.0.1:${port}` } })).status).toBe(200);
  // X-Forwarded-Host counts only from a trusted proxy (TRUST_PROXY=0 here).
  const forwarded = await rawRequest("/news?forwarded-host-test", { headers: { "X-Forwarded-Host": "evil.example" } });
  expect(forwarded.status).toBe(200);
  expect(forwarded.text).not.toContain("evil.example");
});

test("posts from another site are refused with 403 on every route: sign-out, language, pages (§7)", async () => {
  const foreign = { Origin: "https://evil.example", "Content-Type": form };
  for (const [route, body] of [
    ["/logout", "redirectTo=/"],
    ["/set-language", "lng=vi&redirectTo=/"],
    ["/login", new URLSearchParams(accounts.learner).toString()],
    ["/?index", "fullName=a&email=a@example.com&content=x"],
  ]) {
    const answer = await rawRequest(route, { method: "POST", headers: foreign, body });
    expect(answer.status, route).toBe(403);
    expectSecurityHeaders(answer);
    expect(answer.headers["set-cookie"], route).toBeUndefined();
  }
  // A browser that sends no Origin still says where the post came from.
  const crossSite = await rawRequest("/set-language", {
    method: "POST",
    headers: { "Content-Type": form, "Sec-Fetch-Site": "cross-site" },
    body: "lng=vi&redirectTo=/",
  });
  expect(crossSite.status).toBe(403);
  expect(
    (await rawRequest("/set-language", { method: "POST", headers: { "Content-Type": form, Origin: "null" }, body: "lng=vi" })).status,
  ).toBe(403);
});

test("posts from our own pages still work", async () => {
  const answer = await rawRequest("/set-language", {
    method: "POST",
    headers: { "Content-Type": form, Origin: testEnv.appUrl, "Sec-Fetch-Site": "same-origin" },
    body: "lng=vi&redirectTo=/news",
  });
  expect(answer.status).toBe(302);
  expect(answer.headers.location).toBe("/news");
  expect(answer.headers["set-cookie"]?.join()).toContain("lng=vi");
});

test("a form body over 64 kB is refused with 413, whether its length is declared or it comes chunked (§3)", async () => {
  const huge = `email=${"a".repeat(70 * 1024)}@example.com&password=x`;
  const headers = { "Content-Type": form, Origin: testEnv.appUrl };
  const declared = await rawRequest("/login", { method: "POST", headers, body: huge });
  expect(declared.status).toBe(413);
  expectSecurityHeaders(declared);
  expect((await rawRequest("/?index", { method: "POST", headers, body: huge })).status).toBe(413);
  expect((await rawRequest("/login", { method: "POST", headers, body: huge, chunked: true })).status).toBe(413);
  // A form of ordinary size, chunked or not, reaches the action (a wrong password: 401).
  const small = new URLSearchParams({ email: `nobody-${Date.now()}@example.com`, password: "WrongPassword#1" }).toString();
  expect((await rawRequest("/login", { method: "POST", headers, body: small, chunked: true })).status).toBe(401);
});

test("one-time tokens in URLs never reach the access log (§10)", async () => {
  const marker = `tok${Date.now()}`;
  await rawRequest(`/verify-email?token=${marker}verify`);
  await rawRequest(`/reset-password?token=${marker}reset&lng=vi`);
  const log = path.join(process.env.TEST_DATA_DIR ?? "", "logs/app.log");
  let text = "";
  await expect
    .poll(() => {
      text = fs.readFileSync(log, "utf8");
      return text.includes("/reset-password?token=[redacted]&lng=vi");
    })
    .toBe(true);
  expect(text).toContain("/verify-email?token=[redacted]");
  expect(text).not.toContain(marker);
});
