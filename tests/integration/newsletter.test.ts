import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { directusAdmin, testEnv } from "../support/env";

/** A plain form post, as a browser without JavaScript sends it; each test is its own client. */
function subscribe(email: string, client = randomUUID()) {
  return fetch(`${testEnv.appUrl}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client, "Accept-Language": "vi" },
    body: new URLSearchParams({ email, redirectTo: "/news" }),
  });
}

test("an address is stored once; a repeat answers the same success", async () => {
  const email = `nl-${randomUUID().slice(0, 8)}@example.com`;
  for (let i = 0; i < 2; i++) {
    const response = await subscribe(email);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Đăng ký thành công!");
  }
  const rows = await directusAdmin<unknown[]>("GET", `/items/seed_newsletter_subscribers?filter[email][_eq]=${email}`);
  expect(rows).toHaveLength(1);
});

test("an invalid address answers 400 with a clear message and keeps it", async () => {
  const response = await subscribe("nope@");
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Vui lòng nhập địa chỉ email hợp lệ.");
  expect(html).toContain('value="nope@"');
});

test("after ten sign-ups of one address from one client the next answers 429", async () => {
  const client = randomUUID();
  const email = `rl-${client.slice(0, 8)}@example.com`;
  for (let i = 0; i < 10; i++) expect((await subscribe(email, client)).status).toBe(200);
  const response = await subscribe(email, client);
  expect(response.status).toBe(429);
  expect(await response.text()).toContain("Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.");
});
