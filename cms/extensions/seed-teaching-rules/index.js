// Directus cannot check a relation in a create's validation (a payload holds the class's id, not the
// class), so cms/permissions/learning.mjs lets a teacher create grades, grading items, attendance rows
// and announcements with no rule on the class. This hook is that rule, in Directus itself, for every
// token but the administrator's: the class must be one the person teaches, the learner one enrolled
// in it, and a learner's attendance is recorded once per class and meeting day (a unique index, so two
// teachers' screens posting at once cannot both write it). A schedule row names one of the teacher's
// own classes or none, on create and on update. A message that names a class goes between
// its teacher and one of its learners; a learner hands in only for their own classes' items. The app checks the same first, with words
// for the teacher (features/portals/faculty); this is the lock behind it.

import { DirectusError, forbidden, invalid } from "../shared/errors.mjs";

export default ({ filter }, { logger }) => {
  const teaches = async (db, user, classId) =>
    classId != null && Boolean(await db("seed_classes").select("id").where({ id: classId, teacher: user }).first());
  const enrolled = async (db, user, classId) =>
    user != null && Boolean(await db("seed_enrolments").select("id").where({ class: classId, user }).first());
  const idOf = (value) => (value && typeof value === "object" ? (value.id ?? null) : (value ?? null));

  /**
   * The unique index the attendance rule rests on (SQLite and PostgreSQL alike). Asked on every
   * attendance create, inside its transaction: cheap once it exists, and a rolled-back first create
   * cannot leave the process believing it was made.
   */
  const ensureAttendanceIndex = (db) =>
    db
      .raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_attendance_once ON seed_attendance ("class", "user", "meeting_on")')
      .catch((error) => logger.warn(`seed-teaching-rules: no unique index on attendance: ${error.message}`));

  /** Runs `check` for a person's create (never the administrator's, nor Directus' own work). */
  const guard = (collection, check) =>
    filter(`${collection}.items.create`, async (payload, _meta, { accountability, database }) => {
      // No one signed in: Directus' permissions refuse it after this hook (a visitor has no create at all).
      if (!accountability?.user || accountability.admin) return payload;
      // The create's own transaction: another connection would wait for it (SQLite has one writer).
      await check(payload, accountability.user, database);
      return payload;
    });

  for (const collection of ["seed_grading_items", "seed_announcements"]) {
    guard(collection, async (payload, user, database) => {
      if (!(await teaches(database, user, idOf(payload.class)))) throw forbidden();
    });
  }

  guard("seed_attendance", async (payload, user, database) => {
    const classId = idOf(payload.class);
    if (!(await teaches(database, user, classId))) throw forbidden();
    if (!(await enrolled(database, idOf(payload.user), classId))) throw invalid("The learner is not enrolled in this class");
    await ensureAttendanceIndex(database);
    const taken = await database("seed_attendance")
      .select("id")
      .where({ class: classId, user: idOf(payload.user), meeting_on: payload.meeting_on ?? null })
      .first();
    if (taken) throw new DirectusError("RECORD_NOT_UNIQUE", "Attendance for this learner and day is already recorded.", 400);
  });

  // A message names the class it concerns, or none: when it names one, its sender and recipient are
  // that class's teacher and one of its learners (either way round).
  guard("seed_messages", async (payload, user, database) => {
    const classId = idOf(payload.class);
    if (classId == null) return;
    const to = idOf(payload.to_user);
    const fromTeacher = (await teaches(database, user, classId)) && (await enrolled(database, to, classId));
    const fromLearner = !fromTeacher && (await enrolled(database, user, classId)) && (await teaches(database, to, classId));
    if (!fromTeacher && !fromLearner) throw forbidden();
  });

  // A learner hands in only for an item of a class they are enrolled in.
  guard("seed_submissions", async (payload, user, database) => {
    const item = await database("seed_grading_items")
      .select("class")
      .where({ id: idOf(payload.item) })
      .first();
    if (!item || !(await enrolled(database, user, item.class))) throw forbidden();
  });

  // A teacher's schedule row names one of their own classes, or none (office hours): on create, and
  // on an update that changes the class (the rows themselves are theirs: the permission's filter).
  guard("seed_schedule", async (payload, user, database) => {
    const classId = idOf(payload.class);
    if (classId != null && !(await teaches(database, user, classId))) throw forbidden();
  });
  filter("seed_schedule.items.update", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("class" in payload)) return payload;
    const classId = idOf(payload.class);
    if (classId != null && !(await teaches(database, accountability.user, classId))) throw forbidden();
    return payload;
  });

  guard("seed_grades", async (payload, user, database) => {
    const item = await database("seed_grading_items")
      .select("class")
      .where({ id: idOf(payload.item) })
      .first();
    if (!item || !(await teaches(database, user, item.class))) throw forbidden();
    if (!(await enrolled(database, idOf(payload.user), item.class))) throw invalid("The learner is not enrolled in this class");
  });
};
