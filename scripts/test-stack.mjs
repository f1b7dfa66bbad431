// The test stack: its own free ports on 127.0.0.1 and a temporary data folder, so it never
// touches a running `npm start`; stop() ends every process and removes the folder. `from` starts it
// on a copy of a data folder made before (e.g. `npm run seed:large`'s), which stays as it was.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { enterTestRun } from "./isolation.mjs";
import { freePort, startStack } from "./stack.mjs";

export async function startTestStack({ appEnv = {}, log = () => {}, from = null } = {}) {
  // No setting of the developer's own stack (SMTP_HOST, DB_*, REDIS …) reaches this one, and every
  // child is checked before it starts (issue 24, isolation.mjs).
  enterTestRun();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-test-"));
  if (from) fs.cpSync(from, dataDir, { recursive: true });
  const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
  const previousAppUrl = process.env.APP_URL;
  // Browsers treat localhost as a secure context, so Secure cookies work over plain HTTP there.
  process.env.APP_URL = `http://localhost:${ports.app}`;
  try {
    const stack = await startStack({
      dataDir,
      ports,
      forTests: true,
      quiet: true,
      log,
      // The outbox looks every second and waits at most 3 s between attempts: mail tests see retries quickly.
      appEnv: { COOKIE_SECURE: "true", RATE_LIMIT_SCALE: "1", OUTBOX_POLL_MS: "1000", MAIL_RETRY_MAX_MS: "3000", ...appEnv },
    });
    return {
      ...stack,
      dataDir,
      ports,
      env: {
        TEST_APP_URL: stack.urls.publicApp,
        TEST_DIRECTUS_URL: stack.urls.directus,
        TEST_MAILDEV_URL: stack.urls.mail,
        TEST_SMTP_PORT: String(ports.smtp),
        TEST_ADMIN_TOKEN: stack.state.adminToken,
        TEST_SERVICE_TOKEN: stack.state.serviceToken,
        TEST_SESSION_SECRET: stack.state.sessionSecret,
        TEST_DATA_DIR: dataDir,
      },
      async stop() {
        await stack.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  } finally {
    if (previousAppUrl === undefined) delete process.env.APP_URL;
    else process.env.APP_URL = previousAppUrl;
  }
}

// `node scripts/test-stack.mjs`: start a test stack and keep it running (Ctrl-C stops it), printing
// its TEST_* variables, e.g. to run one Playwright file against it while working on a feature:
//   eval "$(grep ^export .tmp/stack.env)" && npx playwright test tests/e2e/news.spec.ts
if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const { buildIfNeeded } = await import("./build-if-needed.mjs");
  buildIfNeeded();
  const stack = await startTestStack();
  console.log(
    Object.entries(stack.env)
      .map(([k, v]) => `export ${k}=${v}`)
      .join("\n"),
  );
  console.log(`# logs: ${stack.dataDir}/logs — Ctrl-C to stop`);
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
