// `node scripts/release-fixture.mjs [commit]`: the data folder an earlier release leaves behind, as a
// small fixture for the upgrade test (issue 53, item 4; tests/integration/upgrade.test.ts,
// docs/upgrading.md). Checks the commit out beside this one (a git worktree), starts its stack on a
// temporary folder and free ports until its sample data is seeded, stops it, and packs the folder
// (state.json, the SQLite database, the uploads; not the logs) into tests/fixtures/release-<commit>.tgz.
//
// The commit's dependencies must be today's (the same package-lock.json: its node_modules are linked),
// or it runs npm ci there. Default: de3db71, the first release (28 Nov 2026).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sqlite3 from "sqlite3";
import { freePort, root } from "./stack.mjs";

const commit = process.argv[2] ?? "de3db71";
const short = execFileSync("git", ["rev-parse", "--short=7", commit], { cwd: root, encoding: "utf8" }).trim();
const target = path.join(root, "tests/fixtures", `release-${short}.tgz`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), "seed-release-"));
const source = path.join(work, "source");
const dataDir = path.join(work, "data");

function sqlite(file, sql) {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, (error) => {
      if (error) return reject(error);
      db.exec(sql, (failed) => db.close(() => (failed ? reject(failed) : resolve())));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the release's start ended (exit ${child.exitCode})`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

try {
  console.log(`1/4 Checking out ${short} into ${source}…`);
  execFileSync("git", ["worktree", "add", "--detach", source, short], { cwd: root, stdio: "ignore" });
  const sameLock =
    fs.readFileSync(path.join(source, "package-lock.json"), "utf8") === fs.readFileSync(path.join(root, "package-lock.json"), "utf8");
  if (sameLock) execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(source, "node_modules")]);
  else execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: source, stdio: "inherit" });

  console.log(`2/4 Starting ${short} on an empty folder (build, Directus, sample data)…`);
  const ports = {
    PORT: await freePort(),
    DIRECTUS_PORT: await freePort(),
    MAILDEV_SMTP_PORT: await freePort(),
    MAILDEV_WEB_PORT: await freePort(),
  };
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: source,
    env: {
      ...process.env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${ports.PORT}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  try {
    await waitForHealth(`http://127.0.0.1:${ports.PORT}/healthz`, child);
  } catch (error) {
    process.stdout.write(Buffer.concat(output));
    throw error;
  } finally {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already ended
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve)));
  }

  console.log("3/4 Packing the folder (no logs; the database vacuumed)…");
  const database = path.join(dataDir, "directus", "directus.db");
  await sqlite(database, "PRAGMA journal_mode=DELETE; VACUUM;");
  fs.mkdirSync(path.dirname(target), { recursive: true });
  execFileSync("tar", ["-czf", target, "-C", dataDir, "state.json", "directus/directus.db", "directus/uploads"]);
  console.log(`4/4 Wrote ${path.relative(root, target)} (${(fs.statSync(target).size / 1024).toFixed(0)} kB)`);
} finally {
  execFileSync("git", ["worktree", "remove", "--force", source], { cwd: root, stdio: "ignore" });
  fs.rmSync(work, { recursive: true, force: true });
}
