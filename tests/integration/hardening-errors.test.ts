// Issue 10 §17: bad input is a page or a 4xx, never a 500, and every answer carries the security
// headers: a broken `lng` cookie, a redirect target in another script.
import { expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { testEnv } from "../support/env";

const form = (fields: Record<string, string>, cookie = "") => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(fields),
  redirect: "manual" as const,
});

test("a malformed lng cookie is no language choice: the page renders, with its security headers", async () => {
  for (const path of ["/", "/news", "/login", "/no-such-page"]) {
    const response = await fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: "lng=%E0%A4%A", "Accept-Language": "vi" } });
    expect(response.status, path).toBe(path === "/no-such-page" ? 404 : 200);
    expect(response.headers.get("content-security-policy"), path).toContain("script-src");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(await response.text(), path).toContain('lang="vi"');
  }
});

test("a redirect target in another script is sent percent-encoded, not a 500", async () => {
  const target = "/tiếng-việt?q=ไทย";
  const encoded = "/ti%E1%BA%BFng-vi%E1%BB%87t?q=%E0%B9%84%E0%B8%97%E0%B8%A2";
  const language = await fetch(`${testEnv.appUrl}/set-language`, form({ lng: "vi", redirectTo: target }));
  expect(language.status).toBe(302);
  expect(language.headers.get("location")).toBe(encoded);

  const signIn = await fetch(`${testEnv.appUrl}/login`, form({ ...accounts.learner, redirectTo: target }));
  expect(signIn.status).toBe(302);
  expect(signIn.headers.get("location")).toBe(encoded);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  const signOut = await fetch(`${testEnv.appUrl}/logout`, form({ redirectTo: "/新闻" }, cookie));
  expect(signOut.status).toBe(302);
  expect(signOut.headers.get("location")).toBe("/%E6%96%B0%E9%97%BB");
});

test("the router's error page (spec 001): a request no route answers, such as a POST to the admin page, reads 'Unexpected Application Error!' with its status, in the reader's language", async () => {
  const signIn = await fetch(`${testEnv.appUrl}/login`, form(accounts.contentAdmin));
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const words = { en: ["Unexpected Application Error!", "Return to Home"], vi: ["Lỗi ứng dụng không mong muốn!"] };
  for (const [lng, expected] of Object.entries(words)) {
    const response = await fetch(`${testEnv.appUrl}/a-7f3c91e2`, form({ intent: "publish" }, `${cookie}; lng=${lng}`));
    const html = await response.text();
    expect(response.status, lng).toBe(405);
    expect(html, lng).toContain(`lang="${lng}"`);
    for (const text of expected) expect(html, lng).toContain(text);
    expect(html, lng).toContain("405 Method Not Allowed");
    expect(response.headers.get("content-security-policy"), lng).toContain("script-src");
  }
});
