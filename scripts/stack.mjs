// Starts and stops the three processes behind the app: MailDev, Directus and the app server.
// Used by `npm start` (./start.mjs), the test runner (./test.mjs) and the benchmark (./bench.mjs).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { directusEnv } from "../cms/env.mjs";
import { seedDirectus } from "../cms/seed.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = {
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

/** Secrets are made once per data folder and kept there, so restarts keep sessions and tokens. */
function loadState(dataDir) {
  const file = path.join(dataDir, "state.json");
  if (fs.existsSync(file)) return { file, state: JSON.parse(fs.readFileSync(file, "utf8")) };
  const token = () => randomBytes(24).toString("base64url");
  const state = {
    directusSecret: token(),
    adminToken: process.env.DIRECTUS_ADMIN_TOKEN ?? token(),
    serviceToken: process.env.DIRECTUS_SERVICE_TOKEN ?? token(),
    sessionSecret: process.env.SESSION_SECRET ?? token(),
    sampleDataSeeded: false,
  };
  fs.writeFileSync(file, JSON.stringify(state, null, 2), { mode: 0o600 });
  return { file, state };
}

function run(name, args, { env, cwd = root, log, quiet }) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const logFile = fs.createWriteStream(log, { flags: "a" });
  child.stdout.pipe(logFile);
  child.stderr.pipe(logFile);
  if (!quiet) {
    child.stdout.on("data", (d) => process.stdout.write(prefix(name, d)));
    child.stderr.on("data", (d) => process.stderr.write(prefix(name, d)));
  }
  return child;
}
const prefix = (name, data) => data.toString().replace(/^(?=.)/gm, `[${name}] `);

function runToEnd(name, args, options) {
  return new Promise((resolve, reject) => {
    const child = run(name, args, options);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${name} exited with code ${code} (see ${options.log})`))));
  });
}

function stopChild(child, timeoutMs = 8000) {
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
 * @param {object} o
 * @param {string} o.dataDir
 * @param {{app:number, directus:number, smtp:number, mailUi:number}} o.ports
 * @param {"production"|"dev"} [o.mode]
 * @param {boolean} [o.forTests]  test settings: limiter off, stall 0, quiet output
 * @param {Record<string,string>} [o.appEnv]  extra env for the app server
 * @param {(msg: string) => void} [o.log]
 */
export async function startStack({ dataDir, ports, mode = "production", forTests = false, appEnv = {}, log = console.log, quiet = forTests }) {
  const directusDir = path.join(dataDir, "directus");
  for (const dir of ["uploads", "extensions"]) fs.mkdirSync(path.join(directusDir, dir), { recursive: true });
  fs.writeFileSync(path.join(directusDir, "package.json"), '{ "name": "seed-directus-data", "private": true }\n');
  const logs = path.join(dataDir, "logs");
  fs.mkdirSync(logs, { recursive: true });
  const { file: stateFile, state } = loadState(dataDir);

  const appUrl = process.env.APP_URL ?? `http://localhost:${ports.app}`;
  const realSmtp = Boolean(process.env.SMTP_HOST);
  const smtp = realSmtp
    ? { host: process.env.SMTP_HOST, port: Number(process.env.SMTP_PORT ?? 587), user: process.env.SMTP_USER, password: process.env.SMTP_PASSWORD, secure: process.env.SMTP_SECURE === "true" }
    : { host: "127.0.0.1", port: ports.smtp };
  const children = {};
  const timings = {};
  const stop = async () => {
    await Promise.all([stopChild(children.app), stopChild(children.maildev)]);
    await stopChild(children.directus);
  };
  const onExit = () => {
    for (const child of Object.values(children)) if (child.exitCode === null) child.kill("SIGKILL");
  };
  process.once("exit", onExit);

  try {
    let t = Date.now();
    if (!realSmtp) {
      children.maildev = run("maildev", [bin.maildev, "--smtp", String(ports.smtp), "--web", String(ports.mailUi), "--ip", "127.0.0.1", "--web-ip", "127.0.0.1"], {
        log: path.join(logs, "maildev.log"),
        quiet: true,
      });
    }

    const dEnv = directusEnv({ dataDir: directusDir, port: ports.directus, appUrl, smtp, secrets: state, forTests });
    await runToEnd("directus", [bin.directus, "bootstrap"], { env: dEnv, cwd: directusDir, log: path.join(logs, "directus.log"), quiet: true });
    children.directus = run("directus", [bin.directus, "start"], { env: dEnv, cwd: directusDir, log: path.join(logs, "directus.log"), quiet });
    const directusUrl = `http://127.0.0.1:${ports.directus}`;
    await waitFor(`${directusUrl}/server/ping`, { child: children.directus, timeoutMs: 90_000 });
    if (children.maildev) await waitFor(`http://127.0.0.1:${ports.mailUi}/email`, { child: children.maildev });
    timings.directus = Date.now() - t;

    t = Date.now();
    const sampleData = process.env.SEED_SAMPLE_DATA !== "false" && !state.sampleDataSeeded;
    await seedDirectus({ url: directusUrl, adminToken: state.adminToken, serviceToken: state.serviceToken, sampleData, log: (m) => log(`[seed] ${m}`) });
    if (sampleData) fs.writeFileSync(stateFile, JSON.stringify({ ...state, sampleDataSeeded: true }, null, 2), { mode: 0o600 });
    timings.seed = Date.now() - t;

    t = Date.now();
    const env = {
      PORT: String(ports.app),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      DIRECTUS_URL: directusUrl,
      DIRECTUS_SERVICE_TOKEN: state.serviceToken,
      SESSION_SECRET: state.sessionSecret,
      SMTP_HOST: smtp.host,
      SMTP_PORT: String(smtp.port),
      ...(realSmtp ? {} : { MAILDEV_URL: `http://127.0.0.1:${ports.mailUi}` }),
      // glibc gives each thread its own malloc arena; zlib (compression) then scatters native memory
      // across them. Two arenas: the same speed, ~100 MB less RSS after 20 000 rendered pages
      // (JS heap flat at ~60 MB either way; measured with the bench's soak).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      ...appEnv,
    };
    if (mode === "dev") {
      children.app = run("app", [bin.reactRouter, "dev", "--port", String(ports.app), "--host", "127.0.0.1"], { env: { ...env, NODE_ENV: "development" }, log: path.join(logs, "app.log"), quiet });
    } else {
      children.app = run("app", [bin.server], { env: { ...env, NODE_ENV: "production", BUILD_DIR: buildDir() }, log: path.join(logs, "app.log"), quiet });
    }
    await waitFor(`http://127.0.0.1:${ports.app}/healthz`, { child: children.app, timeoutMs: 90_000 });
    timings.app = Date.now() - t;

    return {
      urls: { app: `http://127.0.0.1:${ports.app}`, publicApp: appUrl, directus: directusUrl, mail: `http://127.0.0.1:${ports.mailUi}`, smtp: `smtp://${smtp.host}:${smtp.port}` },
      state,
      timings,
      children,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
