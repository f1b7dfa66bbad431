// Issue 10 §15: when the mail server is down, the cooperation form says spec 000 §7's words ('Gửi
// thất bại: Network error'), never the SMTP error's text; staff see a short code beside the stored
// request; the details are in the log. A second app process with a closed SMTP port stands in for
// the outage, so the shared stack is not disturbed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { directusAdmin } from "../support/env";
import { startLoneApp, type LoneApp } from "../support/lone-app";

let app: LoneApp;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  app = await startLoneApp({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(smtpPort) });
});

afterAll(() => app?.stop());

test("a cooperation request while mail is down: the spec's message, no SMTP details, a short code for staff", async () => {
  const email = `smtp-down-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${app.url}/?index`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: "lng=vi" },
    body: new URLSearchParams({ fullName: "Chi", email, content: "Nội dung" }),
  });
  expect(response.status).toBe(502);
  const html = await response.text();
  expect(html).toContain("Gửi thất bại: Network error");
  expect(html).not.toMatch(/ECONNREFUSED|ESOCKET|127\.0\.0\.1|connect /);

  const [stored] = await directusAdmin<Array<{ id: number; delivery_status: string; delivery_error: string }>>(
    "GET",
    `/items/seed_cooperation_requests?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,delivery_status,delivery_error`,
  );
  expect(stored.delivery_status).toBe("failed");
  expect(stored.delivery_error).toMatch(/^E[A-Z]+$/);
  expect(app.output()).toContain(`ECONNREFUSED 127.0.0.1:${smtpPort}`);
  await directusAdmin("DELETE", `/items/seed_cooperation_requests/${stored.id}`);
});
