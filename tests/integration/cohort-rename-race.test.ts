// A class saved at the moment its cohort is renamed (issue 50; ADR 054's consequence, closed by ADR
// 060): the class's hook sees the old name, the rename commits, then the class is written. Without
// more, the class kept a name no cohort has. Now the class takes the cohort's new name in its own
// write, on the test stack's SQLite through Directus and on a PostgreSQL database of this test's own,
// where the two writes run side by side (the triggers of cms/extensions/shared/cohort-triggers.mjs).
import { randomBytes, randomUUID } from "node:crypto";
// @ts-expect-error -- the PostgreSQL client has no types here
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cohortTriggerStatements } from "../../cms/extensions/shared/cohort-triggers.mjs";
// @ts-expect-error -- plain ESM script without types
import { clusterDatabase, dropDatabase, ensureDatabase } from "../../scripts/cluster.mjs";
import { deleteWhere, directusAdmin } from "../support/env";
import { signInPeople, statusAs, type SignedInPerson } from "../support/people";

const mark = randomUUID().slice(0, 6).toUpperCase();
const name = (suffix: string) => `ZR${mark}${suffix}`;
const rounds = 20;

describe("through Directus (the test stack's SQLite)", () => {
  let people: Record<"contentAdmin" | "faculty", SignedInPerson>;
  let courseId = 0;

  beforeAll(async () => {
    people = await signInPeople(["contentAdmin", "faculty"] as const);
    courseId = (await directusAdmin<{ id: number }>("POST", "/items/seed_courses", { code: name("C"), name: "Rename race course" })).id;
  });

  afterAll(async () => {
    await deleteWhere("seed_classes", { course: { _eq: courseId } });
    await deleteWhere("seed_courses", { id: { _eq: courseId } });
    await deleteWhere("seed_cohorts", { name: { _starts_with: `ZR${mark}` } });
  });

  const cohort = (value: string) => directusAdmin<{ id: number }>("POST", "/items/seed_cohorts", { name: value });
  const klass = (value: string) =>
    directusAdmin<{ id: number }>("POST", "/items/seed_classes", { course: courseId, teacher: people.faculty.id, cohort: value });
  const cohortOf = async (id: number) => (await directusAdmin<{ cohort: string }>("GET", `/items/seed_classes/${id}?fields=cohort`)).cohort;
  /** Every class of the test's course whose cohort no cohort has. */
  async function orphans() {
    const classes = await directusAdmin<{ id: number; cohort: string }[]>(
      "GET",
      `/items/seed_classes?filter[course][_eq]=${courseId}&fields=id,cohort&limit=-1`,
    );
    const cohorts = new Set(
      (await directusAdmin<{ name: string }[]>("GET", `/items/seed_cohorts?filter[name][_starts_with]=ZR${mark}&fields=name&limit=-1`)).map(
        (row) => row.name,
      ),
    );
    return classes.filter((row) => !cohorts.has(row.cohort));
  }

  test("a class written after the rename with the name its hook saw takes the new name", async () => {
    const renamed = await cohort(name("A0"));
    expect(await statusAs(people.contentAdmin.token, "PATCH", `/items/seed_cohorts/${renamed.id}`, { name: name("B0") })).toBe(200);
    // The Administrator's write has no hook: it is the class write whose check came before the rename.
    const made = await klass(name("A0"));
    expect(await cohortOf(made.id)).toBe(name("B0"));
    const other = await klass(name("B0"));
    await directusAdmin("PATCH", `/items/seed_classes/${other.id}`, { cohort: name("A0") });
    expect(await cohortOf(other.id)).toBe(name("B0"));
    // Staff naming the old name (a form shown before the rename) get the cohort's name now.
    expect(await statusAs(people.contentAdmin.token, "PATCH", `/items/seed_classes/${other.id}`, { cohort: name("A0") })).toBe(200);
    expect(await cohortOf(other.id)).toBe(name("B0"));
    // A name no cohort ever had is still refused to staff.
    expect(await statusAs(people.contentAdmin.token, "PATCH", `/items/seed_classes/${other.id}`, { cohort: name("never") })).toBe(400);
    expect(await orphans()).toEqual([]);
  });

  test(`a class moved to a cohort while it is renamed, ${rounds} times at once: no class is left on a name no cohort has`, async () => {
    for (let i = 1; i <= rounds; i++) {
      await cohort(name(`F${i}`));
      const to = await cohort(name(`T${i}`));
      const moving = await klass(name(`F${i}`));
      const staying = await klass(name(`T${i}`));
      const [moved, kept, renamed] = await Promise.all([
        statusAs(people.contentAdmin.token, "PATCH", `/items/seed_classes/${moving.id}`, { cohort: name(`T${i}`) }),
        statusAs(people.contentAdmin.token, "PATCH", `/items/seed_classes/${staying.id}`, { cohort: name(`T${i}`), capacity: 30 }),
        statusAs(people.contentAdmin.token, "PATCH", `/items/seed_cohorts/${to.id}`, { name: name(`R${i}`) }),
      ]);
      expect(renamed, `round ${i}`).toBe(200);
      expect([moved, kept], `round ${i}`).toEqual([200, 200]);
      expect(await cohortOf(moving.id), `round ${i}`).toBe(name(`R${i}`));
      expect(await cohortOf(staying.id), `round ${i}`).toBe(name(`R${i}`));
    }
    expect(await orphans()).toEqual([]);
  });
});

// PostgreSQL: a database of this test's own with the two tables as Directus makes them (the columns
// the triggers read), and the statements the hook runs. Each round runs the class's write and the
// rename in two transactions at once, in both orders, the class's check made before either writes.
const database = clusterDatabase({ ...process.env, DB_DATABASE: `seed_test_race_${randomBytes(4).toString("hex")}` });
/** The little of node-postgres' client this test uses. */
interface PgClient {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number | null }>;
  end(): Promise<void>;
}
const connect = async (databaseName = database.DB_DATABASE): Promise<PgClient> => {
  const client: PgClient = new pg.Client({
    host: database.DB_HOST,
    port: Number(database.DB_PORT),
    user: database.DB_USER,
    password: database.DB_PASSWORD,
    database: databaseName,
  });
  await client.connect();
  return client;
};
const postgresAnswers = await connect("postgres")
  .then((client) => client.end().then(() => true))
  .catch(() => false);
const inCi = Boolean(process.env.CI) && process.env.CI !== "false";
if (!postgresAnswers && !inCi) console.warn("Skipping the PostgreSQL rename race: PostgreSQL does not answer");

test.runIf(!postgresAnswers && inCi)("PostgreSQL is there (CI runs the rename race on it)", () => {
  expect(postgresAnswers).toBe(true);
});

describe.runIf(postgresAnswers)("on PostgreSQL, two transactions at once", () => {
  let setup: PgClient;
  let classWriter: PgClient;
  let renamer: PgClient;

  beforeAll(async () => {
    await ensureDatabase(database);
    setup = await connect();
    await setup.query('CREATE TABLE seed_cohorts (id SERIAL PRIMARY KEY, "name" VARCHAR(255) NOT NULL UNIQUE)');
    await setup.query('CREATE TABLE seed_classes (id SERIAL PRIMARY KEY, "cohort" VARCHAR(255), capacity INTEGER)');
    for (const statement of cohortTriggerStatements("pg") ?? []) await setup.query(statement);
    [classWriter, renamer] = await Promise.all([connect(), connect()]);
  });

  afterAll(async () => {
    await Promise.all([setup, classWriter, renamer].map((client) => client?.end()));
    await dropDatabase(database);
  });

  const insertCohort = async (value: string) =>
    Number((await setup.query("INSERT INTO seed_cohorts (name) VALUES ($1) RETURNING id", [value])).rows[0].id);
  const insertClass = async (value: string) =>
    Number((await setup.query("INSERT INTO seed_classes (cohort) VALUES ($1) RETURNING id", [value])).rows[0].id);
  const cohortOf = async (id: number) => String((await setup.query("SELECT cohort FROM seed_classes WHERE id = $1", [id])).rows[0].cohort);
  const orphans = async () =>
    (await setup.query("SELECT id, cohort FROM seed_classes WHERE cohort IS NOT NULL AND cohort NOT IN (SELECT name FROM seed_cohorts)"))
      .rows;
  /** The hook's check as Directus makes it, outside the class's transaction, before its write. */
  const hookSees = async (value: string) => (await classWriter.query("SELECT 1 FROM seed_cohorts WHERE name = $1", [value])).rowCount === 1;

  test(`the rename first, the class's write while it is open, ${rounds} times: the class takes the new name`, async () => {
    for (let i = 1; i <= rounds; i++) {
      await insertCohort(`F${i}`);
      await insertCohort(`T${i}`);
      const moving = await insertClass(`F${i}`);
      expect(await hookSees(`T${i}`)).toBe(true);
      await renamer.query("BEGIN");
      await renamer.query("UPDATE seed_cohorts SET name = $1 WHERE name = $2", [`R${i}`, `T${i}`]);
      // The class's write waits for the rename's transaction (the lock), then finds the name renamed.
      const write = classWriter.query("UPDATE seed_classes SET cohort = $1 WHERE id = $2", [`T${i}`, moving]);
      await renamer.query("COMMIT");
      await write;
      expect(await cohortOf(moving), `round ${i}`).toBe(`R${i}`);
    }
    expect(await orphans()).toEqual([]);
  });

  test(`the class's write first, the rename while it is open, ${rounds} times: the rename moves the class`, async () => {
    for (let i = 1; i <= rounds; i++) {
      await insertCohort(`G${i}`);
      await insertCohort(`U${i}`);
      const moving = await insertClass(`G${i}`);
      expect(await hookSees(`U${i}`)).toBe(true);
      await classWriter.query("BEGIN");
      await classWriter.query("UPDATE seed_classes SET cohort = $1 WHERE id = $2", [`U${i}`, moving]);
      const rename = renamer.query("UPDATE seed_cohorts SET name = $1 WHERE name = $2", [`V${i}`, `U${i}`]);
      await classWriter.query("COMMIT");
      await rename;
      expect(await cohortOf(moving), `round ${i}`).toBe(`V${i}`);
    }
    expect(await orphans()).toEqual([]);
  });

  test("a name renamed away over a minute ago is text like any other: a class written with it keeps it", async () => {
    await insertCohort("OLD1");
    await setup.query("UPDATE seed_cohorts SET name = 'NEW1' WHERE name = 'OLD1'");
    const soon = await insertClass("OLD1");
    expect(await cohortOf(soon)).toBe("NEW1");
    await setup.query("UPDATE seed_cohort_renames SET renamed_at = renamed_at - 61 WHERE old_name = 'OLD1'");
    const later = await insertClass("OLD1");
    expect(await cohortOf(later)).toBe("OLD1");
    await setup.query("DELETE FROM seed_classes WHERE id = $1", [later]);
  });

  test(`both at once with no order given, ${rounds} times, and a new class named by the old name: none is left on a name no cohort has`, async () => {
    for (let i = 1; i <= rounds; i++) {
      await insertCohort(`H${i}`);
      await insertCohort(`W${i}`);
      const moving = await insertClass(`H${i}`);
      await Promise.all([
        classWriter.query("UPDATE seed_classes SET cohort = $1 WHERE id = $2", [`W${i}`, moving]),
        renamer.query("UPDATE seed_cohorts SET name = $1 WHERE name = $2", [`X${i}`, `W${i}`]),
        setup.query("INSERT INTO seed_classes (cohort) VALUES ($1)", [`W${i}`]),
      ]);
      expect(await cohortOf(moving), `round ${i}`).toBe(`X${i}`);
    }
    expect(await orphans()).toEqual([]);
  });
});
