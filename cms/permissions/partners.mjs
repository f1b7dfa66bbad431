// Who reads and writes the partner rows (issue 30; shared/SECURITY.md, "portals"): a partner's member
// reads and writes only the rows of their own company, through the company's members and
// `$CURRENT_USER`; learners appear to a company only as candidates of its jobs (names and
// competencies, nothing more). Directus cannot check a relation in a create's validation (a payload
// holds the company's id, not the company): a member's creates are checked by the app first
// (features/portals/partner: the membership and its member role, read with the member's own token)
// and again by Directus itself (cms/extensions/seed-partner-rules: the company must be the member's
// own, and their member role one the action allows), and every update or delete filter names the
// company (and, where it can, the member role). The member roles of each form and the field lists the
// app reads come from the portal's permission table (cms/extensions/shared/partner-portal.mjs).
import { interviewAnswers, offerFields, shareFields } from "../extensions/shared/hiring.mjs";
import { companyRoles, fields, intents, ownInterviewsOnly, readRoles } from "../extensions/shared/partner-portal.mjs";

const me = "$CURRENT_USER";
/** A company the signed-in person is a member of. */
const mine = { members: { user: { _eq: me } } };
const ofMine = { company: mine };
/** A company where the signed-in person has one of these member roles. */
const mineAs = (roles) => ({ company: { members: { _and: [{ user: { _eq: me } }, { role: { _in: roles } }] } } });
const jobOfMine = { job: ofMine };
/** A job of a company where the signed-in person has one of these member roles. */
const jobOfMineAs = (roles) => ({ job: mineAs(roles) });
/**
 * An interview the signed-in person reads (issue 51, item 5): the company's, with a member role of
 * `readRoles.interviews`; only their own with one of `ownInterviewsOnly` (an INTERVIEWER).
 */
const interviewsRead = {
  _or: [
    { application: jobOfMineAs(readRoles.interviews.filter((role) => !ownInterviewsOnly.includes(role))) },
    { _and: [{ interviewer: { _eq: me } }, { application: jobOfMineAs(ownInterviewsOnly) }] },
  ],
};
/**
 * A job's interview kit the signed-in person reads (issue 48, item 3): every kit of the company's jobs,
 * with a member role of `readRoles.interviews`; with one of `ownInterviewsOnly` (an INTERVIEWER), only
 * the kits of jobs where they interview someone ($FOLLOW: from the job to its applications, from an
 * application to its interviews, neither of which has a reverse field).
 */
const kitsRead = {
  _or: [
    { job: mineAs(readRoles.interviews.filter((role) => !ownInterviewsOnly.includes(role))) },
    {
      _and: [
        { job: mineAs(ownInterviewsOnly) },
        { job: { "$FOLLOW(seed_applications,job)": { "$FOLLOW(seed_interviews,application)": { interviewer: { _eq: me } } } } },
      ],
    },
  ],
};
/** What a learner reads of their own application: all of it but when the company was asked to rate the hire. */
const learnerApplicationFields = fields.application.filter((field) => field !== "rating_asked_at");
/**
 * A learner who applied to one of the company's jobs and chose to share `share` (issue 48: the
 * company sees only what the learner let it see), read by a member with a member role.
 */
const applicantSharing = (share) => ({ partner_applications: { ...jobOfMineAs(readRoles.candidates), [share]: { _eq: true } } });

/** `field` is empty or meets `rule` (a plain `_neq` or `_in` leaves out empty rows). */
const emptyOr = (field, rule) => ({ _or: [{ [field]: { _null: true } }, { [field]: rule }] });

/** @type {Record<string, import("./index.mjs").PolicyDeclaration>} */
export const policies = {
  "seed-partner": {
    description: "Partners: their company's jobs, candidates, interviews, briefs, billing and settings",
    roles: ["seed-partner"],
  },
  "seed-partner-directory": {
    description: "Partners: the names of their colleagues and of the candidates of their jobs",
    roles: ["seed-partner"],
  },
};

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-partner": {
    seed_companies: {
      read: { filter: mine, fields: ["id", ...fields.company] },
      // The settings' forms (connect, disconnect: the same member roles). Notifications by email are
      // each member's own since issue 47 (their account's `notify_mail`): `notify_email` decides nothing (ADR 033).
      // Issue 48, item 5: the hiring settings (when hires are rated, what one is worth) are the
      // ORG_ADMIN's too (`hire-settings`); their ranges: seed-partner-rules.
      update: {
        filter: {
          members: {
            _and: [{ user: { _eq: me } }, { role: { _in: [...new Set([...intents.connect.roles, ...intents["hire-settings"].roles])] } }],
          },
        },
        fields: ["ats_integration", "sso", "notify_email", "hire_rating_days", "hire_value_vnd"],
      },
    },
    seed_company_members: {
      read: { filter: ofMine, fields: ["id", "company", "user", "role", "permissions", "created_at"] },
      // The company's ORG_ADMIN gives its own member roles, never the Seed PM, and leaves the Seed PM's
      // row as the academy set it; the hook keeps at least one ORG_ADMIN per company.
      create: { fields: ["company", "user", "role"], validation: emptyOr("role", { _in: companyRoles }) },
      // Removal (issue 51, item 5): by the company's ORG_ADMIN, never the Seed PM's row; the hook keeps one ORG_ADMIN.
      delete: { filter: { _and: [mineAs(intents["remove-member"].roles), emptyOr("role", { _neq: "SEED_PM" })] } },
      update: {
        filter: { _and: [mineAs(intents["member-role"].roles), emptyOr("role", { _neq: "SEED_PM" })] },
        fields: ["role"],
        validation: emptyOr("role", { _in: companyRoles }),
      },
    },
    seed_jobs: {
      read: { filter: ofMine, fields: ["id", "company", ...fields.job, "created_at"] },
      create: {
        fields: ["company", ...fields.job],
        validation: { _and: [{ sla_days: { _gt: 0 } }, { sla_rounds: { _gte: 1 } }] },
      },
      update: {
        filter: mineAs(intents["save-job"].roles),
        fields: fields.job,
      },
    },
    seed_applications: {
      // Candidates: to a member with a member role only (issue 51, item 5: none reads none).
      read: { filter: jobOfMineAs(readRoles.candidates), fields: ["id", "job", "learner", ...fields.application] },
      // The company's stages move by its hiring side only: an INTERVIEWER writes their interviews'
      // feedback, never a stage (issue 51, item 9); an offer's answer is the learner's (issue 48).
      update: {
        filter: { job: mineAs(["ORG_ADMIN", "HIRING_MANAGER"]) },
        fields: ["stage", "shortlisted_at", "interview_at", "offer_at", ...offerFields, "rejected_at", "reject_reason"],
      },
    },
    seed_interviews: {
      read: {
        filter: interviewsRead,
        fields: ["id", "application", "interviewer", "at", "feedback", "scores", "created_at", "learner_answer", "answered_at"],
      },
      create: { fields: ["application", "interviewer", "at"] },
      // Feedback: only the interviewer of the interview writes it.
      update: { filter: { _and: [{ interviewer: { _eq: me } }, { application: jobOfMine }] }, fields: ["feedback", "scores"] },
    },
    // Issue 48, item 3: a job's interview kit. The company's members read their jobs' kits, an
    // INTERVIEWER only those of jobs they interview for (through the job's applications and their
    // interviews); the hiring side (`save-kit`) writes it, and seed-partner-rules checks the job's
    // company and the kit's shape on each write.
    seed_interview_kits: {
      read: { filter: kitsRead, fields: ["id", "job", "criteria", "questions", "created_at"] },
      create: { fields: ["job", "criteria", "questions"] },
      update: { filter: { job: mineAs(intents["save-kit"].roles) }, fields: ["criteria", "questions"] },
    },
    // Issue 48, item 6 (ADR 046): the company counts the views of its own jobs (which job, never who).
    seed_job_views: { read: { filter: jobOfMineAs(readRoles.candidates), fields: ["id", "job"] } },
    // Issue 48, item 5: a hire's rating, by the job's company's HIRING_MANAGER, once, after the
    // company's set time (seed-partner-rules checks the company, the hire, the time and the skills).
    seed_hire_ratings: {
      read: {
        filter: { application: jobOfMineAs(readRoles.candidates) },
        fields: ["id", "application", "rated_by", "quality", "skills_grown", "created_at"],
      },
      create: {
        fields: ["application", "quality", "skills_grown"],
        presets: { rated_by: me },
        validation: { _and: [{ rated_by: { _eq: me } }, { quality: { _gte: 1 } }, { quality: { _lte: 5 } }] },
      },
      // Changed later by the job's company's hiring managers (the same hook checks the skills).
      update: {
        filter: { application: jobOfMineAs(intents["rate-hire"].roles) },
        fields: ["quality", "skills_grown"],
        validation: { _and: [{ quality: { _gte: 1 } }, { quality: { _lte: 5 } }] },
      },
    },
    seed_briefs: {
      read: { filter: ofMine, fields: ["id", "company", "title", "body", "kind", "status", "author", "created_at"] },
      create: {
        fields: ["company", "title", "body", "kind"],
        presets: { author: me, status: "submitted" },
        validation: { author: { _eq: me } },
      },
      // Moderated by the company's Seed PM, never on a brief they wrote themselves (issue 51, item 2).
      update: { filter: { _and: [mineAs(intents.approve.roles), emptyOr("author", { _neq: me })] }, fields: ["status"] },
    },
    // Append-only: written by each action, never changed or deleted.
    seed_audit_log: {
      read: { filter: mineAs(readRoles.auditLog), fields: ["id", "company", "actor", "action", "target", "created_at"] },
      create: { fields: ["company", "action", "target"], presets: { actor: me }, validation: { actor: { _eq: me } } },
    },
    seed_invoices: {
      read: {
        filter: mineAs(readRoles.invoices),
        fields: ["id", "company", "number", "period_start", "period_end", "amount_vnd", "issued_on", "due_on", "status"],
      },
    },
    // Brand partnership (ORG_ADMIN, SEED_PM; the app checks the member role on create): a proposed
    // event is signed by its member; an asset is a link (https), removed only by those member roles.
    seed_partner_events: {
      read: { filter: ofMine, fields: ["id", "company", "title", "starts_at", "place", "proposed_by"] },
      create: {
        fields: ["company", "title", "starts_at", "place"],
        presets: { proposed_by: me },
        validation: { proposed_by: { _eq: me } },
      },
    },
    // An RSVP is the member's own: made and withdrawn as themselves, for their company's events only.
    seed_partner_event_rsvps: {
      read: { filter: { event: ofMine }, fields: ["id", "event", "user", "created_at"] },
      create: { fields: ["event"], presets: { user: me }, validation: { user: { _eq: me } } },
      delete: { filter: { _and: [{ user: { _eq: me } }, { event: ofMine }] } },
    },
    seed_brand_assets: {
      read: { filter: ofMine, fields: ["id", "company", "title", "kind", "url"] },
      create: { fields: ["company", "title", "kind", "url"], validation: { url: { _starts_with: "https://" } } },
      delete: { filter: mineAs(intents["remove-asset"].roles) },
    },
    seed_partner_office_hours: {
      read: { filter: ofMine, fields: ["id", "company", "mentor", "starts_at", "ends_at", "mode", "created_at"] },
      create: { fields: ["company", "starts_at", "ends_at", "mode"], presets: { mentor: me }, validation: { mentor: { _eq: me } } },
    },
    seed_partner_tickets: {
      // The status and the answer are the academy's (issue 47: /staff/tickets); the company reads them.
      read: { filter: ofMine, fields: ["id", "company", "author", "subject", "body", "status", "created_at", "answer", "answered_at"] },
      create: { fields: ["company", "subject", "body"], presets: { author: me, status: "open" }, validation: { author: { _eq: me } } },
    },
    seed_partner_plans: { read: { fields: ["id", "code", "seats", "monthly_vnd", "summary", "features"] } },
    seed_partner_faq: { read: { fields: ["id", "question", "answer", "sort"] } },
    // The partners' FAQ (issue 50): its published questions, in every language (the page picks one).
    seed_faq: {
      read: {
        filter: { _and: [{ audience: { _eq: "partner" } }, { published: { _eq: true } }] },
        fields: ["id", "audience", "language", "sort", "question", "answer"],
      },
    },
    // A MENTOR's office hours are published as mentor slots, which learners book (issue 26). The slot's
    // `mentor_name` is written by cms/extensions/seed-partner-rules (the mentor's own name and company,
    // whatever the payload says: issue 51, item 9); `mode` is one of the two the portal offers.
    // Issue 49, item 5: a slot names its office hours and its mentor (the hook checks both are the
    // mentor's own); the mentor reads only their own slots, with who booked each and the project.
    seed_mentor_slots: {
      read: {
        filter: { mentor: { _eq: me } },
        fields: ["id", "office_hours", "mentor", "mentor_name", "starts_at", "ends_at", "mode", "booked_by", "booked_by_name", "project"],
      },
      create: {
        // `mentor` and `mentor_name` are listed because Directus checks the fields after its hooks:
        // seed-partner-rules sets both, whatever the payload said.
        fields: ["office_hours", "mentor", "mentor_name", "starts_at", "ends_at", "mode"],
        presets: { mentor: me },
        validation: { _and: [{ mode: { _in: ["online", "onsite"] } }, { mentor: { _eq: me } }] },
      },
    },
    // A mentor's feedback (issue 49, item 5): their own only; written only on a project a learner
    // named in a booking of one of their slots (seed-partner-rules sets the learner and the name).
    seed_mentor_feedback: {
      read: { filter: { mentor: { _eq: me } }, fields: ["id", "mentor", "learner", "project", "mentor_name", "body", "created_at"] },
      create: {
        fields: ["project", "body", "mentor", "learner", "mentor_name"],
        presets: { mentor: me },
        validation: { mentor: { _eq: me } },
      },
    },
    // What a candidate shares with the company (issue 48): their competency levels, their portfolio
    // (passed projects) and their assessment (its weekly levels), each only when they chose to, and
    // only of learners who applied to the company's jobs.
    seed_competencies: { read: { filter: { user: applicantSharing("share_competencies") }, fields: ["id", "user", "key", "value"] } },
    // Passed projects of candidates who share their portfolio; and (issue 49, item 5) a project a
    // learner chose to discuss in a booking of the mentor's own office hours: that one only.
    seed_projects: {
      read: {
        filter: {
          _or: [
            { _and: [{ user: applicantSharing("share_portfolio") }, { status: { _eq: "passed" } }] },
            { mentor_bookings: { mentor: { _eq: me } } },
          ],
        },
        fields: ["id", "user", "title", "rubric", "status"],
      },
    },
    seed_competency_snapshots: {
      read: { filter: { user: applicantSharing("share_assessment") }, fields: ["id", "user", "week_of", "key", "value"] },
    },
  },
  // Learners (issue 26, the learner portal's market): the partner companies by name, the open jobs
  // with the skills they ask for, and their OWN job matches (applications) with their stage; never a
  // company's plan, integrations or settings, a job's SLA or priority, another learner's match or
  // the company's ratings of a hire.
  "seed-user": {
    seed_companies: { read: { fields: ["id", "name", "domain"] } },
    seed_jobs: {
      read: { filter: { status: { _eq: "open" } }, fields: ["id", "company", "title", "skills", "location", "status", "created_at"] },
    },
    // Issue 48: a learner applies (their own application, stage `applied`: presets; the match, the
    // open job and once per job: cms/extensions/seed-partner-rules), withdraws it, and answers an
    // offer (the hook moves the stage in one conditional write, and only as ../extensions/shared/hiring.mjs allows).
    seed_applications: {
      read: { filter: { learner: { _eq: me } }, fields: ["id", "job", "learner", ...learnerApplicationFields] },
      create: {
        fields: ["job", "match", "motivation", ...shareFields, "applied_at"],
        presets: { learner: me, stage: "applied" },
        validation: { learner: { _eq: me } },
      },
      update: { filter: { learner: { _eq: me } }, fields: ["stage", "withdrawn_at", "decided_at"] },
    },
    // Issue 48, item 6 (ADR 046): a learner's view of a job's page is their own row, made once per job
    // (seed-partner-rules: an open job, once), read back only by them.
    seed_job_views: {
      read: { filter: { learner: { _eq: me } }, fields: ["id", "job", "learner", "created_at"] },
      create: { fields: ["job"], presets: { learner: me }, validation: { learner: { _eq: me } } },
    },
    // Issue 48, item 3: the interviews of their own applications (when, who: an id, no name; never the
    // feedback or the scores), and their answer to each: confirmed or another time (once: the hook).
    seed_interviews: {
      read: {
        filter: { application: { learner: { _eq: me } } },
        fields: ["id", "application", "interviewer", "at", "learner_answer", "answered_at"],
      },
      update: {
        filter: { application: { learner: { _eq: me } } },
        fields: ["learner_answer", "answered_at"],
        validation: { learner_answer: { _in: interviewAnswers } },
      },
    },
  },
  // Invitations (an ORG_ADMIN's, checked by the app): the app's server may create invited users with the
  // seed-partner role only (Directus sends the set-password mail), and find them again by email to add
  // their membership. `$ROLE:` is replaced with the role's id by the seed.
  "seed-app-service": {
    // Issue 48: a learner's application notifies the job's company's hiring managers (app/features/
    // notifications, `notifyHiringManagers`): who they are, and the job's title and company.
    seed_jobs: { read: { fields: ["id", "company", "title"] } },
    seed_company_members: {
      read: { filter: { role: { _in: ["HIRING_MANAGER", "ORG_ADMIN"] } }, fields: ["id", "company", "user", "role"] },
    },
    directus_users: {
      create: { fields: ["email", "role", "status"], validation: { role: { _eq: "$ROLE:seed-partner" } } },
      read: { filter: { role: { name: { _eq: "seed-partner" } } }, fields: ["id", "email", "status"] },
    },
  },
  // Names only, of the company's people and the candidates of its jobs; never another company's.
  "seed-partner-directory": {
    directus_users: {
      read: {
        filter: {
          _or: [
            { partner_memberships: ofMine },
            { _and: [{ role: { name: { _eq: "seed-user" } } }, { partner_applications: jobOfMineAs(readRoles.candidates) }] },
          ],
        },
        fields: ["id", "first_name", "last_name"],
      },
    },
  },
};
