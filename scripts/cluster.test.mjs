// nginx accepts the configuration scripts/cluster.mjs generates (`nginx -t`), and it says what the
// scale-out set-up relies on: retries to the other process, kept connections, both tiers balanced.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { nginxConfig } from "./cluster.mjs";

const nginx = process.env.NGINX ?? "/usr/sbin/nginx";

test.runIf(fs.existsSync(nginx))("nginx accepts the generated configuration", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-nginx-"));
  try {
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(conf, nginxConfig({ dir, ports: { app: 3001, directus: 8056 }, apps: [4001, 4002], directus: [5001, 5002] }));
    const result = spawnSync(nginx, ["-t", "-e", path.join(dir, "error.log"), "-p", dir, "-c", conf], { encoding: "utf8" });
    expect(result.stderr).toContain("test is successful");
    expect(result.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("requests go to the other process when one is gone, over kept connections", () => {
  const conf = nginxConfig({ dir: "/tmp/x", ports: { app: 3001, directus: 8056 }, apps: [4001, 4002], directus: [5001, 5002] });
  expect(conf).toMatch(/upstream app \{\s+server 127\.0\.0\.1:4001 [^;]*;\s+server 127\.0\.0\.1:4002 /);
  expect(conf).toMatch(/upstream directus \{\s+server 127\.0\.0\.1:5001 [^;]*;\s+server 127\.0\.0\.1:5002 /);
  expect(conf).toContain("proxy_next_upstream error timeout http_502 http_503 http_504;");
  expect(conf).toContain("keepalive_timeout 4s;"); // before Node's 5 s, so nginx never reuses a connection Node is closing
  expect(conf).toContain("listen 127.0.0.1:3001;");
  expect(conf).toContain("listen 127.0.0.1:8056;");
});
