// `npm start`: build if needed, then MailDev + Directus (bootstrapped and seeded on first start)
// + the production server; prints the URLs and sample accounts; Ctrl-C stops all of it.
// `npm run dev`: the same with the Vite dev server (HMR) instead of the production build.
// `npm run start:cluster`: nginx in front of two app and two Directus processes, on PostgreSQL and
// Redis (./cluster.mjs; README, "Several processes").
import { spawn } from "node:child_process";
import path from "node:path";
import { sampleAccounts } from "../cms/accounts.mjs";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { startCluster } from "./cluster.mjs";
import { root, startStack } from "./stack.mjs";

const dev = process.argv.includes("--dev");
const cluster = process.argv.includes("--cluster");
const ports = {
  app: Number(process.env.PORT ?? 3000),
  directus: Number(process.env.DIRECTUS_PORT ?? 8055),
  smtp: Number(process.env.MAILDEV_SMTP_PORT ?? 1025),
  mailUi: Number(process.env.MAILDEV_WEB_PORT ?? 1080),
};
const dataDir = path.resolve(root, process.env.DATA_DIR ?? (cluster ? ".data/cluster" : ".data"));

/**
 * BACKUP_SCHEDULE=HH:MM: `npm run backup` every day at that local time while the product runs
 * (issue 53; README, "Backups and upgrades", for cron instead).
 */
function scheduleDailyBackup(at) {
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!time) return console.error(`BACKUP_SCHEDULE=${at} is not a time of day (HH:MM, e.g. 02:30): no daily backup.`);
  const untilNext = () => {
    const now = new Date();
    const next = new Date(now);
    next.setHours(Number(time[1]), Number(time[2]), 0, 0);
    if (next <= now) next.setDate(next.getDate() + 1);
    return next.getTime() - now.getTime();
  };
  const plan = () =>
    setTimeout(() => {
      const args = [path.join(root, "scripts/backup.mjs"), ...(cluster ? ["--cluster"] : [])];
      spawn(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir }, stdio: "inherit" }).on("exit", plan);
    }, untilNext()).unref();
  plan();
  console.log(`Daily backup at ${at} into ${process.env.BACKUP_DIR ?? path.join(dataDir, "backups")}.`);
}

const started = Date.now();
try {
  if (!dev) buildIfNeeded();
  const stack = cluster
    ? await startCluster({ dataDir, ports, quiet: false })
    : await startStack({ dataDir, ports, mode: dev ? "dev" : "production", quiet: false });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  // Sample accounts exist only with sample data (never in production: README).
  const accounts =
    process.env.SEED_SAMPLE_DATA === "false"
      ? `No sample accounts (SEED_SAMPLE_DATA=false). Administrator ${process.env.SEED_ADMIN_EMAIL || "admin@example.com"}: SEED_ADMIN_PASSWORD, or the password printed on the first start (${path.join(dataDir, "state.json")}).`
      : `Sample accounts (development only):\n${sampleAccounts.map((a) => `  ${a.role.padEnd(15)} ${a.email.padEnd(28)} ${a.password}`).join("\n")}`;
  console.log(`
Seed Academy is up (${seconds} s)${dev ? " in development mode (HMR)" : ""}${cluster ? " as a cluster (PostgreSQL, Redis, nginx)" : ""}:
  App            ${stack.urls.publicApp}
  Directus       ${stack.urls.directus}  (API-only; Studio sign-in with the Administrator account)
${cluster ? `  Processes      nginx → app ${stack.urls.apps.join(", ")}; Directus ${stack.urls.directusProcesses.join(", ")}\n` : ""}  Mail catcher   ${stack.urls.mail}  (every mail the app and Directus send lands here)
  Data           ${dataDir}  (delete it to start clean)

${accounts}

Press Ctrl-C to stop.`);
  if (process.env.BACKUP_SCHEDULE) scheduleDailyBackup(process.env.BACKUP_SCHEDULE);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log("\nStopping…");
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  for (const [name, child] of Object.entries(stack.children)) {
    child.on("exit", (code) => {
      if (stopping) return;
      console.error(`${name} stopped unexpectedly (code ${code}); stopping the rest. Logs: ${path.join(dataDir, "logs")}`);
      void shutdown();
    });
  }
} catch (error) {
  console.error(`npm start failed: ${error.message}`);
  process.exit(1);
}
