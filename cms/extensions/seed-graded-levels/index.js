// A learner's graded competency levels (issue 49, item 3; ADR 042). Every grade write (a teacher's
// in the app, their own token straight to Directus, the administrator's in Data Studio) moves the
// levels the learner's grades give them, `seed_graded_competencies`, and this week's row of
// `seed_graded_snapshots`: for each competency, the mean of grade / maximum over the learner's graded
// items that count towards it (`shared/graded-levels.mjs`). The learner's own, self-assessed levels
// (`seed_competencies`, `seed_competency_snapshots`) are other rows, which this hook never writes.
//
// The levels are worked out again from every grade the learner has, never moved by a difference, so a
// change, a second save or a late hook leaves them right. It runs after the write (an action):
// Directus checks a grade's permissions after its filters and outside the transaction of an update,
// so a level moved in a filter could follow a grade that is then refused. Who may grade is
// seed-teaching-rules' and the permissions' (a refused grade emits no action).

import { gradedLevels, weekOf } from "../shared/graded-levels.mjs";

const idOf = (value) => (value && typeof value === "object" ? (value.id ?? null) : (value ?? null));

export default ({ action, filter }, { logger }) => {
  /** One row per learner and competency, and per learner, week and competency (SQLite and PostgreSQL alike). */
  const ensureIndexes = (db) =>
    db
      .raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_graded_competencies_once ON seed_graded_competencies ("user", "key")')
      .then(() =>
        db.raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_graded_snapshots_once ON seed_graded_snapshots ("user", "week_of", "key")'),
      );

  /**
   * Works out a learner's graded levels from their grades (leaving out `without`, grades about to be
   * removed) and writes them, with this week's snapshot, in one transaction: a competency no grade
   * counts towards any more loses its level and this week's snapshot; earlier weeks stay as they were.
   */
  const move = async (database, user, without = []) => {
    await ensureIndexes(database);
    await database.transaction(async (trx) => {
      const grades = await trx("seed_grades")
        .join("seed_grading_items", "seed_grading_items.id", "seed_grades.item")
        .select("seed_grades.grade", "seed_grading_items.max_grade", "seed_grading_items.competencies")
        .where("seed_grades.user", user)
        .whereNotIn("seed_grades.id", without);
      const levels = gradedLevels(grades);
      // As Directus writes a date (its payload service): the day's local midnight as a Date, which
      // SQLite keeps as milliseconds; a filter on `week_of` then finds the row.
      const [year, month, day] = weekOf(new Date()).split("-").map(Number);
      const week = new Date(year, month - 1, day);
      const gone = (await trx("seed_graded_competencies").select("key").where({ user }))
        .map((row) => row.key)
        .filter((key) => !levels.has(key));
      if (gone.length) {
        await trx("seed_graded_competencies").where({ user }).whereIn("key", gone).delete();
        await trx("seed_graded_snapshots").where({ user, week_of: week }).whereIn("key", gone).delete();
      }
      for (const [key, { value, grades: count }] of levels) {
        await trx("seed_graded_competencies")
          .insert({ user, key, value, grades: count })
          .onConflict(["user", "key"])
          .merge(["value", "grades"]);
        await trx("seed_graded_snapshots")
          .insert({ user, week_of: week, key, value })
          .onConflict(["user", "week_of", "key"])
          .merge(["value"]);
      }
    });
  };
  const moveAll = async (database, users, without) => {
    for (const user of new Set(users.filter(Boolean))) {
      await move(database, user, without).catch((error) =>
        logger.error(`seed-graded-levels: levels of ${user} not moved: ${error.message}`),
      );
    }
  };
  const learnersOf = async (database, where) => (await database("seed_grades").select("user").where(where)).map((row) => row.user);

  action("seed_grades.items.create", async ({ key, payload }, { database }) => {
    const user = idOf(payload?.user) ?? (await database("seed_grades").select("user").where({ id: key }).first())?.user;
    await moveAll(database, [user]);
  });
  action("seed_grades.items.update", async ({ keys }, { database }) => {
    await moveAll(database, await learnersOf(database, (where) => where.whereIn("id", keys ?? [])));
  });
  // An item's maximum or competencies changed: the levels of everyone graded for it follow.
  action("seed_grading_items.items.update", async ({ keys, payload }, { database }) => {
    if (!payload || !("max_grade" in payload || "competencies" in payload)) return;
    await moveAll(database, await learnersOf(database, (where) => where.whereIn("item", keys ?? [])));
  });
  // A grade removed (the administrator's only): its learner's levels without it. The rows are gone by
  // the action, so the filter, which still sees them, works the levels out without them. Directus
  // checks the permission after this filter: anyone else's delete is refused and must move nothing.
  filter("seed_grades.items.delete", async (keys, _meta, { accountability, database }) => {
    if (accountability && !accountability.admin) return keys;
    if (Array.isArray(keys) && keys.length) await moveAll(database, await learnersOf(database, (where) => where.whereIn("id", keys)), keys);
    return keys;
  });
};
