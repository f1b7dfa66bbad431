// Issue 53, item 4: the data folder of the first release (de3db71, 28 Nov 2026; made by
// scripts/release-fixture.mjs into tests/fixtures/) starts on today's code. The seed's reconcile and
// cms/migrations bring it up to date, and nothing is lost: every table, column and row the release
// stored is still there with the same value, unless a migration listed below moved it — and then
// where it went is checked too. A column the code no longer declares, with no migration that moved
// it, fails here: that is the missing migration. docs/upgrading.md says when to make a new fixture.
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sqlite3 from "sqlite3";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { collections, systemCollections } from "../../cms/schema/index.mjs";
import { migrations } from "../../cms/migrations/index.mjs";
import { notificationFromTitle } from "../../cms/migrations/notifications.mjs";
import { landingPrograms } from "../../cms/migrations/programs.mjs";
import { learnerFaq } from "../../cms/migrations/faq.mjs";
// @ts-expect-error -- plain ESM script without types
import { freePort, startStack } from "../../scripts/stack.mjs";
import { accounts } from "../support/accounts";

const fixture = path.resolve("tests/fixtures/release-de3db71.tgz");
const root = fs.mkdtempSync(path.join(os.tmpdir(), "seed-upgrade-"));
const database = path.join(root, "directus", "directus.db");

type Row = Record<string, unknown>;
type Tables = Record<string, { key: string; rows: Map<string, Row> }>;

/**
 * What migrations moved out of a column of the release, by `table.column`: the migration that did
 * it, and a check of where each row's value went (null: the value went with another column's check).
 */
const moved: Record<string, { by: string; check: ((before: Row, after: Row) => void) | null }> = {
  "seed_notifications.title": {
    by: "001-notifications-kind-params-link",
    check: (before, after) => {
      const expected = notificationFromTitle(String(before.title));
      expect({ kind: after.kind, params: after.params ? JSON.parse(String(after.params)) : null, link: after.link }).toEqual(expected);
    },
  },
  "seed_notifications.type": { by: "001-notifications-kind-params-link", check: null },
  // The sample's first mentor slots become the sample MENTOR's, under their name and company.
  "seed_mentor_slots.mentor_name": {
    by: "006-sample-mentor-slots-name-their-mentor",
    check: (before, after) => {
      const sample = ["Lan Nguyễn", "Minh Trần", "Thảo Lê"].includes(String(before.mentor_name));
      expect(after.mentor_name).toBe(sample ? "Khoa Phan · Lotus Commerce" : before.mentor_name);
      if (sample) expect(after.mentor).toBeTruthy();
    },
  },
};

/**
 * What migrations made from what the release stored, in a collection of their own: a missing one
 * leaves these rows missing (every value the release had is still in place, so the check above
 * cannot see it).
 */
const derived: { by: string; missing: (release: Tables, today: Tables) => string[] }[] = [
  {
    by: "002-programs-from-the-landing-page",
    missing: (_release, today) => {
      const slugs = new Set(valuesOf(today, "seed_programs", "slug"));
      return landingPrograms
        .filter((program) => !slugs.has(program.slug))
        .map((program) => `programme ${program.slug} of the landing page`);
    },
  },
  {
    by: "004-cohorts-from-the-classes-text-field",
    missing: (release, today) => {
      const names = new Set(valuesOf(today, "seed_cohorts", "name"));
      return [...new Set(valuesOf(release, "seed_classes", "cohort"))]
        .filter((name) => !names.has(name))
        .map((name) => `cohort ${name} of a class`);
    },
  },
  {
    // The learner FAQ was locale text (every language's), the partners' FAQ seed_partner_faq.
    by: "008-faq-and-resources-as-collections",
    missing: (release, today) => {
      const questions = new Set(valuesOf(today, "seed_faq", "question"));
      return [
        ...Object.values(learnerFaq).flatMap((entries) => entries.map(([question]) => question)),
        ...valuesOf(release, "seed_partner_faq", "question"),
      ]
        .filter((question) => !questions.has(question))
        .map((question) => `FAQ question ${question}`);
    },
  },
];

/** The non-empty values of one column of a table (none when the table is not there). */
const valuesOf = (tables: Tables, table: string, column: string) =>
  [...(tables[table]?.rows.values() ?? [])].map((row) => row[column]).filter((value) => value !== null && value !== "");

/** Columns Directus itself changes as people use the product (a sign-in), never data anyone stored. */
const living = new Set(["directus_users.last_access", "directus_users.last_page", "directus_users.token"]);

function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(database, sqlite3.OPEN_READONLY, (error) => {
      if (error) return reject(error);
      db.all(sql, params, (failed, rows) => db.close(() => (failed ? reject(failed) : resolve(rows as T[]))));
    });
  });
}

/** The project's tables and the users and files, each row by its primary key. */
async function readTables(): Promise<Tables> {
  const names = await query<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'seed\\_%' ESCAPE '\\' OR name IN ('directus_users', 'directus_files'))",
  );
  const tables: Tables = {};
  for (const { name } of names) {
    const columns = await query<{ name: string; pk: number }>(`PRAGMA table_info("${name}")`);
    const key = columns.find((column) => column.pk === 1)?.name ?? "id";
    const rows = await query<Row>(`SELECT * FROM "${name}"`);
    tables[name] = { key, rows: new Map(rows.map((row) => [String(row[key]), row])) };
  }
  return tables;
}

const declared = new Map(
  [...collections, ...systemCollections].map((c) => [c.collection, new Set(["id", ...c.fields.map((f) => f.field)])] as const),
);

let release: Tables;
let stack: { urls: { publicApp: string; directus: string }; stop(): Promise<void> } | null = null;
let uploads: Record<string, string> = {};

const digestOf = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
const uploadDigests = () =>
  Object.fromEntries(
    fs.readdirSync(path.join(root, "directus", "uploads")).map((name) => [name, digestOf(path.join(root, "directus", "uploads", name))]),
  );

beforeAll(async () => {
  execFileSync("tar", ["-xzf", fixture, "-C", root]);
  release = await readTables();
  uploads = uploadDigests();
  vi.unstubAllEnvs();
  for (const name of ["SEED_ADMIN_EMAIL", "SEED_ADMIN_PASSWORD", "SESSION_SECRET", "DIRECTUS_ADMIN_TOKEN", "DIRECTUS_SERVICE_TOKEN"])
    vi.stubEnv(name, undefined);
  for (const name of ["SMTP_HOST", "DB_CLIENT", "REDIS", "SEED_SAMPLE_DATA"]) vi.stubEnv(name, undefined);
  const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
  vi.stubEnv("APP_URL", `http://localhost:${ports.app}`);
  stack = await startStack({ dataDir: root, ports, forTests: true, quiet: true, log: () => {} });
}, 240_000);

afterAll(async () => {
  await stack?.stop().catch(() => {});
  vi.unstubAllEnvs();
  fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

test("the fixture is a release's folder: sample rows, people and files", () => {
  // A fixture that lost its rows would let the comparison below pass for nothing.
  expect(Object.keys(release).length).toBeGreaterThan(20);
  expect(release.directus_users.rows.size).toBeGreaterThan(5);
  expect(release.seed_notifications.rows.size).toBeGreaterThan(0);
  expect(Object.keys(uploads).length).toBeGreaterThan(0);
});

test("the release's folder starts on today's code: pages, a sample person's sign-in, every migration recorded", async () => {
  for (const page of ["/", "/news", "/login"]) expect((await fetch(`${stack!.urls.publicApp}${page}`)).status, page).toBe(200);
  const signIn = await fetch(`${stack!.urls.directus}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...accounts.learner, mode: "json" }),
  });
  expect(signIn.status).toBe(200);
  const recorded = await query<{ id: string }>("SELECT id FROM seed_migrations ORDER BY id");
  expect(recorded.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id));
});

test("nothing the release stored is lost: every table, column and row, or where a migration moved it", async () => {
  await stack!.stop();
  stack = null;
  const today = await readTables();
  const missing: string[] = [];
  for (const [table, { key, rows }] of Object.entries(release)) {
    const now = today[table];
    if (!now) {
      missing.push(`table ${table} is gone`);
      continue;
    }
    const columns = Object.keys(rows.values().next().value ?? {});
    for (const column of columns) {
      const name = `${table}.${column}`;
      const move = moved[name];
      if (move) {
        expect(
          migrations.map((m) => m.id),
          `${name} is moved by ${move.by}`,
        ).toContain(move.by);
        continue;
      }
      // A column of ours that the code no longer declares: dropped or renamed without a migration.
      const fields = declared.get(table);
      if (table.startsWith("seed_") && fields && !fields.has(column))
        missing.push(`${name} is no longer declared and no migration moved it`);
    }
    for (const [id, before] of rows) {
      const after = now.rows.get(id);
      if (!after) {
        missing.push(`${table} ${key} ${id} is gone`);
        continue;
      }
      for (const column of Object.keys(before)) {
        const name = `${table}.${column}`;
        if (living.has(name)) continue;
        if (moved[name]) {
          moved[name].check?.(before, after);
          continue;
        }
        if (after[column] !== before[column])
          missing.push(`${name} of ${key} ${id}: ${String(before[column])} became ${String(after[column])}`);
      }
    }
  }
  expect(valuesOf(release, "seed_classes", "cohort").length, "the release's classes name their cohorts").toBeGreaterThan(0);
  for (const { by, missing: lost } of derived) missing.push(...lost(release, today).map((what) => `${what}: ${by} did not bring it`));
  expect(missing).toEqual([]);
  // The uploaded files, byte for byte.
  expect(Object.entries(uploadDigests()).filter(([name]) => name in uploads)).toEqual(Object.entries(uploads));
});
