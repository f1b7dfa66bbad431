// Directus cannot check a relation in a create's validation (a payload holds the class's id, not the
// class), so cms/permissions/learning.mjs lets a teacher create grades, grading items, attendance rows
// and announcements with no rule on the class. This hook is that rule, in Directus itself, for every
// token but the administrator's: the class must be one the person teaches, the learner one enrolled
// in it, and a learner's attendance is recorded once per class and meeting day (a unique index, so two
// teachers' screens posting at once cannot both write it). A schedule row names one of the teacher's
// own classes or none, on create and on update. A message that names a class goes between
// its teacher and one of its learners; a learner hands in only for their own classes' items, each
// hand-in a new version (issue 49, item 2). A grade is one per learner and item, and a mentor slot is booked in one conditional write
// (issue 51, item 6: two requests at once, exactly one wins). The app checks the same first, with
// words for the teacher and the learner (features/portals); this is the lock behind it.

import { cohortTriggerStatements, renameFollowSeconds } from "../shared/cohort-triggers.mjs";
import { DirectusError, forbidden, invalid } from "../shared/errors.mjs";
import { handInsFolderId, latePolicies, maxHandInFiles } from "../shared/hand-ins.mjs";
import { parsedJson } from "../shared/json.mjs";
import { maxFutureBookings } from "../shared/mentoring.mjs";
import { maxMilestoneFeedback, maxMilestones, maxMilestoneTitle, projectState } from "../shared/projects.mjs";

/** The learner's role: the only one that books mentor slots. */
const LEARNER_ROLE = "seed-user";
/** A slot another learner booked first (the app tells the learner in words: portal `mentor.outcomes.taken`). */
const slotTaken = () => new DirectusError("SLOT_TAKEN", "Someone else has just booked this slot.", 409);
/** A hand-in after the due moment of an item that refuses late ones (the app says so first). */
const handInClosed = () => new DirectusError("HAND_IN_CLOSED", "This item was due and takes no late hand-ins.", 403);
/** SQLite keeps a boolean as 0 or 1. */
const isTrue = (value) => value === true || value === 1 || value === "1" || value === "true";
const tooManyBookings = () =>
  new DirectusError("TOO_MANY_BOOKINGS", `A learner holds at most ${maxFutureBookings} bookings of slots still to come.`, 409);

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
  /**
   * One grade per learner and item, one hand-in per learner and item (issue 51, item 6): the same
   * unique index as attendance's, so two screens (or two requests) posting at once cannot both write
   * one; the check below it answers the usual case with words of its own.
   */
  const ensureOncePerItem = (db, table) =>
    db
      .raw(`CREATE UNIQUE INDEX IF NOT EXISTS ${table}_once ON ${table} ("item", "user")`)
      .catch((error) => logger.warn(`seed-teaching-rules: no unique index on ${table}: ${error.message}`));
  /**
   * Hand-ins are versions (issue 49, item 2): one row per learner, item and version, so two hand-ins
   * at once cannot take the same number (the second answers RECORD_NOT_UNIQUE, and the app hands it
   * in again as the next). The index of one hand-in per learner and item goes.
   */
  const ensureVersionIndex = (db) =>
    db
      .raw("DROP INDEX IF EXISTS seed_submissions_once")
      .then(() => db.raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_submissions_versions ON seed_submissions ("item", "user", "version")'))
      .catch((error) => logger.warn(`seed-teaching-rules: no unique index on hand-in versions: ${error.message}`));
  /**
   * The files a hand-in lists, as stored: each one the learner uploaded into the hand-ins folder for
   * this item (a file of someone else's, another item's or the media library's is forbidden).
   */
  const handInFiles = async (db, listed, { user, item, allowed }) => {
    if (listed == null || (Array.isArray(listed) && listed.length === 0)) return null;
    if (!Array.isArray(listed) || listed.length > maxHandInFiles) throw invalid(`A hand-in has at most ${maxHandInFiles} files`);
    if (!allowed) throw invalid("This item takes no files");
    const ids = listed.map((entry) => String(idOf(entry)));
    if (new Set(ids).size !== ids.length) throw invalid("A file is listed twice");
    const rows = await db("directus_files")
      .select("id", "filename_download", "type", "filesize", "uploaded_by", "folder", "hand_in_item")
      .whereIn("id", ids);
    const own = (row) => row && row.uploaded_by === user && row.folder === handInsFolderId && Number(row.hand_in_item) === Number(item);
    const files = ids.map((id) => rows.find((row) => row.id === id));
    if (!files.every(own)) throw forbidden();
    return files.map((row) => ({ id: row.id, name: row.filename_download, type: row.type, size: Number(row.filesize) }));
  };
  /** A second row for the same learner and item: refused as Directus refuses a duplicate key. */
  const refuseSecond = async (db, table, item, user, what) => {
    await ensureOncePerItem(db, table);
    if (await db(table).select("id").where({ item, user }).first())
      throw new DirectusError("RECORD_NOT_UNIQUE", `This learner already has ${what} for this item.`, 400);
  };

  /** Runs `check` for a person's create (never the administrator's, nor Directus' own work). */
  const guard = (collection, check) =>
    filter(`${collection}.items.create`, async (payload, _meta, { accountability, database }) => {
      // No one signed in: Directus' permissions refuse it after this hook (a visitor has no create at all).
      if (!accountability?.user || accountability.admin) return payload;
      // The create's own transaction: another connection would wait for it (SQLite has one writer).
      await check(payload, accountability.user, database);
      return payload;
    });

  guard("seed_announcements", async (payload, user, database) => {
    if (!(await teaches(database, user, idOf(payload.class)))) throw forbidden();
  });

  // A grading item (issue 49, item 1): for a class the teacher teaches, with a title, a maximum above
  // 0, a due moment still to come and a rubric whose points add up to the maximum. On an update:
  // the class it moves to is theirs too, and a due moment it changes is still to come.
  guard("seed_grading_items", async (payload, user, database) => {
    if (!(await teaches(database, user, idOf(payload.class)))) throw forbidden();
    checkItem(payload, {});
  });
  filter("seed_grading_items.items.update", async (payload, meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    if ("class" in payload && !(await teaches(database, accountability.user, idOf(payload.class)))) throw forbidden();
    for (const key of meta?.keys ?? []) {
      const stored = await database("seed_grading_items").select("due_at", "max_grade", "rubric").where({ id: key }).first();
      if (stored) checkItem(payload, stored);
    }
    return payload;
  });
  // An item learners have handed in for, or that has grades, stays: its removal would take their work with it.
  filter("seed_grading_items.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !Array.isArray(keys) || !keys.length) return keys;
    for (const table of ["seed_submissions", "seed_grades"]) {
      if (await database(table).select("id").whereIn("item", keys).first())
        throw invalid("This item has hand-ins or grades and cannot be removed");
    }
    return keys;
  });

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

  // A learner hands in only for an item of a class they are enrolled in. Issue 49, item 2: each
  // hand-in is the next version of the learner's work for the item (whatever the payload says), late
  // after the item's due moment (or refused, when the item says so), and its files are the learner's
  // own uploads for this item, at most 5, only when the item allows files.
  guard("seed_submissions", async (payload, user, database) => {
    const itemId = idOf(payload.item);
    const item = await database("seed_grading_items")
      .select("class", "due_at", "files_allowed", "late_policy")
      .where({ id: itemId })
      .first();
    if (!item || !(await enrolled(database, user, item.class))) throw forbidden();
    // The owner is the learner (a preset; the permission refuses a `user` in the payload): say so first.
    if (payload.user != null && idOf(payload.user) !== user) throw forbidden();
    const late = item.due_at != null && new Date(item.due_at).getTime() <= Date.now();
    if (late && item.late_policy === "refuse") throw handInClosed();
    payload.late = late;
    payload.files = await handInFiles(database, parsedJson(payload.files), { user, item: itemId, allowed: isTrue(item.files_allowed) });
    await ensureVersionIndex(database);
    const last = await database("seed_submissions").where({ item: itemId, user }).max({ version: "version" }).first();
    payload.version = Number(last?.version ?? 0) + 1;
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

  // A mentor slot is booked, or given back, in one conditional write (issue 51, item 6). Directus'
  // own update checks the permission's filter (open, or the learner's own) and writes afterwards, in
  // two steps: two learners booking at once both passed the check, the second write replaced the
  // first, and both were told "booked". Here the write is one statement that names its condition
  // (`booked_by IS NULL` to book, the learner's own to give back), so of two at once exactly one
  // changes the row; the other is answered 409 SLOT_TAKEN. Directus' write then has nothing left to
  // do (the payload comes back empty), so it cannot undo another learner's booking either.
  filter("seed_mentor_slots.items.update", async (payload, meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("booked_by" in payload)) return payload;
    const user = accountability.user;
    const role = accountability.role ? await database("directus_roles").select("name").where({ id: accountability.role }).first() : null;
    // Learners alone book (cms/permissions/learning.mjs); the slot's other fields are not theirs but
    // the project they want to discuss (issue 49, item 5): one of their own, or none.
    if (role?.name !== LEARNER_ROLE || Object.keys(payload).some((key) => key !== "booked_by" && key !== "project")) throw forbidden();
    const keys = meta?.keys ?? [];
    if (keys.length !== 1) throw invalid("Book or give back one slot at a time");
    const bookedBy = idOf(payload.booked_by);
    if (bookedBy != null && bookedBy !== user) throw forbidden();
    const project = bookedBy == null ? null : idOf(payload.project);
    if (project != null && !(await database("seed_projects").select("id").where({ id: project, user }).first()))
      throw invalid("The project to discuss is one of your own");
    // A Date, not text: SQLite keeps the moment as milliseconds, PostgreSQL as a timestamp.
    const now = new Date();
    // A booking also needs the learner to hold fewer than `maxFutureBookings` slots still to come
    // (issue 49, item 5), counted in the same statement.
    const heldFewer = (where) =>
      where.whereRaw("(select count(*) from seed_mentor_slots as held where held.booked_by = ? and held.starts_at > ?) < ?", [
        user,
        now,
        maxFutureBookings,
      ]);
    // The name the slot's mentor reads with it (issue 49, item 5): theirs as they book.
    const person = bookedBy == null ? null : await database("directus_users").select("first_name", "last_name").where({ id: user }).first();
    const bookedByName = person ? [person.first_name, person.last_name].filter(Boolean).join(" ") || null : null;
    const changed = await database("seed_mentor_slots")
      .update({ booked_by: bookedBy, booked_by_name: bookedByName, project })
      .where({ id: keys[0] })
      .andWhere("starts_at", ">", now)
      .andWhere((where) => (bookedBy == null ? where.where({ booked_by: user }) : heldFewer(where.whereNull("booked_by"))));
    if (changed === 1) return {};
    if (bookedBy == null) throw forbidden();
    // Taken by someone else, begun, or never there: "taken" only when it is still to come.
    const slot = await database("seed_mentor_slots").select("booked_by", "starts_at").where({ id: keys[0] }).first();
    if (slot?.booked_by === user) return {};
    if (slot && slot.booked_by != null && new Date(slot.starts_at).getTime() > Date.now()) throw slotTaken();
    if (slot && slot.booked_by == null && new Date(slot.starts_at).getTime() > Date.now()) throw tooManyBookings();
    throw forbidden();
  });

  // The academy's structure (issue 50): staff create and delete courses and classes with their own
  // token. A class's teacher is a faculty account (on create and on an update that changes it); a
  // course that classes teach, and a class with enrolments or grades, stay (their removal would take
  // the learners' rows with them: the relations cascade).
  const isFaculty = async (db, id) =>
    id != null &&
    Boolean(
      await db("directus_users")
        .join("directus_roles", "directus_roles.id", "directus_users.role")
        .select("directus_users.id")
        .where({ "directus_users.id": id, "directus_roles.name": "seed-faculty" })
        .first(),
    );
  for (const event of ["create", "update"]) {
    filter(`seed_classes.items.${event}`, async (payload, _meta, { accountability, database }) => {
      if (!accountability?.user || accountability.admin || !(event === "create" || "teacher" in payload)) return payload;
      // Forbidden, as for a class that is not a teacher's own: nobody without the create learns more.
      if (!(await isFaculty(database, idOf(payload.teacher)))) throw forbidden();
      return payload;
    });
  }
  // Cohorts (issue 50): a class names its cohort by name. Staff give a class a cohort that exists;
  // a cohort's end is not before its start; a new name follows into its classes in the same write (for
  // every token: the classes must keep naming a cohort); a cohort that classes name stays.
  const cohortExists = async (db, name) => Boolean(await db("seed_cohorts").select("id").where({ name }).first());
  /**
   * A rename is one write (ADR 054): a trigger in the database moves the classes in the statement that
   * renames the cohort, so a rename Directus refuses after this hook (a field the person may not write,
   * a duplicate name) or that fails on the way moves no class, and a rename never leaves classes
   * half-moved. A class written at the same moment follows it too (ADR 060: the rename written down,
   * the class's write looks it up, one lock on PostgreSQL). Made once per process, on the first cohort
   * rename, before its write (SQLite and PostgreSQL alike: shared/cohort-triggers.mjs).
   */
  let renameTrigger;
  const ensureRenameTrigger = (db) => {
    renameTrigger ??= (async () => {
      const client = String(db.client?.config?.client ?? "");
      const statements = cohortTriggerStatements(client);
      if (!statements) throw new Error(`no cohort rename trigger for ${client}`);
      for (const statement of statements) await db.raw(statement);
    })().catch((error) => {
      renameTrigger = undefined;
      throw error;
    });
    return renameTrigger;
  };
  /** The cohort's name now: the name itself, or what a rename of the last minute made of it (ADR 060); null when no cohort has it. */
  const currentCohortName = async (db, name) => {
    if (await cohortExists(db, name)) return name;
    // No rename yet on this install: no such table (asked first: a failed query would end a PostgreSQL transaction).
    if (!(await db.schema.hasTable("seed_cohort_renames"))) return null;
    const renamed = await db("seed_cohort_renames")
      .select("new_name")
      .where({ old_name: name })
      .where("renamed_at", ">=", Math.floor(Date.now() / 1000) - renameFollowSeconds)
      .whereExists(db("seed_cohorts").select("id").whereRaw('seed_cohorts."name" = seed_cohort_renames.new_name'))
      .orderBy("id", "desc")
      .first();
    return renamed?.new_name ?? null;
  };
  for (const event of ["create", "update"]) {
    filter(`seed_classes.items.${event}`, async (payload, _meta, { accountability, database }) => {
      if (!accountability?.user || accountability.admin || !("cohort" in payload) || payload.cohort == null) return payload;
      // A cohort renamed since the form was shown: the class takes its name now (ADR 060).
      const cohort = await currentCohortName(database, payload.cohort);
      if (!cohort) throw invalid("This cohort does not exist");
      return cohort === payload.cohort ? payload : { ...payload, cohort };
    });
    filter(`seed_cohorts.items.${event}`, async (payload, meta, { accountability, database }) => {
      const keys = event === "update" ? (meta.keys ?? []) : [];
      if (accountability?.user && !accountability.admin && ("starts_on" in payload || "ends_on" in payload)) {
        const stored = keys.length ? await database("seed_cohorts").select("starts_on", "ends_on").whereIn("id", keys) : [{}];
        for (const row of stored) {
          const starts = "starts_on" in payload ? payload.starts_on : row.starts_on;
          const ends = "ends_on" in payload ? payload.ends_on : row.ends_on;
          if (starts && ends && String(ends).slice(0, 10) < String(starts).slice(0, 10))
            throw invalid("A cohort cannot end before it starts");
        }
      }
      if (event === "update" && typeof payload.name === "string" && keys.length) {
        if (keys.length > 1) throw invalid("Two cohorts cannot have one name");
        const old = await database("seed_cohorts").select("name").where({ id: keys[0] }).first();
        if (old && old.name !== payload.name) {
          if (await cohortExists(database, payload.name)) throw invalid("Another cohort has this name");
          // The classes follow in the cohort's own write (the trigger), never here before it.
          await ensureRenameTrigger(database);
        }
      }
      return payload;
    });
  }
  filter("seed_cohorts.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !Array.isArray(keys) || !keys.length) return keys;
    const names = (await database("seed_cohorts").select("name").whereIn("id", keys)).map((row) => row.name);
    if (names.length && (await database("seed_classes").select("id").whereIn("cohort", names).first()))
      throw invalid("Classes are taught to this cohort and it cannot be removed");
    return keys;
  });
  filter("seed_courses.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !Array.isArray(keys) || !keys.length) return keys;
    if (await database("seed_classes").select("id").whereIn("course", keys).first())
      throw invalid("This course has classes and cannot be removed");
    return keys;
  });
  filter("seed_classes.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !Array.isArray(keys) || !keys.length) return keys;
    const enrolled = await database("seed_enrolments").select("id").whereIn("class", keys).first();
    const graded = await database("seed_grades")
      .join("seed_grading_items", "seed_grading_items.id", "seed_grades.item")
      .select("seed_grades.id")
      .whereIn("seed_grading_items.class", keys)
      .first();
    if (enrolled || graded) throw invalid("This class has enrolments or grades and cannot be removed");
    return keys;
  });

  // Projects from partners' briefs (issue 49, item 4; ADR 052). A project is made for a learner of a
  // class (a teacher: one they teach; the content administrators: any) from an approved brief, once
  // per brief, class and learner (a unique index), with 1 to 10 milestones nobody has graded yet.
  // On every write its status, progress and grade follow from its milestones, whatever the payload
  // said; an update keeps the milestones' titles and points and changes only their scores and feedback.
  const roleOf = async (db, accountability) =>
    accountability.role ? ((await db("directus_roles").select("name").where({ id: accountability.role }).first())?.name ?? null) : null;
  const ensureProjectIndex = (db) =>
    db
      .raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_projects_once ON seed_projects ("brief", "class", "user")')
      .catch((error) => logger.warn(`seed-teaching-rules: no unique index on projects: ${error.message}`));
  const derive = (payload, milestones) => {
    const state = projectState(milestones);
    payload.status = state.status;
    payload.progress = state.progress;
    payload.grade = state.grade;
  };
  /** The roles that write projects (cms/permissions): anyone else is refused by Directus' permissions, 403. */
  const projectWriters = ["seed-faculty", "seed-admin"];
  filter("seed_projects.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    const role = await roleOf(database, accountability);
    if (!projectWriters.includes(role)) return payload;
    const classId = idOf(payload.class);
    const briefId = idOf(payload.brief);
    if (classId == null || briefId == null) throw invalid("A project is made from a brief for a class");
    if (role === "seed-faculty" && !(await teaches(database, accountability.user, classId))) throw forbidden();
    if (!(await enrolled(database, idOf(payload.user), classId))) throw invalid("The learner is not enrolled in this class");
    const brief = await database("seed_briefs").select("status", "kind").where({ id: briefId }).first();
    if (!brief || brief.status !== "approved" || brief.kind !== "brief") throw invalid("A project is made from an approved brief");
    const title = typeof payload.title === "string" ? payload.title.trim() : "";
    if (!title || title.length > maxMilestoneTitle) throw invalid(`A project has a title of 1 to ${maxMilestoneTitle} characters`);
    const milestones = checkMilestones(parsedJson(payload.milestones), null);
    payload.milestones = milestones;
    derive(payload, milestones);
    await ensureProjectIndex(database);
    const [made] = await database("seed_projects")
      .select("id")
      .where({ brief: briefId, class: classId, user: idOf(payload.user) });
    if (made) throw new DirectusError("RECORD_NOT_UNIQUE", "This learner already has a project from this brief in this class.", 400);
    return payload;
  });
  filter("seed_projects.items.update", async (payload, meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    if (!["milestones", "status", "progress", "grade"].some((key) => key in payload)) return payload;
    const role = await roleOf(database, accountability);
    if (!projectWriters.includes(role)) return payload;
    const keys = meta?.keys ?? [];
    if (keys.length !== 1) throw invalid("Grade one project at a time");
    const stored = await database("seed_projects").select("milestones", "class").where({ id: keys[0] }).first();
    // Another class's project: refused before its content is looked at, as the permission would.
    if (!stored || (role === "seed-faculty" && !(await teaches(database, accountability.user, stored.class)))) throw forbidden();
    const before = parsedJson(stored.milestones);
    // A hand-made project (no milestones) keeps its status as it was set.
    if (!Array.isArray(before) || !before.length) {
      if ("milestones" in payload) throw invalid("This project has no milestones");
      return payload;
    }
    const milestones = "milestones" in payload ? checkMilestones(parsedJson(payload.milestones), before) : before;
    payload.milestones = milestones;
    derive(payload, milestones);
    return payload;
  });

  guard("seed_grades", async (payload, user, database) => {
    const item = await database("seed_grading_items")
      .select("class", "max_grade", "rubric")
      .where({ id: idOf(payload.item) })
      .first();
    if (!item || !(await teaches(database, user, item.class))) throw forbidden();
    if (!(await enrolled(database, idOf(payload.user), item.class))) throw invalid("The learner is not enrolled in this class");
    checkGrade(payload, item);
    await refuseSecond(database, "seed_grades", idOf(payload.item), idOf(payload.user), "a grade");
  });
  // Issue 49, item 3: every grade write, a change too, stays within its item's maximum (and each
  // rubric score within its criterion's points), for every token but the administrator's.
  filter("seed_grades.items.update", async (payload, meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("grade" in payload || "rubric_scores" in payload)) return payload;
    for (const key of meta?.keys ?? []) {
      const item = await database("seed_grades")
        .join("seed_grading_items", "seed_grading_items.id", "seed_grades.item")
        .select("seed_grading_items.max_grade", "seed_grading_items.rubric")
        .where("seed_grades.id", key)
        .first();
      if (item) checkGrade(payload, item);
    }
    return payload;
  });
};

/** An item's maximum grade: 10 for the items made before it had one. */
const maxOf = (value) => (value == null ? 10 : Number(value));
/** The rubric's criteria, `[{ criterion, points }]`, or none. */
const criteriaOf = (value) => {
  const rubric = parsedJson(value);
  return Array.isArray(rubric) ? rubric : [];
};

/** The values a grading item's create or update sets, against what is stored (`stored`, {} on create). */
function checkItem(payload, stored) {
  if ("item" in payload) {
    const title = typeof payload.item === "string" ? payload.item.trim() : "";
    if (!title || title.length > 200) throw invalid("A grading item has a title of 1 to 200 characters");
  }
  if ("late_policy" in payload && !latePolicies.includes(payload.late_policy))
    throw invalid(`After its due moment an item takes a hand-in marked late or refuses it (${latePolicies.join(" or ")})`);
  if ("max_grade" in payload && payload.max_grade != null) {
    const max = Number(payload.max_grade);
    if (!Number.isFinite(max) || max <= 0 || max > 1000) throw invalid("The maximum grade is a number above 0, at most 1000");
  }
  if ("due_at" in payload && payload.due_at != null) {
    const due = new Date(payload.due_at).getTime();
    const unchanged = stored.due_at != null && new Date(stored.due_at).getTime() === due;
    if (!Number.isFinite(due) || (!unchanged && due <= Date.now())) throw invalid("The due date is still to come");
  }
  if ("rubric" in payload || "max_grade" in payload) {
    const criteria = criteriaOf("rubric" in payload ? payload.rubric : stored.rubric);
    const max = maxOf("max_grade" in payload ? payload.max_grade : stored.max_grade);
    const wellFormed = criteria.every(
      (c) => c && typeof c.criterion === "string" && c.criterion.trim() && Number(c.points) > 0 && c.criterion.length <= 200,
    );
    const total = criteria.reduce((sum, c) => sum + Number(c?.points ?? 0), 0);
    if (criteria.length > 10 || !wellFormed || (criteria.length && Math.abs(total - max) > 1e-9))
      throw invalid("A rubric has up to 10 criteria whose points add up to the maximum grade");
  }
}

/**
 * A project's milestones as a write gives them: 1 to 10, each a title and points above 0; on a new
 * project none is graded; on a change (`before`: the stored ones) the titles and points stay and each
 * score is 0 to its points (or none), its feedback plain text of at most 2000 characters.
 */
function checkMilestones(list, before) {
  if (!Array.isArray(list) || !list.length || list.length > maxMilestones) throw invalid(`A project has 1 to ${maxMilestones} milestones`);
  return list.map((m, i) => {
    const title = typeof m?.title === "string" ? m.title.trim() : "";
    const points = Number(m?.points);
    if (!title || title.length > maxMilestoneTitle || !Number.isFinite(points) || points <= 0 || points > 100)
      throw invalid("Each milestone has a title and points above 0");
    if (before === null) return { title, points, score: null, feedback: null, graded_at: null };
    const was = before[i];
    if (!was || was.title !== title || Number(was.points) !== points || list.length !== before.length)
      throw invalid("A project's milestones keep their titles and points");
    const score = m.score == null ? null : Number(m.score);
    if (score !== null && (!Number.isFinite(score) || score < 0 || score > points))
      throw invalid(`A milestone's score is a number from 0 to ${points}`);
    const feedback = m.feedback == null ? null : String(m.feedback);
    if (feedback !== null && feedback.length > maxMilestoneFeedback)
      throw invalid(`A milestone's feedback has at most ${maxMilestoneFeedback} characters`);
    const changed = score !== (was.score ?? null) || feedback !== (was.feedback ?? null);
    return { title, points, score, feedback, graded_at: changed ? new Date().toISOString() : (was.graded_at ?? null) };
  });
}

/** A grade within 0 and its item's maximum; each rubric score within 0 and its criterion's points. */
function checkGrade(payload, item) {
  const max = maxOf(item.max_grade);
  if ("grade" in payload && payload.grade != null) {
    const grade = Number(payload.grade);
    if (!Number.isFinite(grade) || grade < 0 || grade > max) throw invalid(`The grade is a number from 0 to ${max}`);
  }
  if ("rubric_scores" in payload && payload.rubric_scores != null) {
    const criteria = criteriaOf(item.rubric);
    const scores = parsedJson(payload.rubric_scores);
    const fits =
      Array.isArray(scores) &&
      scores.length === criteria.length &&
      scores.every((score, i) => Number.isFinite(Number(score)) && score >= 0 && score <= Number(criteria[i].points));
    if (!fits) throw invalid("Each rubric score is a number from 0 to its criterion's points");
  }
}
