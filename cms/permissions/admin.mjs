// The admin content page (issue 29): what a content administrator (seed-admin) may do with their
// own token, and nothing more. Posts: as before (./posts.mjs). Accounts: create learners only;
// update or delete learners, teachers and partners only, and give them only one of those roles
// ("$ROLE:<name>" becomes the role's id when the seed applies it); never an Administrator, an
// editor or another content administrator, and never a staff role. Learning: the messages they send.
import { approvedBriefs, projectFields, projectWrites } from "./learning.mjs";
/** The roles the admin page manages. seed-partner comes with the partner portal (issue 30). */
const managed = ["seed-user", "seed-faculty", "seed-partner"];
const managedRoleIds = managed.map((name) => `$ROLE:${name}`);
const isManaged = { role: { name: { _in: managed } } };
/** Rows of a learner (seed-user). */
const learnersRows = { user: { role: { name: { _eq: "seed-user" } } } };

/** The help tickets' statuses (learners' and partners' alike); staff answer, close and reopen them (issue 47). */
const ticketStatuses = ["open", "answered", "closed"];
/** What staff write on a ticket: its status and the academy's answer, never the sender's words or the sender. */
const ticketReply = { fields: ["status", "answer", "answered_at"], validation: { status: { _in: ticketStatuses } } };

/**
 * /staff/tickets (issue 47) reads and answers through a policy of its own on seed-admin: one rule
 * per collection and action in a policy, and the partners' names (directus_users) and companies'
 * names are read here only for the ticket list, never an editor's.
 * @type {Record<string, import("./index.mjs").PolicyDeclaration>}
 */
export const policies = {
  "seed-admin-tickets": {
    description: "Content administrators: learners' and partners' help tickets (read, answer, close)",
    roles: ["seed-admin"],
  },
  // /staff/courses and /staff/classes (issue 50): a policy of its own, because seed-admin already
  // reads courses, classes and learners' accounts with other fields and rows.
  "seed-admin-structure": {
    description: "Content administrators: the academy's courses, cohorts and classes (create, change, delete), the teachers' names",
    roles: ["seed-admin"],
  },
  // /staff/companies (issue 50): the partner companies, their plan and their members' member roles
  // (the Seed PM is the academy's to give, never a company's); a policy of its own, because
  // seed-admin-tickets already reads the companies' names for the ticket list.
  "seed-admin-companies": {
    description: "Content administrators: partner companies (create, change, delete), the plans, members' roles and the Seed PM",
    roles: ["seed-admin"],
  },
  // /staff/plans and /staff/invoices (issue 50): the partner plans and every company's invoices; a
  // policy of its own, because seed-admin-companies already reads plans and counts invoices.
  "seed-admin-billing": {
    description: "Content administrators: partner plans and companies' invoices (create, change, delete)",
    roles: ["seed-admin"],
  },
  // Projects from partners' briefs (issue 49, item 4; ADR 052): the approved briefs, and the projects
  // made from them for any class (seed-admin already reads learners' projects with fewer fields).
  "seed-admin-projects": {
    description: "Content administrators: projects made from partners' approved briefs for a class (create, grade milestones)",
    roles: ["seed-admin"],
  },
  // /staff/resources and /staff/faq (issue 50): the learners' resources and both FAQs, every row
  // (published or not), field by field.
  "seed-admin-content": {
    description: "Content administrators: the learners' resources and the learners' and partners' FAQ (create, change, delete)",
    roles: ["seed-admin"],
  },
  // /staff/activity (issue 50 item 2): who changed the academy's structure, from Directus' own
  // activity records and revisions of those tables only, and the names of the staff who did it.
  "seed-admin-activity": {
    description:
      "Content administrators: the changes to courses, cohorts, classes, enrolments, plans and invoices (Directus' activity), and who made them",
    roles: ["seed-admin"],
  },
};

/** The tables /staff/activity shows the changes of (app/features/staff/activity). */
const structureCollections = ["seed_courses", "seed_classes", "seed_enrolments", "seed_cohorts", "seed_partner_plans", "seed_invoices"];

/**
 * A plan's columns staff write (issue 50): its code (unique in the database), seats, monthly price,
 * summary and features (one a line). That a plan companies are on keeps its code, is never deleted
 * and keeps a seat for each of their members follows other rows: cms/extensions/seed-partner-rules.
 */
const planFields = ["code", "seats", "monthly_vnd", "summary", "features"];
const planRule = {
  fields: planFields,
  validation: { _and: [{ code: { _nnull: true } }, { seats: { _between: [1, 100000] } }, { monthly_vnd: { _between: [0, 2000000000] } }] },
};
/** The statuses of an invoice. */
const invoiceStatuses = ["open", "paid"];
/**
 * An invoice's columns staff write (issue 50): its company, number (no other invoice's:
 * seed-partner-rules), the period it bills, amount, issue and due days, and status.
 */
const invoiceFields = ["company", "number", "period_start", "period_end", "amount_vnd", "issued_on", "due_on", "status"];
const invoiceRule = {
  fields: invoiceFields,
  validation: { _and: [{ number: { _nnull: true } }, { status: { _in: invoiceStatuses } }, { amount_vnd: { _gte: 0 } }] },
};

/** A course's columns staff write: its code (unique in the database), name and track. */
const courseFields = ["code", "name", "track"];
/**
 * A class's columns staff write (issue 50); its schedule (`next_session`, `room`) stays the teacher's.
 * The capacity is a whole number from 1, or none. That the teacher is a faculty account, and that no
 * course with classes nor class with enrolments or grades is deleted, follow relations a validation
 * cannot reach: cms/extensions/seed-teaching-rules checks them.
 */
const classFields = ["course", "teacher", "cohort", "capacity"];
const classRule = {
  fields: classFields,
  validation: { _or: [{ capacity: { _null: true } }, { capacity: { _between: [1, 1000] } }] },
};

/**
 * A cohort's columns staff write (issue 50): its name (unique in the database) and its days. That its
 * end is not before its start, that a new name follows into its classes and that a cohort classes
 * name is never deleted follow other rows: cms/extensions/seed-teaching-rules checks them.
 */
const cohortFields = ["name", "starts_on", "ends_on"];
const cohortRule = { fields: cohortFields, validation: { name: { _nnull: true } } };

/** A resource's columns staff write (issue 50): kinds and languages are checked here (the learner's page links only http(s) addresses). */
const resourceFields = ["title", "kind", "url", "track", "summary", "language", "sort", "published"];
const contentLanguages = ["en", "vi", "th", "id", "ms", "fil", "km", "lo", "my"];
const resourceRule = {
  fields: resourceFields,
  validation: {
    _and: [
      { title: { _nnull: true } },
      { kind: { _in: ["guide", "template", "video", "checklist"] } },
      { language: { _in: contentLanguages } },
    ],
  },
};
/** A FAQ question's columns staff write (issue 50): whose FAQ, its language, order, words and whether it shows. */
const faqFields = ["audience", "language", "sort", "question", "answer", "published"];
const faqRule = {
  fields: faqFields,
  validation: {
    _and: [{ question: { _nnull: true } }, { audience: { _in: ["learner", "partner"] } }, { language: { _in: contentLanguages } }],
  },
};

/** A company's columns staff write (issue 50): the rest (ATS, SSO, mail switch) stays the company's. */
const companyFields = ["name", "domain", "billing_plan"];
/**
 * A company's name and domain are required; that the domain is no other company's, that the plan
 * exists and has a seat for every member, and that a membership staff add is a new partner invitee,
 * follow relations a validation cannot reach: cms/extensions/seed-partner-rules checks them.
 */
const companyRule = { fields: companyFields, validation: { _and: [{ name: { _nnull: true } }, { domain: { _nnull: true } }] } };
/** The rows a company holds besides its members (their `company`): /staff/companies counts them before a delete. */
const companyHeldRows = [
  "seed_jobs",
  "seed_invoices",
  "seed_briefs",
  "seed_partner_events",
  "seed_brand_assets",
  "seed_partner_office_hours",
  "seed_audit_log",
];
/** The member roles staff give: a company's own (its first ORG_ADMIN), and the Seed PM, which only staff give. */
const staffMemberRoles = ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR", "SEED_PM"];

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin-companies": {
    seed_companies: { read: { fields: ["id", ...companyFields] }, create: companyRule, update: companyRule, delete: {} },
    seed_partner_plans: { read: { fields: ["id", "code", "seats", "monthly_vnd"] } },
    seed_company_members: {
      read: { fields: ["id", "company", "user", "role"] },
      // A new company's first ORG_ADMIN (the invitee the app's service just invited).
      create: { fields: ["company", "user", "role"], validation: { role: { _eq: "ORG_ADMIN" } } },
      // The Seed PM given or taken back; the company keeps an ORG_ADMIN (seed-partner-rules).
      update: { fields: ["role"], validation: { _or: [{ role: { _null: true } }, { role: { _in: staffMemberRoles } }] } },
    },
    // What a company holds (a delete is refused while it holds any): counted, never read.
    ...Object.fromEntries(companyHeldRows.map((collection) => [collection, { read: { fields: ["id", "company"] } }])),
    // Partner accounts: names, addresses and whether they accepted their invitation (a pending one goes with its company).
    directus_users: {
      read: { filter: { role: { name: { _eq: "seed-partner" } } }, fields: ["id", "first_name", "last_name", "email", "status", "role"] },
    },
  },
  "seed-admin-tickets": {
    seed_help_tickets: {
      read: { fields: ["id", "user", "subject", "body", "status", "created_at", "answer", "answered_at"] },
      update: ticketReply,
    },
    seed_partner_tickets: {
      read: { fields: ["id", "company", "author", "subject", "body", "status", "created_at", "answer", "answered_at"] },
      update: ticketReply,
    },
    // Who sent a partner's ticket: the company's name, the member's name and address (to write back).
    seed_companies: { read: { fields: ["id", "name"] } },
    directus_users: { read: { filter: { role: { name: { _eq: "seed-partner" } } }, fields: ["id", "first_name", "last_name", "email"] } },
  },
  "seed-admin-structure": {
    seed_courses: {
      read: { fields: ["id", ...courseFields] },
      create: { fields: courseFields },
      update: { fields: courseFields },
      delete: {},
    },
    seed_cohorts: { read: { fields: ["id", ...cohortFields] }, create: cohortRule, update: cohortRule, delete: {} },
    seed_classes: {
      read: { fields: ["id", ...classFields, "next_session", "room"] },
      create: classRule,
      update: classRule,
      delete: {},
    },
    // The teachers to choose from and to show in the list: faculty accounts' names only (of other
    // staff a content administrator reads no address: directory-permissions.test.ts).
    directus_users: { read: { filter: { role: { name: { _eq: "seed-faculty" } } }, fields: ["id", "first_name", "last_name"] } },
  },
  "seed-admin-projects": {
    seed_projects: {
      read: { filter: { brief: { _nnull: true } }, fields: projectFields },
      create: { ...projectWrites.create, validation: { _and: [{ brief: { _submitted: true } }, { brief: { _nnull: true } }] } },
      update: { filter: { brief: { _nnull: true } }, fields: projectWrites.update },
    },
    seed_briefs: approvedBriefs,
  },
  "seed-admin-billing": {
    seed_partner_plans: { read: { fields: ["id", ...planFields] }, create: planRule, update: planRule, delete: {} },
    seed_invoices: { read: { fields: ["id", ...invoiceFields] }, create: invoiceRule, update: invoiceRule, delete: {} },
    // An invoice names its company; a plan counts the companies on it.
    seed_companies: { read: { fields: ["id", "name", "billing_plan"] } },
  },
  "seed-admin-content": {
    seed_resources: { read: { fields: ["id", ...resourceFields] }, create: resourceRule, update: resourceRule, delete: {} },
    seed_faq: { read: { fields: ["id", ...faqFields] }, create: faqRule, update: faqRule, delete: {} },
  },
  "seed-admin-activity": {
    directus_activity: {
      read: { filter: { collection: { _in: structureCollections } }, fields: ["id", "action", "timestamp", "user", "collection", "item"] },
    },
    directus_revisions: {
      read: { filter: { collection: { _in: structureCollections } }, fields: ["id", "activity", "collection", "item", "data"] },
    },
    // The staff who change the structure: content administrators and the Administrator, by name only.
    directus_users: {
      read: { filter: { role: { name: { _in: ["Administrator", "seed-admin"] } } }, fields: ["id", "first_name", "last_name"] },
    },
  },
  // A policy of its own (declared in ./accounts.mjs) holds the account rules: one rule per
  // collection and action in a policy, and `seed-admin` already reads its own account.
  "seed-admin-learners": {
    directus_users: {
      // Add student, Import CSV: new accounts are learners (an invitation sets `status: invited`).
      create: {
        fields: ["email", "first_name", "last_name", "role", "status"],
        validation: { role: { _eq: "$ROLE:seed-user" } },
        presets: { role: "$ROLE:seed-user" },
      },
      // Suspend / activate, change role, import updates: names, status and a role among the managed ones.
      // Never an account that has not confirmed its address (issue 51, item 3): activating it would
      // hand it to whoever registered the address. Add student re-invites it through the app's service account.
      update: {
        filter: { _and: [isManaged, { status: { _neq: "unverified" } }] },
        fields: ["first_name", "last_name", "status", "role"],
        validation: { _and: [{ role: { _in: managedRoleIds } }, { status: { _in: ["active", "suspended"] } }] },
      },
      delete: { filter: isManaged },
    },
  },
  // 'Change author…' (a post's `author`): the staff accounts' names and roles only, to choose and
  // show them; not their addresses, never their status or role to change (no update or delete here).
  "seed-admin-staff": {
    directus_users: {
      read: {
        filter: { role: { name: { _in: ["Administrator", "seed-edit-post", "seed-admin"] } } },
        fields: ["id", "first_name", "last_name", "role"],
      },
    },
  },
  "seed-admin": {
    // 'Message' on a learner's row: shown in their portal; always from the admin themselves.
    seed_messages: { create: { fields: ["to_user", "body"], presets: { from_user: "$CURRENT_USER" } } },
    // Cohorts (a class's `cohort`) for Import / Export CSV, and the learners' enrolments in them.
    seed_classes: { read: { fields: ["id", "cohort", "course"] } },
    seed_courses: { read: { fields: ["id", "code", "name"] } },
    // Assign to class, Move to cohort, Remove from course: learners' enrolments only.
    seed_enrolments: {
      read: { filter: learnersRows, fields: ["id", "user", "class", "status", "created_at"] },
      // Directus validates the payload only (no relational rule on create): the app enrols only
      // people its own token reads as learners (findLearner), and reads, deletes learners' rows only.
      create: { fields: ["user", "class", "status"], validation: { user: { _nnull: true } } },
      delete: { filter: learnersRows },
    },
    // View details: a learner's profile, grades and projects (read only, learners' rows only).
    seed_learner_profiles: { read: { filter: learnersRows, fields: ["id", "user", "track", "onboarding_step"] } },
    seed_grading_items: { read: { fields: ["id", "class", "item", "due_on"] } },
    seed_grades: { read: { filter: learnersRows, fields: ["id", "item", "user", "grade", "graded_at"] } },
    seed_projects: { read: { filter: learnersRows, fields: ["id", "user", "title", "status", "progress", "due_on"] } },
  },
};
