// Issue 53, items 1–3 (SQLite): a backup of a running stack while a writer adds rows and files, restored
// into a fresh folder, starts and holds the same data: every project collection's rows (count and
// checksum) up to the backup's moment, the files byte for byte, a person's sign-in with their
// password, the same pages. A damaged archive, another passphrase and a folder with data are
// refused with words, writing nothing. Stacks of their own, on temporary folders and ports.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { backup, prune, restore } from "../../scripts/backup-archive.mjs";
// @ts-expect-error -- plain ESM script without types
import { freePort, startStack } from "../../scripts/stack.mjs";
import { expectWriterFilesRestored, uploadPicture, type UploadedFile } from "../support/backup-files";

interface Stack {
  urls: { publicApp: string; directus: string };
  stop(): Promise<void>;
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "seed-backup-"));
const source = path.join(root, "source");
const restored = path.join(root, "restored");
const backupDir = path.join(root, "backups");
const passphrase = `pass-${randomUUID()}`;
const person = { email: `backup-${randomUUID().slice(0, 8)}@example.com`, password: "Backup#Pass2026" };
const stacks: Stack[] = [];

function isolatedEnv() {
  vi.unstubAllEnvs();
  for (const name of ["SEED_ADMIN_EMAIL", "SEED_ADMIN_PASSWORD", "SESSION_SECRET", "DIRECTUS_ADMIN_TOKEN", "DIRECTUS_SERVICE_TOKEN"])
    vi.stubEnv(name, undefined);
  for (const name of ["SMTP_HOST", "APP_URL", "DB_CLIENT", "REDIS"]) vi.stubEnv(name, undefined);
  vi.stubEnv("SEED_SAMPLE_DATA", "false");
}

async function start(dataDir: string) {
  const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
  const stack = (await startStack({ dataDir, ports, forTests: true, quiet: true, log: () => {} })) as Stack;
  stacks.push(stack);
  return stack;
}

const adminToken = (dataDir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dataDir, "state.json"), "utf8")) as { adminToken: string }).adminToken;

async function directus<T>(stack: Stack, token: string, method: string, endpoint: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.urls.directus}${endpoint}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${endpoint} → ${response.status}: ${await response.text()}`);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as { data: T }).data;
}

/** Every project collection's rows, in id order, as a count and a checksum (and the rows, for the writer's). */
async function contents(stack: Stack, token: string) {
  const collections = (await directus<{ collection: string; schema: unknown }[]>(stack, token, "GET", "/collections?limit=-1"))
    .filter((row) => row.collection.startsWith("seed_") && row.schema)
    .map((row) => row.collection);
  const result: Record<string, { count: number; sum: string }> = {};
  for (const collection of collections.toSorted()) {
    const rows = await directus<Record<string, unknown>[]>(stack, token, "GET", `/items/${collection}?limit=-1&sort=id&fields=*`).catch(
      () => directus<Record<string, unknown>[]>(stack, token, "GET", `/items/${collection}?limit=-1&fields=*`),
    );
    result[collection] = { count: rows.length, sum: createHash("sha256").update(JSON.stringify(rows)).digest("hex") };
  }
  const users = await directus<Record<string, unknown>[]>(
    stack,
    token,
    "GET",
    "/users?limit=-1&sort=email&fields=id,email,status,role,first_name",
  );
  result.directus_users = { count: users.length, sum: createHash("sha256").update(JSON.stringify(users)).digest("hex") };
  return result;
}

/** A page as the app shows it in English, its nonce and the stack's ports taken out (they differ from stack to stack). */
async function shown(stack: Stack, page: string) {
  const answer = await fetch(`${stack.urls.publicApp}${page}`, { headers: { Cookie: "lng=en" } });
  expect(answer.status, page).toBe(200);
  return (await answer.text()).replace(/nonce="[^"]+"/g, 'nonce=""').replace(/(localhost|127\.0\.0\.1):\d+/g, "$1:port");
}

const written = (stack: Stack, token: string) =>
  directus<{ id: number }[]>(
    stack,
    token,
    "GET",
    "/items/seed_cooperation_requests?limit=-1&sort=id&fields=id&filter[email][_ends_with]=@backup.test",
  );

const fileIds: UploadedFile[] = [];

beforeAll(async () => {
  isolatedEnv();
  const stack = await start(source);
  const token = adminToken(source);
  const [role] = await directus<{ id: string }[]>(stack, token, "GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  await directus(stack, token, "POST", "/users", { ...person, first_name: "Bảo", role: role.id, status: "active" });
  for (let i = 0; i < 3; i++) fileIds.push(await uploadPicture(stack.urls.directus, token, i));
}, 180_000);

afterAll(async () => {
  for (const stack of stacks) await stack.stop().catch(() => {});
  vi.unstubAllEnvs();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

test(
  "a backup made while a writer adds rows and files restores into a stack that holds everything up to that moment",
  { timeout: 300_000 },
  async () => {
    const stack = stacks[0];
    const token = adminToken(source);
    // Without a passphrase: refused, nothing written.
    await expect(backup({ dataDir: source, backupDir, passphrase: "", log: () => {} })).rejects.toThrow(/BACKUP_PASSPHRASE is not set/);
    expect(fs.existsSync(backupDir)).toBe(false);

    // The writer: one row after another, and a file with every third, for as long as the backup runs.
    let writing = true;
    let rowsWritten = 0;
    const filesWritten: UploadedFile[] = [];
    const writer = (async () => {
      while (writing) {
        await directus(stack, token, "POST", "/items/seed_cooperation_requests", {
          full_name: `Writer ${rowsWritten}`,
          email: `writer-${rowsWritten}@backup.test`,
          content: "A row written during the backup.",
          delivery_status: "sent",
        });
        if (rowsWritten % 3 === 0) filesWritten.push(await uploadPicture(stack.urls.directus, token, 100 + rowsWritten));
        rowsWritten++;
      }
    })();
    while (rowsWritten < 5) await new Promise((resolve) => setTimeout(resolve, 20));
    const beforeBackup = rowsWritten;
    const filesBeforeBackup = filesWritten.length;
    const lines: string[] = [];
    let made: { archive: string };
    try {
      made = await backup({ dataDir: source, backupDir, passphrase, keep: 2, log: (line: string) => lines.push(line) });
    } finally {
      writing = false;
    }
    const afterBackup = rowsWritten;
    await writer;
    // The database was switched to WAL when the stack started: the backup said nothing of waiting writes.
    expect(lines.join("\n")).not.toContain("not in WAL mode");
    expect(lines.join("\n")).toMatch(/Wrote .*\.seedbak \(\d+\.\d MB: the database, \d+ files, state\.json\) in \d+\.\d s/);
    expect(fs.statSync(made.archive).mode & 0o777).toBe(0o600);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
    // Encrypted: none of the database's words can be read in it.
    expect(fs.readFileSync(made.archive).includes(Buffer.from(person.email))).toBe(false);

    const everything = await contents(stack, token);
    const allRows = await written(stack, token);
    const pages = ["/", "/login", "/news"];
    const pagesBefore = Object.fromEntries(await Promise.all(pages.map(async (page) => [page, await shown(stack, page)] as const)));
    await stack.stop();

    // Refusals first, each writing nothing: a damaged archive, another passphrase, a folder with data.
    const damaged = path.join(root, "damaged.seedbak");
    const bytes = fs.readFileSync(made.archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    await expect(restore({ archive: damaged, dataDir: restored, passphrase, log: () => {} })).rejects.toThrow(
      /damaged, or it was made with another BACKUP_PASSPHRASE/,
    );
    await expect(restore({ archive: made.archive, dataDir: restored, passphrase: "wrong", log: () => {} })).rejects.toThrow(
      /damaged, or it was made with another/,
    );
    fs.writeFileSync(path.join(root, "foreign.seedbak"), "not an archive at all");
    await expect(restore({ archive: path.join(root, "foreign.seedbak"), dataDir: restored, passphrase, log: () => {} })).rejects.toThrow(
      /is not a Seed Academy backup archive/,
    );
    expect(fs.existsSync(restored)).toBe(false);
    await expect(restore({ archive: made.archive, dataDir: source, passphrase, log: () => {} })).rejects.toThrow(/already holds data/);

    const manifest = await restore({ archive: made.archive, dataDir: restored, passphrase, log: () => {} });
    expect(manifest).toMatchObject({ database: "sqlite" });
    expect(manifest.files).toBeGreaterThanOrEqual(3 + filesBeforeBackup);

    const again = await start(restored);
    const restoredToken = adminToken(restored);
    const restoredRows = await written(again, restoredToken);
    // The writer's rows up to the backup's moment: a prefix, with every row written before it began.
    expect(restoredRows.length).toBeGreaterThanOrEqual(beforeBackup);
    expect(restoredRows.length).toBeLessThanOrEqual(afterBackup + 1);
    expect(restoredRows).toEqual(allRows.slice(0, restoredRows.length));
    // Every other collection and the users exactly as they were.
    const restoredEverything = await contents(again, restoredToken);
    const { seed_cooperation_requests: _a, ...rest } = everything;
    const { seed_cooperation_requests: _b, ...restoredRest } = restoredEverything;
    expect(restoredRest).toEqual(rest);
    // The files byte for byte, through Directus: those of before, and the writer's up to the snapshot.
    await expectWriterFilesRestored(again.urls.directus, restoredToken, [...fileIds, ...filesWritten], fileIds.length + filesBeforeBackup);
    // The person signs in with their password; the app serves its pages.
    const signIn = await fetch(`${again.urls.directus}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...person, mode: "json" }),
    });
    expect(signIn.status).toBe(200);
    // The same pages as the stack it was made from, apart from each answer's nonce and each stack's ports.
    for (const page of pages) expect(await shown(again, page), page).toBe(pagesBefore[page]);
  },
);

test("backups keep the newest BACKUP_KEEP archives", async () => {
  const folder = path.join(root, "keep");
  fs.mkdirSync(folder);
  for (const day of ["01", "02", "03", "04"]) fs.writeFileSync(path.join(folder, `seed-backup-2026-11-${day}T03-00-00Z.seedbak`), "x");
  expect(prune(folder, 2)).toEqual(["seed-backup-2026-11-01T03-00-00Z.seedbak", "seed-backup-2026-11-02T03-00-00Z.seedbak"]);
  expect(fs.readdirSync(folder).toSorted()).toEqual([
    "seed-backup-2026-11-03T03-00-00Z.seedbak",
    "seed-backup-2026-11-04T03-00-00Z.seedbak",
  ]);
});
