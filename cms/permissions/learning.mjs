// Who reads and writes the learning rows (issue 26; shared/SECURITY.md, "portals"): a learner only
// their own rows, a teacher only the rows of the classes they teach, both the catalogue. Every rule
// names its fields; a learner's creates carry a preset and a validation on the owner, so nobody
// writes for another. Directus cannot check a relation in a create's validation (a payload holds
// the class's id, not the class): a teacher's create of a grade, grading item, attendance row or
// announcement is checked by the app first (features/portals/faculty: the class, read with the
// teacher's token) and then by Directus itself (cms/extensions/seed-teaching-rules: the class must be
// theirs, the learner enrolled in it, attendance once per class, learner and day).
import { handInsFolderId, handInTypes } from "../extensions/shared/hand-ins.mjs";

const me = "$CURRENT_USER";
const own = { user: { _eq: me } };
const myClasses = { teacher: { _eq: me } };
const inMyClasses = { class: myClasses };
/** A teacher's own schedule rows, and what they write of one (`teacher` is set by Directus). */
const ownSchedule = { teacher: { _eq: me } };
const scheduleFields = ["class", "title", "kind", "starts_at", "ends_at", "room"];
/** A class the learner is enrolled in (through seed_classes.enrolments). */
const enrolledIn = { enrolments: { user: { _eq: me } } };
/**
 * A person enrolled in one of the teacher's classes, followed from the person to their enrolments
 * (Directus' `$FOLLOW`: people have no field for them, and adding one to the relation stops an
 * upgraded install, ADR 045).
 */
const learnerOfMine = { "$FOLLOW(seed_enrolments,user)": { class: myClasses } };

/**
 * Directus allows one rule per collection and action in a policy, and a person's own account is read
 * with more fields (accounts.mjs) than anybody else's: the names of the other side live in a policy
 * of their own on the same role (Directus 11 adds policies up row by row).
 */
/** @type {Record<string, import("./index.mjs").PolicyDeclaration>} */
export const policies = {
  "seed-user-directory": { description: "Learners: the names of their teachers and of the staff who message them", roles: ["seed-user"] },
  "seed-faculty-directory": { description: "Teachers: the names of learners", roles: ["seed-faculty"] },
};

const catalogue = {
  seed_courses: { read: { fields: ["id", "code", "name", "track"] } },
  // Issue 50: the published resources only, with their language and order (staff write them: admin.mjs).
  seed_resources: {
    read: { filter: { published: { _eq: true } }, fields: ["id", "title", "kind", "url", "track", "summary", "language", "sort"] },
  },
  // The answers' values are readable: the assessment only places a learner, who may set their own
  // levels anyway (ADR 027).
  seed_assessment_questions: { read: { fields: ["id", "key", "competency", "sort", "prompt", "options"] } },
};
/** The same columns of classes and their enrolments for a learner and a teacher: only the rows differ. */
const classesWhere = (classes, enrolments) => ({
  seed_classes: { read: { filter: classes, fields: ["id", "course", "teacher", "cohort", "next_session", "room"] } },
  seed_enrolments: { read: { filter: enrolments, fields: ["id", "user", "class", "status"] } },
});
/**
 * A learner's or teacher's message names the class it concerns (`class`, never empty: issue 51, item
 * 9; only the admin page's messages have none, admin.mjs): cms/extensions/seed-teaching-rules checks
 * that sender and recipient are its teacher and one of its learners. Only the reader marks a message
 * read; `markRead` narrows that further (a teacher: only messages of their own classes).
 */
const messages = (markRead = { to_user: { _eq: me } }) => ({
  read: {
    filter: { _or: [{ from_user: { _eq: me } }, { to_user: { _eq: me } }] },
    fields: ["id", "from_user", "to_user", "class", "body", "read_at", "created_at"],
  },
  create: {
    fields: ["to_user", "class", "body"],
    presets: { from_user: me },
    // `_submitted` too: Directus checks only the fields a payload holds, and a missing class is null.
    validation: { _and: [{ from_user: { _eq: me } }, { class: { _submitted: true } }, { class: { _nnull: true } }] },
  },
  update: { filter: markRead, fields: ["read_at"] },
});
/** Names only: whom a message is from, who teaches a class, who is in it. Never an email or more. */
/** A competency level is 0–1 (issue 51, item 9: the app's range, in Directus too). */
const level = { value: { _between: [0, 1] } };
/**
 * A grade is never below 0; its top is the item's maximum (issue 49), which a validation cannot
 * reach through the relation: cms/extensions/seed-teaching-rules checks it on create and on update.
 */
const gradeRange = { grade: { _gte: 0 } };
/** A grading item's columns (issue 49, item 1): what learners and teachers read, what teachers write. */
const itemFields = ["class", "item", "due_on", "brief", "due_at", "max_grade", "rubric", "competencies", "files_allowed", "late_policy"];
/** A grade's columns: the score, when, the feedback and the rubric's scores. */
const gradeFields = ["grade", "graded_at", "feedback", "rubric_scores"];
/** A hand-in's columns (issue 49, item 2: a version, late or not, and its files). */
const submissionFields = ["id", "item", "user", "body", "version", "late", "files", "created_at"];
/** The hand-ins folder (cms/extensions/shared/hand-ins.mjs), and what a learner or teacher reads of a file there. */
const handInFolder = { folder: { _eq: handInsFolderId } };
const fileFields = ["id", "filename_download", "type", "filesize", "folder", "hand_in_item", "uploaded_by", "uploaded_on"];
/**
 * A project's columns (issue 49, item 4; ADR 052): a project made from a partner's approved brief names
 * its class and brief and has milestones; status, progress and grade follow from them (seed-teaching-rules).
 */
export const projectFields = ["id", "user", "title", "rubric", "status", "progress", "due_on", "class", "brief", "milestones", "grade"];
/**
 * Who makes and grades projects from briefs: a teacher for the classes they teach (the hook checks the
 * class on create), a content administrator for any class (admin.mjs). `status`, `progress` and `grade`
 * are listed only because Directus checks the fields after its hooks: the hook sets all three from the
 * milestones on every write, whatever the payload said.
 */
export const projectWrites = {
  create: { fields: ["user", "class", "brief", "title", "rubric", "due_on", "milestones", "status", "progress", "grade"] },
  update: ["milestones", "status", "progress", "grade"],
};
/** The partners' briefs approved by their Seed PM (not the NDAs): what a project is made from. */
export const approvedBriefs = {
  read: {
    filter: { _and: [{ status: { _eq: "approved" } }, { kind: { _eq: "brief" } }] },
    fields: ["id", "title", "body", "kind", "status", "created_at"],
  },
};
const names = (...roles) => ({
  directus_users: { read: { filter: { role: { name: { _in: roles } } }, fields: ["id", "first_name", "last_name"] } },
});

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-user": {
    ...catalogue,
    // The learners' FAQ (issue 50): its published questions, in every language (the page picks one).
    seed_faq: {
      read: {
        filter: { _and: [{ audience: { _eq: "learner" } }, { published: { _eq: true } }] },
        fields: ["id", "audience", "language", "sort", "question", "answer"],
      },
    },
    ...classesWhere(enrolledIn, own),
    seed_learner_profiles: {
      read: { filter: own, fields: ["id", "user", "track", "onboarding_step"] },
      create: { fields: ["track", "onboarding_step"], presets: { user: me }, validation: own },
      update: { filter: own, fields: ["track", "onboarding_step"] },
    },
    seed_competencies: {
      read: { filter: own, fields: ["id", "user", "key", "value"] },
      create: { fields: ["key", "value"], presets: { user: me }, validation: { _and: [own, level] } },
      update: { filter: own, fields: ["value"], validation: level },
    },
    // Each assessment keeps that week's levels: the learner writes only their own weeks.
    seed_competency_snapshots: {
      read: { filter: own, fields: ["id", "user", "week_of", "key", "value"] },
      create: { fields: ["week_of", "key", "value"], presets: { user: me }, validation: { _and: [own, level] } },
      update: { filter: own, fields: ["value"], validation: level },
    },
    // The levels their grades give them (issue 49, ADR 042): read only; seed-teaching-rules writes them.
    seed_graded_competencies: { read: { filter: own, fields: ["id", "user", "key", "value", "grades"] } },
    seed_graded_snapshots: { read: { filter: own, fields: ["id", "user", "week_of", "key", "value"] } },
    seed_projects: { read: { filter: own, fields: projectFields } },
    seed_next_actions: {
      read: { filter: own, fields: ["id", "user", "label", "type", "done_at"] },
      // Onboarding gives a new learner their first actions.
      create: { fields: ["label", "type"], presets: { user: me }, validation: own },
      update: { filter: own, fields: ["done_at"] },
    },
    // seed_notifications: cms/permissions/notifications.mjs (every role's).
    // Open slots and the learner's own; another learner's booking is not even visible.
    seed_mentor_slots: {
      read: {
        filter: { _or: [{ booked_by: { _null: true } }, { booked_by: { _eq: me } }] },
        fields: ["id", "mentor_name", "mentor", "starts_at", "ends_at", "mode", "booked_by", "project"],
      },
      // Book an open slot, or cancel one's own: only ever oneself, or nobody, and only before it begins;
      // the project to discuss is one of their own (seed-teaching-rules, issue 49 item 5).
      update: {
        filter: { _and: [{ starts_at: { _gt: "$NOW" } }, { _or: [{ booked_by: { _null: true } }, { booked_by: { _eq: me } }] }] },
        fields: ["booked_by", "project"],
        validation: { _or: [{ booked_by: { _null: true } }, { booked_by: { _eq: me } }] },
      },
    },
    // A mentor's feedback on their projects (issue 49, item 5): read only.
    seed_mentor_feedback: {
      read: { filter: { learner: { _eq: me } }, fields: ["id", "learner", "project", "mentor_name", "body", "created_at"] },
    },
    seed_grading_items: { read: { filter: { class: enrolledIn }, fields: ["id", ...itemFields] } },
    seed_grades: { read: { filter: own, fields: ["id", "item", "user", ...gradeFields] } },
    seed_attendance: { read: { filter: own, fields: ["id", "class", "user", "meeting_on", "present"] } },
    seed_announcements: { read: { filter: { class: enrolledIn }, fields: ["id", "class", "title", "detail", "created_at"] } },
    seed_messages: messages(),
    // A learner's own submissions: handed in for an item of a class they are enrolled in (the hook
    // checks the class), never changed afterwards.
    // Issue 49, item 2: each hand-in is a new version, never changed. `version` and `late` are listed
    // only because Directus checks the fields after its hooks: seed-teaching-rules sets both on every
    // create, whatever the payload said, and checks the files it lists.
    seed_submissions: {
      read: { filter: own, fields: submissionFields },
      create: { fields: ["item", "body", "files", "version", "late"], presets: { user: me }, validation: own },
    },
    // A hand-in's files (issue 49, item 2): uploaded into the hand-ins folder only, of a hand-in type
    // only (Directus' global list is wider), for an item; read back only their own. Never changed nor
    // removed: an earlier version keeps its files.
    directus_files: {
      read: { filter: { _and: [{ uploaded_by: { _eq: me } }, handInFolder] }, fields: fileFields },
      create: {
        fields: ["storage", "filename_download", "title", "type", "folder", "hand_in_item"],
        // `_submitted` too: Directus checks only the fields a payload holds, and an upload without a
        // folder would land in the media library.
        validation: {
          _and: [
            { folder: { _submitted: true } },
            handInFolder,
            { type: { _in: handInTypes } },
            { hand_in_item: { _submitted: true } },
            { hand_in_item: { _nnull: true } },
          ],
        },
      },
    },
    // Help tickets: the learner writes the question; the status and the answer are the academy's (issue 47).
    seed_help_tickets: {
      read: { filter: own, fields: ["id", "user", "subject", "body", "status", "created_at", "answer", "answered_at"] },
      create: { fields: ["subject", "body"], presets: { user: me }, validation: own },
    },
  },
  "seed-faculty": {
    ...catalogue,
    ...classesWhere(myClasses, inMyClasses),
    // Issue 49, item 1: a teacher sets, changes and removes their classes' items; the class (on create,
    // and on an update that moves it), the maximum, the due moment and a removal are the hook's.
    seed_grading_items: {
      read: { filter: inMyClasses, fields: ["id", ...itemFields] },
      create: { fields: itemFields },
      update: { filter: inMyClasses, fields: itemFields },
      delete: { filter: inMyClasses },
    },
    seed_grades: {
      read: { filter: { item: inMyClasses }, fields: ["id", "item", "user", ...gradeFields] },
      create: { fields: ["item", "user", ...gradeFields], validation: gradeRange },
      update: { filter: { item: inMyClasses }, fields: gradeFields, validation: gradeRange },
    },
    seed_attendance: {
      read: { filter: inMyClasses, fields: ["id", "class", "user", "meeting_on", "present"] },
      create: { fields: ["class", "user", "meeting_on", "present"] },
      update: { filter: inMyClasses, fields: ["present"] },
    },
    seed_announcements: {
      read: { filter: inMyClasses, fields: ["id", "class", "title", "detail", "created_at"] },
      create: { fields: ["class", "title", "detail"] },
    },
    seed_messages: messages({ _and: [{ to_user: { _eq: me } }, { class: myClasses }] }),
    seed_submissions: { read: { filter: { item: inMyClasses }, fields: submissionFields } },
    // Projects from partners' briefs (issue 49, item 4): their classes' learners' projects, made and graded here.
    seed_projects: {
      read: { filter: inMyClasses, fields: projectFields },
      create: { ...projectWrites.create, validation: { _and: [{ class: { _submitted: true } }, { class: { _nnull: true } }] } },
      update: { filter: inMyClasses, fields: projectWrites.update },
    },
    seed_briefs: approvedBriefs,
    // The levels their classes' learners' grades give them (issue 49, ADR 042): read only, on the dashboard.
    seed_graded_competencies: { read: { filter: { user: learnerOfMine }, fields: ["id", "user", "key", "value", "grades"] } },
    // The files handed in for their classes' items (issue 49, item 2), read through the item they were uploaded for.
    directus_files: { read: { filter: { _and: [handInFolder, { hand_in_item: inMyClasses }] }, fields: fileFields } },
    // The teacher's own schedule: they add, change and delete only their own rows, never another's
    // teacher; the class (when one is named) must be theirs: cms/extensions/seed-teaching-rules.
    seed_schedule: {
      read: { filter: ownSchedule, fields: ["id", "class", "title", "kind", "starts_at", "ends_at", "room"] },
      create: {
        fields: scheduleFields,
        presets: { teacher: me },
        validation: { _and: [ownSchedule, { kind: { _in: ["lecture", "office", "lab"] } }] },
      },
      update: { filter: ownSchedule, fields: scheduleFields, validation: { kind: { _in: ["lecture", "office", "lab"] } } },
      delete: { filter: ownSchedule },
    },
  },
  // Teachers, and the staff who may message a learner from the admin page (issue 29): the learner sees who wrote.
  "seed-user-directory": names("seed-faculty", "seed-admin", "Administrator"),
  "seed-faculty-directory": names("seed-user"),
};
