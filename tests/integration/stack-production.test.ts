// A production stack (SEED_SAMPLE_DATA=false) on its own temporary data folder and ports: no known
// passwords, no lockout by strangers (ADR 009), a private data folder, and secrets from the
// environment over state.json (issue 10). The shared test stack is not touched.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sampleAccounts, serviceAccount } from "../../cms/accounts.mjs";
// @ts-expect-error -- plain ESM script without types
import { freePort, startStack } from "../../scripts/stack.mjs";
import { createAuthSessionStorage, sessionCookieNameFor } from "~/features/auth/session.server";

interface Stack {
  urls: { publicApp: string; directus: string; mail: string };
  stop(): Promise<void>;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "seed-production-"));
const dataDir = path.join(root, "data"); // made by the start, so its mode is the start's doing
const stateFile = path.join(dataDir, "state.json");
const readState = () =>
  JSON.parse(fs.readFileSync(stateFile, "utf8")) as {
    adminToken: string;
    serviceToken: string;
    sessionSecret: string;
    adminPassword?: string;
  };
const sampleAdmin = sampleAccounts.find((a) => a.role === "Administrator")!;
let stack: Stack | null = null;
let printed: string[] = [];

/** Only what these tests set: nothing from the shell or the shared test stack leaks in. */
function productionEnv(extra: Record<string, string> = {}) {
  vi.unstubAllEnvs();
  for (const name of [
    "SEED_ADMIN_EMAIL",
    "SEED_ADMIN_PASSWORD",
    "SESSION_SECRET",
    "DIRECTUS_ADMIN_TOKEN",
    "DIRECTUS_SERVICE_TOKEN",
    "SMTP_HOST",
    "APP_URL",
    "DB_CLIENT",
    "REDIS",
  ]) {
    vi.stubEnv(name, undefined);
  }
  vi.stubEnv("SEED_SAMPLE_DATA", "false");
  for (const [name, value] of Object.entries(extra)) vi.stubEnv(name, value);
}

async function start() {
  const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
  printed = [];
  // TRUST_PROXY: each test request may then come from an address of its own (X-Forwarded-For).
  stack = (await startStack({
    dataDir,
    ports,
    forTests: true,
    quiet: true,
    log: (m: string) => printed.push(m),
    appEnv: { TRUST_PROXY: "1", RATE_LIMIT_SCALE: "1" },
  })) as Stack;
  return stack;
}

async function stop() {
  await stack?.stop();
  stack = null;
}

function directus(token: string | null, method: string, endpoint: string, body?: unknown) {
  return fetch(`${stack!.urls.directus}${endpoint}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}
const directusSignIn = (email: string, password: string) => directus(null, "POST", "/auth/login", { email, password, mode: "json" });

let address = 0;
/** A form post to the app, each from a client address of its own. */
function appPost(endpoint: string, fields: Record<string, string>) {
  const url = stack!.urls.publicApp;
  return fetch(`${url}${endpoint}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, "X-Forwarded-For": `198.51.100.${++address % 250}` },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

beforeAll(async () => {
  productionEnv();
  await start();
}, 120_000);

afterAll(async () => {
  await stop();
  vi.unstubAllEnvs();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

test("in production a published password stops the start before anything runs", async () => {
  const elsewhere = path.join(root, "refused");
  const cases: Record<string, string>[] = [
    { SEED_ADMIN_PASSWORD: sampleAdmin.password },
    { SEED_ADMIN_PASSWORD: sampleAccounts.find((a) => a.role === "seed-user")!.password },
    { NODE_ENV: "production", SEED_SAMPLE_DATA: "true" },
  ];
  try {
    for (const env of cases) {
      productionEnv(env);
      const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
      const started = await startStack({ dataDir: elsewhere, ports, forTests: true, quiet: true, log: () => {} }).catch(
        (error: Error) => error,
      );
      if (!(started instanceof Error)) await (started as Stack).stop();
      expect(String(started)).toMatch(/published in the README/);
      expect(fs.existsSync(elsewhere)).toBe(false);
    }
  } finally {
    productionEnv();
  }
});

test("the first production start makes a random administrator password, prints it once and keeps it in state.json", async () => {
  const { adminPassword } = readState();
  expect(adminPassword).toMatch(/^[\w-]{32}$/);
  expect(printed.filter((line) => line.includes(adminPassword!))).toHaveLength(1);
  expect((await directusSignIn(sampleAdmin.email, adminPassword!)).status).toBe(200);
});

test("the README's administrator password and the sample accounts do not sign in", async () => {
  for (const { email, password } of sampleAccounts) {
    expect((await directusSignIn(email, password)).status).toBe(401);
    const app = await appPost("/login", { email, password });
    expect(app.status).toBe(401);
  }
});

test("the data folder is readable only by its owner", () => {
  const mode = (p: string) => fs.statSync(p).mode & 0o777;
  for (const dir of [dataDir, path.join(dataDir, "directus"), path.join(dataDir, "directus/uploads"), path.join(dataDir, "logs")]) {
    expect({ dir, mode: mode(dir).toString(8) }).toEqual({ dir, mode: "700" });
  }
  const files = [
    stateFile,
    path.join(dataDir, "directus/directus.db"),
    ...fs.readdirSync(path.join(dataDir, "logs")).map((f) => path.join(dataDir, "logs", f)),
  ];
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) expect({ file, mode: mode(file).toString(8) }).toEqual({ file, mode: "600" });
});

test("strangers' failed sign-ins never suspend an account, not even the app's service account", { timeout: 120_000 }, async () => {
  const { adminPassword, serviceToken } = readState();
  // One more than Directus' default allowance (25) for each.
  for (const email of [sampleAdmin.email, serviceAccount.email]) {
    for (let i = 0; i < 26; i++) expect((await directusSignIn(email, `Wrong#Guess${i}`)).status).toBe(401);
  }
  expect((await directusSignIn(sampleAdmin.email, adminPassword!)).status).toBe(200);
  expect((await directus(serviceToken, "GET", "/users/me?fields=email")).status).toBe(200);
  const [service] = (
    await (await directus(readState().adminToken, "GET", `/users?filter[email][_eq]=${serviceAccount.email}&fields=password,status`)).json()
  ).data;
  expect(service).toEqual({ password: null, status: "active" }); // token only
});

test("the account lock tells its owner to wait or reset the password, and a reset lifts it", { timeout: 120_000 }, async () => {
  const email = `locked-${Date.now()}@example.com`;
  const { adminToken } = readState();
  const [role] = (await (await directus(adminToken, "GET", "/roles?filter[name][_eq]=seed-user&fields=id")).json()).data;
  expect((await directus(adminToken, "POST", "/users", { email, password: "Learner#Pass1", role: role.id, status: "active" })).status).toBe(
    200,
  );

  // 30 wrong passwords from 30 addresses spend the account's allowance; the next try is refused.
  for (let i = 0; i < 30; i++) expect((await appPost("/login", { email, password: `Wrong#Guess${i}` })).status).toBe(401);
  const refused = await appPost("/login", { email, password: "Learner#Pass1" });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
  expect(await refused.text()).toContain("Too many failed sign-ins for this account. Wait 15 minutes or reset your password.");

  // Its owner resets the password through the mailed link, then signs in at once.
  const resetUrl = `${stack!.urls.publicApp}/reset-password`;
  expect((await directus(null, "POST", "/auth/password/request", { email, reset_url: resetUrl })).status).toBe(204);
  const token = await mailedResetToken(email);
  const reset = await appPost("/reset-password", { token, password: "Learner#Pass2", confirm: "Learner#Pass2" });
  expect(reset.headers.get("Location")).toBe("/login");
  expect((await appPost("/login", { email, password: "Learner#Pass2" })).status).toBe(302);
});

test("a restart takes SESSION_SECRET and the Directus tokens from the environment, over state.json", { timeout: 120_000 }, async () => {
  const before = readState();
  await stop();
  const env = {
    SESSION_SECRET: "rotated-session-secret-0123456789",
    DIRECTUS_ADMIN_TOKEN: "rotated-admin-token-0123456789",
    DIRECTUS_SERVICE_TOKEN: "rotated-service-token-0123456789",
  };
  productionEnv(env);
  await start();

  expect((await directus(env.DIRECTUS_ADMIN_TOKEN, "GET", "/users/me")).status).toBe(200);
  expect((await directus(before.adminToken, "GET", "/users/me")).status).toBe(401);
  expect((await directus(env.DIRECTUS_SERVICE_TOKEN, "GET", "/users/me")).status).toBe(200);
  expect((await directus(before.serviceToken, "GET", "/users/me")).status).toBe(401);
  expect((await fetch(`${stack!.urls.publicApp}/healthz`)).status).toBe(200);

  const login = await appPost("/login", { email: sampleAdmin.email, password: before.adminPassword! });
  expect(login.status).toBe(302);
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${sessionCookieNameFor(true)}=`))!
    .split(";")[0];
  const session = await createAuthSessionStorage({ secret: env.SESSION_SECRET, secure: true }).getSession(cookie);
  expect(session.get("user")).toMatchObject({ email: sampleAdmin.email });

  expect(printed.join("\n")).not.toContain(before.adminPassword); // shown on the first start only
});

test(
  "an install that still has a sample account with its published password refuses a production start",
  { timeout: 120_000 },
  async () => {
    const learner = sampleAccounts.find((a) => a.role === "seed-user")!;
    expect(
      (await directus(readState().adminToken, "POST", "/users", { email: learner.email, password: learner.password, status: "active" }))
        .status,
    ).toBe(200);
    await stop();
    await expect(start()).rejects.toThrow(`${learner.email} still sign in with a sample password published in the README`);
  },
);

/** The token of the newest reset link Directus mailed to `email` (MailDev's REST API). */
async function mailedResetToken(email: string) {
  for (let tries = 0; tries < 60; tries++) {
    const mails = (await (await fetch(`${stack!.urls.mail}/email`)).json()) as { to: { address: string }[]; html: string }[];
    const mail = mails.reverse().find((m) => m.to.some((to) => to.address.toLowerCase() === email));
    const token = mail?.html.match(/reset-password\?token=([^'"&]+)/)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no reset mail for ${email}`);
}
