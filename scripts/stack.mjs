// Starts and stops the three processes behind the app: MailDev, Directus and the app server.
// Used by `npm start` (./start.mjs), the test runner (./test.mjs) and the benchmark (./bench.mjs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sampleAccounts } from "../cms/accounts.mjs";
import { directusEnv } from "../cms/env.mjs";
import { ensureAdminToken, sampleDomains, seedDirectus } from "../cms/seed.mjs";
import { switchToWal } from "./backup-archive.mjs";
import { assertIsolated, assertIsolatedPorts } from "./isolation.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = {
  directus: path.join(root, "node_modules/@directus/api/dist/cli/run.js"), // direct: skips the update check
  maildev: path.join(root, "node_modules/maildev/bin/maildev"),
  server: path.join(root, "server.mjs"),
  reactRouter: path.join(root, "node_modules/@react-router/dev/bin.cjs"),
};

/** Where `react-router build` writes (react-router.config.ts reads the same variable). */
export const buildDir = () => path.resolve(root, process.env.BUILD_DIR ?? "build");

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(url, { timeoutMs = 60_000, ok = (r) => r.ok, child } = {}) {
  const started = Date.now();
  let lastError = "no answer";
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (ok(response)) return Date.now() - started;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

/** The README's development administrator: a sample account, so its password is published. */
const sampleAdmin = sampleAccounts.find((a) => a.role === "Administrator");
const publishedPasswords = new Set(sampleAccounts.map((a) => a.password));

/**
 * Production is NODE_ENV=production or a start without sample data (README). There no account may
 * have a password published in this repository: a bad setting stops the start before anything runs.
 */
export function isProduction() {
  const production = process.env.NODE_ENV === "production" || process.env.SEED_SAMPLE_DATA === "false";
  if (!production) return false;
  if (process.env.SEED_SAMPLE_DATA !== "false") {
    throw new Error("NODE_ENV=production needs SEED_SAMPLE_DATA=false: the sample accounts' passwords are published in the README");
  }
  if (publishedPasswords.has(process.env.SEED_ADMIN_PASSWORD)) {
    throw new Error(
      "SEED_ADMIN_PASSWORD is a sample password published in the README: choose your own, or leave it unset for a random one",
    );
  }
  return true;
}

/**
 * The sample accounts sign in with passwords published in the README. The stack binds 127.0.0.1
 * only, so they can reach the world only through a proxy for a public APP_URL: with sample data,
 * such a start is refused (issue 31), whatever NODE_ENV says.
 */
export function refuseSampleAccountsOnPublicHost(env = process.env) {
  if (env.SEED_SAMPLE_DATA === "false" || !env.APP_URL) return;
  const host = new URL(env.APP_URL).hostname;
  const loopback = host === "localhost" || host.endsWith(".localhost") || host === "[::1]" || /^127\./.test(host);
  if (!loopback) {
    throw new Error(
      `APP_URL=${env.APP_URL} is not this machine, and the sample accounts (passwords published in the README) would be seeded: ` +
        "set SEED_SAMPLE_DATA=false for a public site, or use an APP_URL on localhost for development",
    );
  }
}

/**
 * .data holds secrets (state.json; the database with password hashes and tokens; logs; uploads):
 * only its owner may read it. Folders 0700, files 0600, also those an earlier start made.
 */
export function keepPrivate(dataDir) {
  const directusDir = path.join(dataDir, "directus");
  for (const dir of [
    dataDir,
    directusDir,
    path.join(directusDir, "uploads"),
    path.join(directusDir, "extensions"),
    path.join(dataDir, "logs"),
    // MailDev keeps every mail (live reset and verification links among them) here, not in a
    // world-readable temporary folder (issue 31).
    path.join(dataDir, "maildev"),
  ]) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
  }
  const files = [
    path.join(dataDir, "state.json"),
    ...fs
      .readdirSync(directusDir)
      .filter((f) => f.startsWith("directus.db"))
      .map((f) => path.join(directusDir, f)),
    ...fs.readdirSync(path.join(dataDir, "logs")).map((f) => path.join(dataDir, "logs", f)),
  ];
  for (const file of files) if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
}

/**
 * Secrets are made once per data folder and kept in its state.json, so restarts keep sessions and
 * tokens. In production the first start also makes the administrator's password there (unless
 * SEED_ADMIN_PASSWORD is set). The environment wins over the file (`secretsOf`).
 */
function loadState(dataDir, { production }) {
  const file = path.join(dataDir, "state.json");
  const save = (state) => fs.writeFileSync(file, JSON.stringify(state, null, 2), { mode: 0o600 });
  if (fs.existsSync(file)) return { file, state: JSON.parse(fs.readFileSync(file, "utf8")), save, firstStart: false };
  const token = () => randomBytes(24).toString("base64url");
  const state = {
    directusSecret: token(),
    // Directus gives it to the administrator it makes now; later changes go through ensureAdminToken.
    adminToken: process.env.DIRECTUS_ADMIN_TOKEN || token(),
    serviceToken: token(),
    sessionSecret: token(),
    ...(production && !process.env.SEED_ADMIN_PASSWORD ? { adminPassword: token() } : {}),
    sampleDomains: [],
  };
  save(state);
  return { file, state, save, firstStart: true };
}

/** What this start uses: a secret set in the environment wins over state.json (README, Configuration). */
function secretsOf(state, { production }) {
  return {
    ...state,
    adminToken: process.env.DIRECTUS_ADMIN_TOKEN || state.adminToken,
    serviceToken: process.env.DIRECTUS_SERVICE_TOKEN || state.serviceToken,
    sessionSecret: process.env.SESSION_SECRET || state.sessionSecret,
    // Used by Directus only when it makes the administrator (the first start).
    adminPassword: process.env.SEED_ADMIN_PASSWORD || state.adminPassword || (production ? undefined : sampleAdmin.password),
  };
}

/** Accounts that still sign in with a published password, e.g. sample accounts of an earlier development start. */
async function accountsWithPublishedPasswords(directusUrl) {
  const adminEmail = process.env.SEED_ADMIN_EMAIL || sampleAdmin.email;
  const candidates = sampleAccounts.some((a) => a.email === adminEmail)
    ? sampleAccounts
    : [...sampleAccounts, { ...sampleAdmin, email: adminEmail }];
  const post = (endpoint, body) =>
    fetch(`${directusUrl}/auth/${endpoint}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...body, mode: "json" }),
    });
  const signedIn = await Promise.all(
    candidates.map(async ({ email, password }) => {
      const response = await post("login", { email, password });
      if (!response.ok) return null;
      await post("logout", { refresh_token: (await response.json()).data.refresh_token });
      return email;
    }),
  );
  return signedIn.filter(Boolean);
}

/**
 * Spawns one process of a stack, its output into `log`. `kind` names what it is, so that in a test
 * run a child whose settings would reach the developer's own stack is refused first (isolation.mjs).
 */
export function run(name, args, { env, cwd = root, log, quiet, command = process.execPath, kind }) {
  const childEnv = { ...process.env, ...env };
  if (kind) assertIsolated(name, kind, childEnv, args);
  const child = spawn(command, args, { cwd, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const logFile = fs.createWriteStream(log, { flags: "a", mode: 0o600 });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  if (!quiet) {
    child.stdout.on("data", (d) => process.stdout.write(prefix(name, d)));
    child.stderr.on("data", (d) => process.stderr.write(prefix(name, d)));
  }
  return child;
}
const prefix = (name, data) => data.toString().replace(/^(?=.)/gm, `[${name}] `);

export function runToEnd(name, args, options) {
  return new Promise((resolve, reject) => {
    const child = run(name, args, options);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with code ${code} (see ${options.log})`))));
  });
}

export function stopChild(child, timeoutMs = 8000) {
  if (!child || child.exitCode !== null || child.signalCode) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/**
 * What every start does before Directus runs: the private data folder and its secrets, and where
 * mail goes (MailDev on `ports.smtp` unless SMTP_HOST names a real server).
 */
export function prepareStart({ dataDir, ports }) {
  assertIsolatedPorts(dataDir, ports);
  const production = isProduction();
  refuseSampleAccountsOnPublicHost();
  keepPrivate(dataDir);
  const directusDir = path.join(dataDir, "directus");
  // The project's Directus extensions (cms/extensions: the mail hook and the outbox API), fresh on every start.
  fs.cpSync(path.join(root, "cms/extensions"), path.join(directusDir, "extensions"), { recursive: true });
  fs.writeFileSync(path.join(directusDir, "package.json"), '{ "name": "seed-directus-data", "private": true }\n', { mode: 0o600 });
  const loaded = loadState(dataDir, { production });
  const realSmtp = Boolean(process.env.SMTP_HOST);
  const smtp = realSmtp
    ? {
        host: process.env.SMTP_HOST,
        port: Number(process.env.SMTP_PORT ?? 587),
        user: process.env.SMTP_USER,
        password: process.env.SMTP_PASSWORD,
        secure: process.env.SMTP_SECURE === "true",
      }
    : { host: "127.0.0.1", port: ports.smtp };
  return {
    ...loaded,
    production,
    dataDir,
    directusDir,
    logs: path.join(dataDir, "logs"),
    secrets: secretsOf(loaded.state, { production }),
    realSmtp,
    smtp,
  };
}

/** MailDev (not with a real SMTP server); resolves once its web UI answers. */
export async function startMaildev(start, ports, children) {
  if (start.realSmtp) return;
  children.maildev = run(
    "maildev",
    [
      bin.maildev,
      ...["--smtp", String(ports.smtp), "--web", String(ports.mailUi), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1"],
      ...["--mail-directory", path.join(start.dataDir, "maildev")],
    ],
    { log: path.join(start.logs, "maildev.log"), quiet: true, kind: "maildev" },
  );
  await waitFor(`http://127.0.0.1:${ports.mailUi}/email`, { child: children.maildev });
}

/** `directus bootstrap`: creates the tables and the administrator in an empty database, else migrates. */
export async function bootstrapDirectus(start, directusEnvironment) {
  // SQLite makes its journal files with the database file's mode: create it owner-only.
  const file = directusEnvironment.DB_FILENAME;
  if (file && !fs.existsSync(file)) fs.writeFileSync(file, "", { mode: 0o600 });
  await runToEnd("directus", [bin.directus, "bootstrap"], {
    env: directusEnvironment,
    cwd: start.directusDir,
    log: path.join(start.logs, "directus.log"),
    quiet: true,
    kind: "directus",
  });
  // WAL before Directus opens it: a backup then copies it without blocking Directus' writes (ADR 029).
  if (file) await switchToWal(file);
}

/** One Directus process; resolves once it answers /server/ping. */
export async function startDirectus(start, directusEnvironment, { name = "directus", quiet, children }) {
  const child = run(name, [bin.directus, "start"], {
    env: directusEnvironment,
    cwd: start.directusDir,
    log: path.join(start.logs, `${name}.log`),
    quiet,
    kind: "directus",
  });
  children[name] = child;
  await waitFor(`http://127.0.0.1:${directusEnvironment.PORT}/server/ping`, { child, timeoutMs: 90_000 });
}

/**
 * Once Directus answers: gives the administrator the token of this start, runs the seed (sample data
 * once per data folder), refuses published passwords in production, and shows the administrator's
 * password made on a first production start.
 */
export async function seedOnce(start, { directusUrl, adminEmail, log }) {
  const { state, secrets, save: saveState, production } = start;
  if (secrets.adminToken !== state.adminToken) {
    await ensureAdminToken({
      url: directusUrl,
      adminToken: secrets.adminToken,
      previousToken: state.adminToken,
      log: (m) => log(`[seed] ${m}`),
    });
    saveState(Object.assign(state, { adminToken: secrets.adminToken })); // the token Directus now has
  }
  // Sample rows once per domain and data folder (a folder of an earlier version knew only "seeded").
  const seeded = state.sampleDomains ?? (state.sampleDataSeeded ? ["posts"] : []);
  const sampleData = process.env.SEED_SAMPLE_DATA === "false" ? [] : sampleDomains.filter((domain) => !seeded.includes(domain));
  await seedDirectus({
    url: directusUrl,
    adminToken: secrets.adminToken,
    serviceToken: secrets.serviceToken,
    sampleData,
    log: (m) => log(`[seed] ${m}`),
  });
  if (sampleData.length) {
    delete state.sampleDataSeeded;
    saveState(Object.assign(state, { sampleDomains: [...seeded, ...sampleData] }));
  }
  if (production) {
    const exposed = await accountsWithPublishedPasswords(directusUrl);
    if (exposed.length) {
      throw new Error(
        `${exposed.join(", ")} still sign in with a sample password published in the README: change those passwords or delete the accounts ` +
          "(in Data Studio, started without NODE_ENV=production and SEED_SAMPLE_DATA=false), or start from an empty data folder",
      );
    }
  }
  if (start.firstStart && state.adminPassword) {
    log(
      `Directus administrator ${adminEmail}, password ${state.adminPassword}\n  (made on this first start and kept in ${start.file}, readable only by you; shown only this once)`,
    );
  }
}

/** The app server's environment. */
export function appEnvOf(start, { port, appUrl, directusUrl, mailUi, extra = {} }) {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: appUrl,
    DIRECTUS_URL: directusUrl,
    DIRECTUS_SERVICE_TOKEN: start.secrets.serviceToken,
    SESSION_SECRET: start.secrets.sessionSecret,
    // Revoked users (#31) outlive a restart of the app without Redis.
    DATA_DIR: path.join(start.dataDir, "app"),
    SMTP_HOST: start.smtp.host,
    SMTP_PORT: String(start.smtp.port),
    ...(start.realSmtp ? {} : { MAILDEV_URL: `http://127.0.0.1:${mailUi}` }),
    // glibc gives each thread its own malloc arena; zlib (compression) then scatters native memory
    // across them. Two arenas: the same speed, ~100 MB less RSS after 20 000 rendered pages
    // (JS heap flat at ~60 MB either way; measured with the bench's soak).
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    ...extra,
  };
}

/**
 * A render allocates a lot that dies young (React's elements, the loader data's encoding, strings).
 * With V8's default 16 MB semi-spaces the young generation filled every few pages and survivors were
 * copied over and over; at 64 MB a rendered page costs 7–15% less CPU, for ~160 MB more resident
 * memory per process (measured side by side, ADR 023's fifth pass).
 */
const appNodeFlags = ["--max-semi-space-size=64"];

/** One app server (production build, or the Vite dev server); resolves once /healthz answers. */
export async function startApp(start, env, { name = "app", mode = "production", quiet, children }) {
  const options = { log: path.join(start.logs, `${name}.log`), quiet, kind: "app" };
  children[name] =
    mode === "dev"
      ? run(name, [bin.reactRouter, "dev", "--port", env.PORT, "--host", "127.0.0.1"], {
          ...options,
          env: { ...env, NODE_ENV: "development" },
        })
      : run(name, [...appNodeFlags, bin.server], { ...options, env: { ...env, NODE_ENV: "production", BUILD_DIR: buildDir() } });
  await waitFor(`http://127.0.0.1:${env.PORT}/healthz`, { child: children[name], timeoutMs: 90_000 });
}

/** Where a started stack answers: the app (by address and by its public URL), Directus, mail. */
export function urlsOf(start, { ports, appUrl, directusUrl }) {
  return {
    app: `http://127.0.0.1:${ports.app}`,
    publicApp: appUrl,
    directus: directusUrl,
    mail: `http://127.0.0.1:${ports.mailUi}`,
    smtp: `smtp://${start.smtp.host}:${start.smtp.port}`,
  };
}

/** Ends every child (SIGKILL) when this process exits; returns the function that stops them in order. */
export function stopsInOrder(children, order) {
  process.once("exit", () => {
    for (const child of Object.values(children)) if (child.exitCode === null) child.kill("SIGKILL");
  });
  return async () => {
    for (const names of order) await Promise.all(names(children).map((child) => stopChild(child)));
  };
}

/** Runs `starting`; when it fails, stops what it started and passes the error on. */
export async function stopOnFailure(stop, starting) {
  try {
    return await starting();
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * @param {object} o
 * @param {string} o.dataDir
 * @param {{app:number, directus:number, smtp:number, mailUi:number}} o.ports
 * @param {"production"|"dev"} [o.mode]
 * @param {boolean} [o.forTests]  test settings: limiter off, stall 0, quiet output
 * @param {Record<string,string>} [o.appEnv]  extra env for the app server
 * @param {(msg: string) => void} [o.log]
 */
export async function startStack({
  dataDir,
  ports,
  mode = "production",
  forTests = false,
  appEnv = {},
  log = console.log,
  quiet = forTests,
}) {
  const start = prepareStart({ dataDir, ports });
  const appUrl = process.env.APP_URL ?? `http://localhost:${ports.app}`;
  const children = {};
  const timings = {};
  const stop = stopsInOrder(children, [(c) => [c.app, c.maildev], (c) => [c.directus]]);

  return stopOnFailure(stop, async () => {
    let t = Date.now();
    const dEnv = directusEnv({
      dataDir: start.directusDir,
      port: ports.directus,
      appUrl,
      smtp: start.smtp,
      secrets: start.secrets,
      forTests,
    });
    const directusUrl = `http://127.0.0.1:${ports.directus}`;
    await Promise.all([
      startMaildev(start, ports, children),
      (async () => {
        await bootstrapDirectus(start, dEnv);
        await startDirectus(start, dEnv, { quiet, children });
      })(),
    ]);
    timings.directus = Date.now() - t;

    t = Date.now();
    await seedOnce(start, { directusUrl, adminEmail: dEnv.ADMIN_EMAIL, log });
    timings.seed = Date.now() - t;

    t = Date.now();
    const env = appEnvOf(start, { port: ports.app, appUrl, directusUrl, mailUi: ports.mailUi, extra: appEnv });
    await startApp(start, env, { mode, quiet, children });
    timings.app = Date.now() - t;

    return {
      urls: urlsOf(start, { ports, appUrl, directusUrl }),
      state: start.secrets,
      timings,
      children,
      stop,
    };
  });
}
