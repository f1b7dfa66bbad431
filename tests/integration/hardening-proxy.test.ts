// Issue 10 §6: behind TRUST_PROXY proxies each visitor is one client, named by the X-Forwarded-For
// entry that many hops from the right; entries further left (the visitor's own word) never count.
// The address also reaches Directus for calls made for the visitor. A second app process with
// TRUST_PROXY=2 stands in for an app behind two proxies (this test is the inner one).
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { startLoneApp, type LoneApp } from "../support/lone-app";

let app: LoneApp;

beforeAll(async () => {
  app = await startLoneApp({ TRUST_PROXY: "2" });
});

afterAll(() => app?.stop());

/** What the outer proxy (at 10.0.0.7) passes on: the visitor's own header, then the visitor's address. */
const throughProxies = (visitor: string, claimed = "203.0.113.66") => ({ "X-Forwarded-For": `${claimed}, ${visitor}, 10.0.0.7` });

const resetAttempt = (headers: Record<string, string>) =>
  fetch(`${app.url}/reset-password`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...headers },
    body: new URLSearchParams({ token: "not-a-real-token", password: "Valid#Pass123", confirm: "Valid#Pass123" }),
  });

test("each visitor behind the proxies has their own limit, and can't escape it by claiming another address", async () => {
  const visitor = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 21; i++) statuses.push((await resetAttempt(throughProxies(visitor, `192.0.2.${i}`))).status);
  expect(statuses.slice(0, 20)).not.toContain(429);
  expect(statuses[20]).toBe(429);
  // Another visitor through the same proxies is not refused.
  expect((await resetAttempt(throughProxies("198.51.100.250"))).status).not.toBe(429);
});

test("Directus sees the visitor's address for their sign-in, not the app's", async () => {
  const visitor = "198.51.100.23";
  const response = await fetch(`${app.url}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...throughProxies(visitor) },
    body: new URLSearchParams(accounts.learner),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const [user] = await directusAdmin<Array<{ id: string }>>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(accounts.learner.email)}&fields=id`,
  );
  const [login] = await directusAdmin<Array<{ ip: string }>>(
    "GET",
    `/activity?filter[action][_eq]=login&filter[user][_eq]=${user.id}&sort=-timestamp&limit=1&fields=ip`,
  );
  expect(login.ip).toBe(visitor);
});
