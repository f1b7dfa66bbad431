// A second app process (server.mjs, the build the test stack runs) with settings of its own, talking
// to the test stack's Directus: for behaviour that needs another configuration (a proxy in front, a
// dead mail server) without disturbing the shared stack.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
// @ts-expect-error -- plain ESM script without types
import { assertIsolated } from "../../scripts/isolation.mjs";
// @ts-expect-error -- plain ESM script without types
import { buildDir, freePort, root } from "../../scripts/stack.mjs";
import { testEnv } from "./env";

export interface LoneApp {
  url: string;
  output(): string;
  stop(): void;
}

/**
 * A mail server that hangs up on every connection: a lone app's mail fails unless the test gives it
 * one of its own (SMTP_HOST/SMTP_PORT). Never the default port, which may be the developer's MailDev (issue 24).
 */
async function hangUpSmtp(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return server;
}

export async function startLoneApp(appEnv: Record<string, string>): Promise<LoneApp> {
  const port: number = await freePort();
  const url = `http://localhost:${port}`;
  let output = "";
  const smtp = await hangUpSmtp();
  const env = {
    ...process.env,
    // Always checked by the isolation guard, also when started outside `npm test`.
    SEED_TEST_RUN: "1",
    NODE_ENV: "production",
    BUILD_DIR: buildDir(),
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: url,
    DIRECTUS_URL: testEnv.directusUrl,
    DIRECTUS_SERVICE_TOKEN: process.env.TEST_SERVICE_TOKEN ?? "",
    SESSION_SECRET: randomBytes(24).toString("base64url"),
    // An outbox channel of its own: its worker must never claim the shared stack's mails (a lone
    // app in front of a broken Directus or mail server would hold them for a lease, and a test
    // waiting for its mail would time out).
    OUTBOX_CHANNEL: `lone-${randomBytes(4).toString("hex")}`,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String((smtp.address() as net.AddressInfo).port),
    ...appEnv,
  };
  try {
    assertIsolated(`a lone app (${url})`, "app", env);
  } catch (error) {
    smtp.close();
    throw error;
  }
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "server.mjs")], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.on("exit", () => smtp.close());
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`app exited with code ${child.exitCode}:\n${output}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`app did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { url, output: () => output, stop: () => child.kill("SIGTERM") };
}
