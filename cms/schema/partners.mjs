// Partners (issue 30, shared/DESIGN.md "Partners"): the companies, their members (each with a member
// role), their jobs and the learners' applications to them (the funnel; hiring metrics are computed
// from these, never stored), interviews, briefs, the append-only audit log, invoices, events, brand
// assets and help tickets; the plans and the partners' FAQ are a catalogue every partner reads.
// Row rules: cms/permissions/partners.mjs (a member reads only their company's rows); the member roles
// and who may do what: the portal's permission table, cms/extensions/shared/partner-portal.mjs.
import { alias, createdAt, day, float, id, integer, json, moment, ref, string, text, toItem, toUser, user } from "./fields.mjs";

/** A collection of a company's rows: an id, the company (its rows go with it), then `fields` and any further `relations`. */
const ownedByCompany = (collection, meta, fields, relations = []) => ({
  collection,
  meta,
  fields: [id, ref("company"), ...fields],
  relations: [toItem(collection, "company", "seed_companies"), ...relations],
});

/** A yes/no that is no unless set. */
const flag = (field) => ({
  field,
  type: "boolean",
  meta: { special: ["cast-boolean"] },
  schema: { is_nullable: false, default_value: false },
});

/** @type {import("./index.mjs").CollectionDeclaration[]} In creation order: a relation's target comes before it. */
export const collections = [
  {
    // The reverse sides on people: a partner reads a learner's name only through an application to
    // one of its company's jobs, a colleague's through their membership (the row rules filter on them).
    collection: "directus_users",
    meta: {},
    fields: [alias("partner_applications"), alias("partner_memberships")],
  },
  {
    collection: "seed_partner_plans",
    meta: { icon: "workspace_premium", note: "Partner plans: STARTER | GROWTH | ENTERPRISE, with seats and a monthly price in VND" },
    // Issue 50: `features`, what the plan includes, one per line (staff write them on /staff/plans).
    fields: [
      id,
      string("code", { is_nullable: false, is_unique: true }),
      integer("seats"),
      integer("monthly_vnd"),
      text("summary"),
      text("features"),
    ],
  },
  {
    collection: "seed_companies",
    meta: { icon: "apartment", note: "A partner company" },
    fields: [
      id,
      string("name", { is_nullable: false }),
      string("domain"),
      string("billing_plan", { is_nullable: false, default_value: "STARTER" }),
      string("ats_integration"),
      string("sso"),
      { field: "notify_email", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: true } },
      // Issue 48, item 5 (ADR 046): the ORG_ADMIN's hiring settings: how many days after a hire its
      // hiring managers are asked to rate it, and what one hire is worth (the ROI estimate's value).
      integer("hire_rating_days", { is_nullable: false, default_value: 90 }),
      { field: "hire_value_vnd", type: "bigInteger", meta: {}, schema: { is_nullable: false, default_value: 60000000 } },
      alias("members"),
    ],
  },
  {
    collection: "seed_company_members",
    meta: { icon: "badge", note: "A person of a partner company, with their member role (empty: none)" },
    fields: [
      id,
      ref("company"),
      { ...user("user"), schema: { is_nullable: false, is_unique: true } },
      string("role"),
      json("permissions"),
      createdAt,
    ],
    relations: [
      toItem("seed_company_members", "company", "seed_companies", "members"),
      toUser("seed_company_members", "user", { oneField: "partner_memberships" }),
    ],
  },
  ownedByCompany(
    "seed_jobs",
    { icon: "work", note: "A company's job: skills [{name, level 0–1, weight 0–1}], HYBRID | ONSITE, SLA, priority HIGH | MEDIUM | none" },
    [
      string("title", { is_nullable: false }),
      json("skills"),
      string("location", { is_nullable: false, default_value: "HYBRID" }),
      float("sla_days", { is_nullable: false, default_value: 2.5 }),
      integer("sla_rounds", { is_nullable: false, default_value: 2 }),
      string("priority"),
      string("status", { is_nullable: false, default_value: "open" }),
      createdAt,
    ],
  ),
  {
    collection: "seed_applications",
    meta: {
      icon: "person_search",
      note: "A learner's application to a job and how far it went: applied | viewed | shortlisted | interview | offer | accepted | declined | rejected | withdrawn | expired",
    },
    fields: [
      id,
      ref("job"),
      user("learner"),
      float("match"),
      string("stage", { is_nullable: false, default_value: "viewed" }),
      // Issue 48, item 1: what the learner wrote and chose to let the company see (nothing unless chosen).
      text("motivation"),
      flag("share_competencies"),
      flag("share_portfolio"),
      flag("share_assessment"),
      moment("applied_at"),
      moment("viewed_at"),
      moment("shortlisted_at"),
      moment("interview_at"),
      moment("offer_at"),
      // Issue 48, item 1 (ADR 041): what the offer says, days in Vietnam; unanswered after its
      // answer-by day it expires (`expired_at`, stamped by seed-partner-rules' schedule).
      day("offer_starts_on"),
      text("offer_terms"),
      day("offer_answer_by"),
      moment("expired_at"),
      moment("decided_at"),
      // Issue 48, item 2: a rejection, with its reason (a key the learner reads in their language).
      moment("rejected_at"),
      string("reject_reason"),
      moment("withdrawn_at"),
      // 0–1, the sample data's former rating of a hire: read by nothing since issue 48, item 5 (the
      // ratings are rows of seed_hire_ratings, ADR 046); kept until a migration drops it.
      float("quality"),
      // Issue 48, item 5: when the hiring managers were asked to rate the hire (seed-partner-rules' schedule, once).
      moment("rating_asked_at"),
    ],
    relations: [
      toItem("seed_applications", "job", "seed_jobs"),
      toUser("seed_applications", "learner", { oneField: "partner_applications" }),
    ],
  },
  {
    collection: "seed_interviews",
    meta: {
      icon: "record_voice_over",
      note: "An interview of an application, by a member of the company, with feedback and rubric scores",
    },
    fields: [
      id,
      ref("application"),
      user("interviewer"),
      moment("at", false),
      text("feedback"),
      json("scores"),
      createdAt,
      // Issue 48, item 3: the learner confirms the interview or asks for another time (../extensions/shared/hiring.mjs, `interviewAnswers`), once.
      string("learner_answer"),
      moment("answered_at"),
    ],
    relations: [toItem("seed_interviews", "application", "seed_applications"), toUser("seed_interviews", "interviewer")],
  },
  {
    // Issue 48, item 3: a job's interview kit, as its hiring manager edited it: the questions its
    // interviewers ask and the rubric's criteria they score 1–5 (../extensions/shared/hiring.mjs,
    // `kitProblem`). One per job; a job without one uses its skills (`defaultKitCriteria`).
    collection: "seed_interview_kits",
    meta: { icon: "checklist", note: "A job's interview kit: questions and the rubric's criteria (text lists), one per job" },
    fields: [id, { ...ref("job"), schema: { is_nullable: false, is_unique: true } }, json("criteria"), json("questions"), createdAt],
    relations: [toItem("seed_interview_kits", "job", "seed_jobs")],
  },
  {
    // Issue 48, item 6 (ADR 046): a learner opened a job's page. One row per learner and job (a unique
    // index behind seed-partner-rules' check), so the funnel's views are people, not page loads.
    collection: "seed_job_views",
    meta: { icon: "visibility", note: "A learner opened a job's page (once per learner and job): the funnel's views" },
    fields: [id, ref("job"), user("learner"), createdAt],
    relations: [toItem("seed_job_views", "job", "seed_jobs"), toUser("seed_job_views", "learner")],
  },
  {
    // Issue 48, item 5 (ADR 046): a hiring manager's rating of a hire, some time after it (the company's
    // `hire_rating_days`): its quality 1–5 and which of the job's skills grew. Once per hire.
    collection: "seed_hire_ratings",
    meta: { icon: "grade", note: "A hiring manager's rating of a hire: quality 1–5 and the job's skills that grew" },
    fields: [
      id,
      { ...ref("application"), schema: { is_nullable: false, is_unique: true } },
      user("rated_by", { nullable: true }),
      integer("quality", { is_nullable: false }),
      json("skills_grown"),
      createdAt,
    ],
    relations: [
      toItem("seed_hire_ratings", "application", "seed_applications"),
      toUser("seed_hire_ratings", "rated_by", { onDelete: "SET NULL" }),
    ],
  },
  ownedByCompany(
    "seed_briefs",
    { icon: "description", note: "A company's project brief or NDA: submitted | approved | rejected (SEED_PM moderates)" },
    [
      string("title", { is_nullable: false }),
      text("body"),
      string("kind", { is_nullable: false, default_value: "brief" }),
      string("status", { is_nullable: false, default_value: "submitted" }),
      user("author", { nullable: true }),
      createdAt,
    ],
    [toUser("seed_briefs", "author", { onDelete: "SET NULL" })],
  ),
  ownedByCompany(
    "seed_audit_log",
    { icon: "history", note: "What a company's members did (append-only: nobody changes or deletes a line)" },
    [user("actor", { nullable: true }), string("action", { is_nullable: false }), string("target"), createdAt],
    [toUser("seed_audit_log", "actor", { onDelete: "SET NULL" })],
  ),
  // Issue 50: staff write them on /staff/invoices, with the period they bill (period_start to period_end).
  ownedByCompany("seed_invoices", { icon: "receipt_long", note: "A company's invoices in VND: open | paid" }, [
    string("number", { is_nullable: false }),
    day("period_start"),
    day("period_end"),
    { field: "amount_vnd", type: "bigInteger", meta: {}, schema: { is_nullable: false } },
    day("issued_on"),
    day("due_on"),
    string("status", { is_nullable: false, default_value: "open" }),
  ]),
  ownedByCompany(
    "seed_partner_events",
    { icon: "event", note: "A company's brand events with the academy (proposed_by: the member who proposed it; empty: the academy's)" },
    [string("title", { is_nullable: false }), moment("starts_at"), string("place"), user("proposed_by", { nullable: true })],
    [toUser("seed_partner_events", "proposed_by", { onDelete: "SET NULL" })],
  ),
  {
    // One member's "I will come" to one of their company's events (the app keeps it to one per member and event).
    collection: "seed_partner_event_rsvps",
    meta: { icon: "how_to_reg", note: "A member's RSVP to their company's event" },
    fields: [id, ref("event"), user("user"), createdAt],
    relations: [toItem("seed_partner_event_rsvps", "event", "seed_partner_events"), toUser("seed_partner_event_rsvps", "user")],
  },
  ownedByCompany("seed_brand_assets", { icon: "image", note: "A company's brand assets: logo | guideline | banner" }, [
    string("title", { is_nullable: false }),
    string("kind"),
    string("url"),
  ]),
  ownedByCompany(
    "seed_partner_office_hours",
    { icon: "event_available", note: "A MENTOR's office hours for learners (published to the learners' mentor slots)" },
    [user("mentor"), moment("starts_at", false), moment("ends_at", false), string("mode"), createdAt],
    [toUser("seed_partner_office_hours", "mentor")],
  ),
  ownedByCompany(
    "seed_partner_tickets",
    { icon: "support_agent", note: "A partner's question to the academy (answered within 4 hours): open | answered | closed" },
    [
      user("author", { nullable: true }),
      string("subject", { is_nullable: false }),
      text("body", { is_nullable: false }),
      string("status", { is_nullable: false, default_value: "open" }),
      createdAt,
      // The academy's answer (issue 47: /staff/tickets), shown to the company under its ticket.
      text("answer"),
      moment("answered_at"),
    ],
    [toUser("seed_partner_tickets", "author", { onDelete: "SET NULL" })],
  ),
  {
    collection: "seed_partner_faq",
    meta: { icon: "quiz", note: "Questions partners ask, with the academy's answers" },
    fields: [id, string("question", { is_nullable: false }), text("answer"), integer("sort")],
  },
];
