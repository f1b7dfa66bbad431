// Learning: the catalogue (courses, classes), who learns where (enrolments), and each learner's own
// rows (profile, competencies and their weekly snapshots, projects, next actions, notifications, mentor bookings), with the
// teachers' rows (grading items, grades, attendance, announcements) and messages between them, the resource
// catalogue, the assessment's questions and the learners' help tickets (issue 26, shared/DESIGN.md "Learning"). Row rules:
// cms/permissions/learning.mjs.
import { alias, createdAt, day, float, id, integer, json, moment, ref, string, text, toItem, toUser, user } from "./fields.mjs";

/** Whether readers see the row (issue 50: resources and FAQ); staff see every row. */
const published = {
  field: "published",
  type: "boolean",
  meta: { special: ["cast-boolean"] },
  schema: { is_nullable: false, default_value: true },
};

const share = (field) => ({ field, type: "float", meta: {}, schema: { is_nullable: false, default_value: 0 } });

/** A collection of a learner's own rows: an id, the learner (`user`; the rows go with the account), then `fields`. */
const ownedByLearner = (collection, meta, fields) => ({
  collection,
  meta,
  fields: [id, user("user"), ...fields],
  relations: [toUser(collection, "user")],
});

/** @type {import("./index.mjs").CollectionDeclaration[]} In creation order: a relation's target comes before it. */
export const collections = [
  {
    collection: "seed_courses",
    meta: { icon: "school", note: "The academy's courses (the catalogue every learner and teacher reads)" },
    fields: [id, string("code", { is_nullable: false, is_unique: true }), string("name", { is_nullable: false }), string("track")],
  },
  // An intake of learners (issue 50): its name is what a class's `cohort` names (the text field it
  // was before: migration 004 made a row of each name the classes used), with its start and end.
  // A name is renamed in its classes too, and a cohort that classes name is never deleted
  // (cms/extensions/seed-teaching-rules).
  {
    collection: "seed_cohorts",
    meta: { icon: "diversity_3", note: "An intake of learners: its name (a class's cohort), start and end" },
    fields: [id, string("name", { is_nullable: false, is_unique: true }), day("starts_on"), day("ends_on")],
  },
  {
    collection: "seed_classes",
    meta: { icon: "groups", note: "A course taught to a cohort by a teacher" },
    fields: [
      id,
      ref("course"),
      user("teacher"),
      string("cohort"),
      moment("next_session"),
      string("room"),
      // The most learners it is planned for (issue 50): a whole number from 1, or none. A new nullable
      // field: the seed's reconcile adds it to an existing install on its next start (ADR 018).
      integer("capacity"),
      // The learners of the class (seed_enrolments.class): the row rules filter through it.
      alias("enrolments"),
    ],
    relations: [toItem("seed_classes", "course", "seed_courses"), toUser("seed_classes", "teacher", { onDelete: "NO ACTION" })],
  },
  {
    collection: "seed_enrolments",
    meta: { icon: "how_to_reg", note: "Who learns in which class, and since when" },
    // `created_at` (issue 50, item 3: the enrolments CSV's enrolled day): set by Directus on create; an
    // install's older rows get theirs from Directus' activity records (migration 009).
    fields: [id, user("user"), ref("class"), string("status", { is_nullable: false, default_value: "active" }), createdAt],
    relations: [toUser("seed_enrolments", "user"), toItem("seed_enrolments", "class", "seed_classes", "enrolments")],
  },
  {
    collection: "seed_learner_profiles",
    meta: { icon: "badge", note: "A learner's track, onboarding step and theme" },
    fields: [
      id,
      { ...user("user"), schema: { is_nullable: false, is_unique: true } },
      string("track"),
      // track → assessment → done (spec 001 §2: onboarding until done).
      string("onboarding_step", { is_nullable: false, default_value: "track" }),
    ],
    relations: [toUser("seed_learner_profiles", "user")],
  },
  ownedByLearner("seed_competencies", { icon: "radar", note: "A learner's competency levels, 0–1" }, [
    string("key", { is_nullable: false }),
    share("value"),
  ]),
  // Progress over time (the analytics page): the learner's levels as they stood each week, kept by
  // every assessment they save (one row per competency and week; a later save that week replaces it).
  ownedByLearner(
    "seed_competency_snapshots",
    { icon: "timeline", note: "A learner's competency levels week by week (week_of: its Monday), 0–1" },
    [day("week_of", { is_nullable: false }), string("key", { is_nullable: false }), share("value")],
  ),
  // Issue 49, item 3 (ADR 042): the levels a learner's grades give them, kept apart from the levels they
  // gave themselves above. Written only by cms/extensions/seed-teaching-rules on every grade write (the
  // mean of grade / maximum over the graded items that count towards the competency), read by the
  // learner; one row per competency (and per competency and week), unique indexes made by the hook.
  ownedByLearner("seed_graded_competencies", { icon: "verified", note: "A learner's competency levels from their grades, 0–1" }, [
    string("key", { is_nullable: false }),
    share("value"),
    integer("grades"),
  ]),
  ownedByLearner(
    "seed_graded_snapshots",
    { icon: "timeline", note: "A learner's competency levels from their grades, week by week (week_of: its Monday), 0–1" },
    [day("week_of", { is_nullable: false }), string("key", { is_nullable: false }), share("value")],
  ),
  {
    ...ownedByLearner("seed_projects", { icon: "work", note: "Simulated projects: in-progress | blocked | passed" }, [
      string("title", { is_nullable: false }),
      text("rubric"),
      string("status", { is_nullable: false, default_value: "in-progress" }),
      share("progress"),
      day("due_on"),
      // The mentor bookings that name it (seed_mentor_slots.project, issue 49 item 5): a mentor reads a
      // project only through a booking of theirs that names it (cms/permissions/partners.mjs).
      alias("mentor_bookings"),
      // Issue 49, item 4 (ADR 052): a project made from a partner's approved brief for a class, one row
      // per learner of it. `milestones` is `[{ title, points, score, feedback, graded_at }]`, graded by
      // the class's teacher; `status`, `progress` and `grade` (0–10) follow from it, set by
      // cms/extensions/seed-teaching-rules on every write (empty on the older, hand-made projects).
      ref("class", { nullable: true }),
      ref("brief", { nullable: true }),
      json("milestones"),
      float("grade"),
    ]),
    relations: [
      toUser("seed_projects", "user"),
      // A class or a brief removed leaves the learner's project (their work, their portfolio) as it is.
      { ...toItem("seed_projects", "class", "seed_classes"), schema: { on_delete: "SET NULL" } },
      { ...toItem("seed_projects", "brief", "seed_briefs"), schema: { on_delete: "SET NULL" } },
    ],
  },
  ownedByLearner("seed_next_actions", { icon: "checklist", note: "Next best actions: quiz | read | checklist" }, [
    string("label", { is_nullable: false }),
    string("type", { is_nullable: false }),
    moment("done_at"),
  ]),
  // Anybody's notifications (issue 47): a learner's, a teacher's, a partner member's, staff's. Only the
  // app's notification path writes them (app/features/notifications/notify.server.ts, ADR 030); each
  // is shown in the reader's language from its `kind` (a key in locales/*/notifications.json) and
  // `params`, and leads to `link` (a path of the app). Migration 001 turned the former English `title`
  // and `type` into these.
  ownedByLearner(
    "seed_notifications",
    { icon: "notifications", note: "A person's notifications: kind + params, shown in the reader's language" },
    [string("kind", { is_nullable: false, default_value: "text" }), json("params"), string("link"), moment("read_at"), createdAt],
  ),
  {
    collection: "seed_mentor_slots",
    meta: { icon: "event_available", note: "Mentor 1:1 slots; booked_by is the learner who took it" },
    fields: [
      id,
      string("mentor_name", { is_nullable: false }),
      moment("starts_at", false),
      moment("ends_at", false),
      string("mode", { is_nullable: false, default_value: "online" }),
      user("booked_by", { nullable: true }),
      // Issue 49, item 5: the booking learner's name as they booked (seed-teaching-rules writes it with
      // the booking and clears it on the give-back), which the slot's mentor reads with the slot: no
      // read of people for it (ADR 045).
      string("booked_by_name"),
      // Issue 49, item 5: the office hours it publishes and their mentor (set by seed-partner-rules on
      // create; empty on the sample's older slots), and the learner's project they want to discuss
      // (one of their own, chosen when they book: seed-teaching-rules).
      ref("office_hours", { nullable: true }),
      user("mentor", { nullable: true }),
      ref("project", { nullable: true }),
    ],
    relations: [
      toUser("seed_mentor_slots", "booked_by", { onDelete: "SET NULL" }),
      toItem("seed_mentor_slots", "office_hours", "seed_partner_office_hours"),
      toUser("seed_mentor_slots", "mentor", { onDelete: "SET NULL" }),
      { ...toItem("seed_mentor_slots", "project", "seed_projects", "mentor_bookings"), schema: { on_delete: "SET NULL" } },
    ],
  },
  {
    // A mentor's feedback on a project a learner brought to their office hours (issue 49, item 5):
    // written by the MENTOR (seed-partner-rules: only on a project named in a booking of one of their
    // slots; the learner and `mentor_name` come from the rows, never the payload), read by the learner
    // on their project.
    collection: "seed_mentor_feedback",
    meta: { icon: "rate_review", note: "A mentor's feedback on a learner's project they discussed in office hours" },
    fields: [
      id,
      user("mentor"),
      user("learner"),
      ref("project"),
      string("mentor_name", { is_nullable: false }),
      text("body", { is_nullable: false }),
      createdAt,
    ],
    relations: [
      toUser("seed_mentor_feedback", "mentor"),
      toUser("seed_mentor_feedback", "learner"),
      toItem("seed_mentor_feedback", "project", "seed_projects"),
    ],
  },
  {
    collection: "seed_grading_items",
    meta: { icon: "grading", note: "What a class hands in and a teacher grades" },
    fields: [
      id,
      ref("class"),
      string("item", { is_nullable: false }),
      day("due_on"),
      // Issue 49, item 1 (the teacher sets them on /teacher/portal/grading): the brief as plain text, the
      // moment it is due (`due_on` stays its academy day, for the lists that sort by day), the maximum
      // grade (empty: 10, as before), the rubric (`[{ criterion, points }]`, its points adding up to
      // the maximum), the competencies it counts towards (keys) and whether files may be attached.
      text("brief"),
      moment("due_at"),
      float("max_grade", { default_value: 10 }),
      json("rubric"),
      json("competencies"),
      {
        field: "files_allowed",
        type: "boolean",
        meta: { special: ["cast-boolean"] },
        schema: { is_nullable: false, default_value: false },
      },
      // Issue 49, item 2: after the due moment a hand-in is taken marked late ("accept") or refused.
      string("late_policy", { is_nullable: false, default_value: "accept" }),
    ],
    relations: [toItem("seed_grading_items", "class", "seed_classes")],
  },
  {
    collection: "seed_grades",
    // One per learner and grading item (seed-teaching-rules' unique index; a change is an update).
    meta: { icon: "military_tech", note: "A learner's grade (0 to the item's maximum) for a grading item" },
    // Issue 49, item 3: the teacher's feedback and each rubric criterion's score (`[number]`, in the
    // rubric's order); seed-teaching-rules keeps the grade within the item's maximum.
    fields: [id, ref("item"), user("user"), float("grade"), moment("graded_at"), text("feedback"), json("rubric_scores")],
    relations: [toItem("seed_grades", "item", "seed_grading_items"), toUser("seed_grades", "user")],
  },
  {
    collection: "seed_attendance",
    // One row per class, learner and meeting day: the app checks that before it writes (Directus
    // cannot declare a unique key over three columns).
    meta: { icon: "event_note", note: "Whether a learner was present at a class's meeting on a day" },
    fields: [
      id,
      ref("class"),
      user("user"),
      day("meeting_on", { is_nullable: false }),
      { field: "present", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: false } },
    ],
    relations: [toItem("seed_attendance", "class", "seed_classes"), toUser("seed_attendance", "user")],
  },
  {
    collection: "seed_announcements",
    meta: { icon: "campaign", note: "A teacher's announcement to one class" },
    fields: [id, ref("class"), string("title", { is_nullable: false }), text("detail"), createdAt],
    relations: [toItem("seed_announcements", "class", "seed_classes")],
  },
  {
    collection: "seed_messages",
    meta: { icon: "forum", note: "Messages between a learner and a teacher; class: the class it concerns (empty: none)" },
    fields: [
      id,
      user("from_user"),
      user("to_user"),
      ref("class", { nullable: true }),
      text("body", { is_nullable: false }),
      moment("read_at"),
      createdAt,
    ],
    relations: [
      toUser("seed_messages", "from_user"),
      toUser("seed_messages", "to_user"),
      { ...toItem("seed_messages", "class", "seed_classes"), schema: { on_delete: "SET NULL" } },
    ],
  },
  {
    collection: "seed_submissions",
    // Issue 49, item 2: each hand-in is a new version (1, 2, …) of the learner's work for the item,
    // never changed afterwards. seed-teaching-rules numbers it, marks it late (or refuses it) after the
    // due moment, checks the files it lists, and its unique index ("item", "user", "version") holds
    // when two hand-ins arrive at once. `files`: `[{ id, name, type, size }]`, the learner's own
    // uploads to the hand-ins folder for this item (cms/extensions/shared/hand-ins.mjs).
    meta: { icon: "upload_file", note: "A learner's hand-in for a grading item, one row per version (what the teacher grades)" },
    fields: [
      id,
      ref("item"),
      user("user"),
      text("body"),
      integer("version", { is_nullable: false, default_value: 1 }),
      { field: "late", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: false } },
      json("files"),
      createdAt,
    ],
    relations: [toItem("seed_submissions", "item", "seed_grading_items"), toUser("seed_submissions", "user")],
  },
  {
    collection: "seed_schedule",
    meta: { icon: "calendar_month", note: "A teacher's schedule: lecture | office | lab; class empty for office hours" },
    fields: [
      id,
      user("teacher"),
      ref("class", { nullable: true }),
      string("title", { is_nullable: false }),
      {
        ...string("kind", { is_nullable: false, default_value: "lecture" }),
        meta: {
          interface: "select-dropdown",
          options: { choices: ["lecture", "office", "lab"].map((value) => ({ text: value, value })) },
        },
      },
      moment("starts_at", false),
      moment("ends_at"),
      string("room"),
    ],
    relations: [
      toUser("seed_schedule", "teacher"),
      { ...toItem("seed_schedule", "class", "seed_classes"), schema: { on_delete: "SET NULL" } },
    ],
  },
  {
    collection: "seed_resources",
    meta: { icon: "menu_book", note: "Resources for learners: guide | template | video | checklist; track empty = every track" },
    fields: [
      id,
      string("title", { is_nullable: false }),
      string("kind", { is_nullable: false, default_value: "guide" }),
      string("url", { is_nullable: false }),
      string("track"),
      text("summary"),
      // Issue 50: a language and an order (staff set them on /staff/resources); a learner reads the
      // published rows in their language, else in the site language. New fields with defaults: the
      // seed's reconcile adds them, and today's rows are English, first to last by title.
      string("language", { is_nullable: false, default_value: "en" }),
      integer("sort"),
      published,
    ],
  },
  {
    // The FAQs (issue 50): the learner's (it was locale text: migration 008) and the partners' (it
    // was seed_partner_faq, which nothing reads any more), each a question and an answer in one
    // language, in an order; staff write them on /staff/faq, readers read the published rows.
    collection: "seed_faq",
    meta: { icon: "quiz", note: "Questions learners or partners ask, with the academy's answers, per language and in order" },
    fields: [
      id,
      string("audience", { is_nullable: false, default_value: "learner" }),
      string("language", { is_nullable: false, default_value: "en" }),
      integer("sort"),
      string("question", { is_nullable: false }),
      text("answer"),
      published,
    ],
  },
  {
    collection: "seed_assessment_questions",
    // The short assessment (onboarding and /student/portal/assessment; ADR 027): a situation per
    // competency and four answers, each worth a level 0–1. prompt: { <lang>: text }; options:
    // [{ value: 0–1, label: { <lang>: text } }], shown in their stored order.
    meta: { icon: "quiz", note: "The short assessment's questions: competency, prompt and answers in each language" },
    fields: [
      id,
      string("key", { is_nullable: false, is_unique: true }),
      string("competency", { is_nullable: false }),
      integer("sort"),
      json("prompt"),
      json("options"),
    ],
  },
  ownedByLearner("seed_help_tickets", { icon: "support_agent", note: "A learner's question to the academy: open | answered | closed" }, [
    string("subject", { is_nullable: false }),
    text("body", { is_nullable: false }),
    string("status", { is_nullable: false, default_value: "open" }),
    createdAt,
    // The academy's answer (issue 47: /staff/tickets), shown to the learner under their ticket.
    text("answer"),
    moment("answered_at"),
  ]),
];
