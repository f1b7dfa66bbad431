// Issue 17 "No mail is lost" (ADR 011): every mail is recorded in the outbox first, sent by a
// worker and retried with backoff until the mail server takes it; records survive a restart; a mail
// is claimed by one worker at a time. A lone app process with a mail server of its own (a sink the
// test stops and starts) and an outbox channel of its own stands in for the outage, so the shared
// stack's worker never sends its mails.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { startLoneApp, type LoneApp } from "../support/lone-app";
import { smtpSink, subjectOf, type SmtpSink } from "../support/smtp-sink";

interface Row {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  recipient: string;
  locale: string;
}

const serviceToken = () => process.env.TEST_SERVICE_TOKEN ?? "";

async function outboxCall(path: string, body: unknown, token: string | null = serviceToken()) {
  return fetch(`${testEnv.directusUrl}/seed-outbox/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const rowsTo = (recipient: string) =>
  directusAdmin<Row[]>("GET", `/items/seed_outbox?filter[recipient][_eq]=${encodeURIComponent(recipient)}&sort=id`);

describe("a cooperation request while the mail server is down", () => {
  let sink: SmtpSink;
  let app: LoneApp;
  const channel = `outage-${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    sink = smtpSink(await freePort());
    app = await startLoneApp({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      OUTBOX_CHANNEL: channel,
      OUTBOX_POLL_MS: "500",
      MAIL_RETRY_MAX_MS: "2000",
    });
  });
  afterAll(async () => {
    app?.stop();
    await sink?.stop();
  });

  test("is accepted, shows as failed with a short code, and goes out by itself once the server is back", async () => {
    const email = `outage-${randomUUID().slice(0, 8)}@example.com`;
    const response = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: "lng=en" },
      body: new URLSearchParams({ fullName: "Chi <b>Lan</b>", email, content: "Nội dung" }),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/ECONNREFUSED|ESOCKET|127\.0\.0\.1:\d+/);

    const request = await until("the failed state", async () => {
      const [stored] = await directusAdmin<Array<{ id: number; delivery_status: string; delivery_error: string }>>(
        "GET",
        `/items/seed_cooperation_requests?filter[email][_eq]=${encodeURIComponent(email)}`,
      );
      return stored?.delivery_status === "failed" ? stored : null;
    });
    expect(request.delivery_error).toMatch(/^E[A-Z]+/);
    expect(app.output()).toContain(`ECONNREFUSED 127.0.0.1:${sink.port}`);
    // Recorded: the request to the academy (Vietnamese) and the sender's confirmation (their language).
    const confirmation = (await rowsTo(email))[0];
    expect(confirmation).toMatchObject({ kind: "cooperation-confirmation", locale: "en" });
    await until("a second failed attempt (backoff)", async () => ((await rowsTo(email))[0].attempts >= 2 ? true : null));

    await sink.start();
    await until("both mails delivered", async () => sink.received.length >= 2);
    const stored = await until("the request's state", async () => {
      const row = await directusAdmin<{ delivery_status: string; delivery_error: string | null }>(
        "GET",
        `/items/seed_cooperation_requests/${request.id}?fields=delivery_status,delivery_error`,
      );
      return row.delivery_status === "sent" ? row : null;
    });
    expect(stored).toEqual({ delivery_status: "sent", delivery_error: null });
    const toAcademy = sink.received.find((mail) => mail.to.includes("partners@example.com"));
    const toSender = sink.received.find((mail) => mail.to.includes(email));
    expect(subjectOf(toAcademy!.data)).toBe("[SEED] Hợp tác: Khác — Chi <b>Lan</b>");
    // The sender's confirmation, in the language of the page they wrote from.
    expect(subjectOf(toSender!.data)).toBe("We received your cooperation request – Seed Academy");
    await until("the attempt recorded", async () => (await rowsTo(email)).every((row) => row.status === "sent"));
    await directusAdmin("DELETE", `/items/seed_cooperation_requests/${request.id}`);
  });
});

test("when Directus can't record the request either, the visitor reads spec 000 §7's words and nothing internal", async () => {
  const app = await startLoneApp({
    DIRECTUS_URL: `http://127.0.0.1:${await freePort()}`,
    DIRECTUS_SERVICE_TOKEN: "unused",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(await freePort()),
  });
  try {
    const response = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: "lng=vi" },
      body: new URLSearchParams({ fullName: "Chi", email: "both-down@example.com", content: "Nội dung" }),
    });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).toContain("Gửi thất bại: Network error");
    expect(html).not.toMatch(/ECONNREFUSED|ESOCKET|127\.0\.0\.1:\d+/);
  } finally {
    app.stop();
  }
});

test("recorded mails survive a restart: a worker started later sends what was recorded before", async () => {
  const channel = `restart-${randomUUID().slice(0, 8)}`;
  const recipient = `restart-${randomUUID().slice(0, 8)}@example.com`;
  const enqueued = await outboxCall("enqueue", {
    kind: "newsletter-confirm",
    recipient,
    locale: "th",
    data: { url: "http://localhost:3000/newsletter/confirm?token=abc" },
    channel,
  });
  expect(enqueued.status).toBe(200);
  const sink = smtpSink(await freePort());
  await sink.start();
  const app = await startLoneApp({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(sink.port), OUTBOX_CHANNEL: channel, OUTBOX_POLL_MS: "500" });
  try {
    await until("the recorded mail", async () => sink.received.find((mail) => mail.to.includes(recipient)));
    const row = await until("the attempt recorded", async () => (await rowsTo(recipient)).find((r) => r.status === "sent"));
    expect(row).toMatchObject({ attempts: 1, locale: "th", last_error: null });
  } finally {
    app.stop();
    await sink.stop();
  }
});

test("claims are atomic: four workers claiming the same ten due mails at once get each one once", async () => {
  const channel = `claims-${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 10; i++) {
    await outboxCall("enqueue", {
      kind: "newsletter-confirm",
      recipient: `claim-${i}@example.com`,
      locale: "vi",
      data: { url: "x" },
      channel,
    });
  }
  const claims = await Promise.all(
    ["a", "b", "c", "d"].map(async (owner) => {
      const response = await outboxCall("claim", { owner, lease_ms: 60_000, limit: 10, channel });
      return ((await response.json()) as { data: Row[] }).data.map((row) => row.id);
    }),
  );
  const ids = claims.flat();
  expect(ids).toHaveLength(10);
  expect(new Set(ids).size).toBe(10);
  const again = await outboxCall("claim", { owner: "e", lease_ms: 60_000, limit: 10, channel });
  expect(((await again.json()) as { data: Row[] }).data).toEqual([]);
  await directusAdmin("DELETE", "/items/seed_outbox", { query: { filter: { channel: { _eq: channel } } } });
});

test("the outbox API answers the app's service account only", async () => {
  const body = { owner: "x", lease_ms: 60_000, limit: 1, channel: "nobody" };
  expect((await outboxCall("claim", body, null)).status).toBe(403);
  const login = await fetch(`${testEnv.directusUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(accounts.learner),
  });
  const { data } = (await login.json()) as { data: { access_token: string } };
  expect((await outboxCall("claim", body, data.access_token)).status).toBe(403);
  expect((await outboxCall("claim", body)).status).toBe(200);
});

test("Directus' verification mail goes through the outbox: the page's language, stored on the account; the token wiped once sent", async () => {
  const email = `hook-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`${testEnv.appUrl}/register`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: "lng=km" },
    body: new URLSearchParams({ email, password: "Learner#2026", confirm: "Learner#2026", acceptTerms: "on" }),
  });
  expect(response.status).toBe(200);
  const row = await until("the sent verification mail", async () => (await rowsTo(email)).find((r) => r.status === "sent"));
  expect(row).toMatchObject({ kind: "verify-email", locale: "km", attempts: 1 });
  expect((row as Row & { data: unknown }).data).toEqual({});
  const [user] = await directusAdmin<Array<{ id: string; language: string; status: string }>>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,language,status`,
  );
  expect(user).toMatchObject({ language: "km", status: "unverified" });
  await directusAdmin("DELETE", `/users/${user.id}`);
});
