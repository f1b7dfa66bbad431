import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";

/** The module as an app process started with this DATA_DIR has it (a restart is a fresh import). */
async function startProcess(dataDir: string) {
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("REDIS", "");
  vi.resetModules();
  return import("./user-revocations.server");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

test("a revoked user stays revoked after a restart without Redis, and other users are untouched (#31)", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "revocations-"));
  try {
    const first = await startProcess(dataDir);
    expect(await first.userRevokedAt("user-a")).toBe(0);
    await first.revokeUserSessions("user-a", 1_000_000);

    const restarted = await startProcess(dataDir);
    expect(await restarted.userRevokedAt("user-a")).toBe(1_000_000);
    expect(await restarted.userRevokedAt("user-b")).toBe(0);
    expect(fs.statSync(path.join(dataDir, "revoked-users.json")).mode & 0o077).toBe(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("a revocation made by another process on this host is seen at the next check", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "revocations-"));
  try {
    const reader = await startProcess(dataDir);
    expect(await reader.userRevokedAt("user-c")).toBe(0);
    const other = await startProcess(dataDir);
    await other.revokeUserSessions("user-c", Date.now());
    expect(await reader.userRevokedAt("user-c")).toBeGreaterThan(0);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
