// The partner portal's permission table (issue 46, item 2; spec 001 §2 and §6): a member role's
// pages, quick actions and form intents, and the company rows' field lists, declared once. The app
// (navigation, guards, views: through app/features/portals/partner/paths.ts), the Directus permissions
// (cms/permissions/partners.mjs), the schema's role choices and the Directus hook
// (cms/extensions/seed-partner-rules) all import this file. It lives in cms/extensions because every
// start copies that folder next to Directus, and a hook can import only what is copied with it: keep
// it plain JavaScript with no imports.

/** The member roles (spec 001 §6); a member may have none. */
export const memberRoles = ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR", "SEED_PM"];
/** The member roles a company gives its own people: the Seed PM is the academy's, assigned by its staff only (issue 51, item 2). */
export const companyRoles = ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR"];

const hiring = ["ORG_ADMIN", "HIRING_MANAGER"];
const brand = ["ORG_ADMIN", "SEED_PM"];

/**
 * Every form of the portal by its intent: the member roles that may send it ("any": every member,
 * with a member role or none) and the collections it creates rows in (the hook allows a create to
 * the member roles of the intents that make it). Each page lists its own intents below.
 */
export const intents = {
  // The talent pipeline.
  "create-job": { roles: hiring, creates: ["seed_jobs"] },
  "save-job": { roles: hiring },
  shortlist: { roles: hiring },
  // Turning an application down, with a reason the learner reads in kind words (issue 48).
  "reject-application": { roles: hiring },
  schedule: { roles: hiring, creates: ["seed_interviews"] },
  // Any member role; the interview's own interviewer is checked on the row.
  feedback: { roles: memberRoles },
  // A job's interview kit (issue 48, item 3): its questions and rubric, edited by the hiring side.
  "save-kit": { roles: hiring, creates: ["seed_interview_kits"] },
  // The learner accepts or declines an offer in their portal (issue 48): the company only makes it.
  offer: { roles: hiring },
  // Issue 48, item 5 (ADR 046): the job's company's HIRING_MANAGER rates a hire once its time has come.
  "rate-hire": { roles: ["HIRING_MANAGER"], creates: ["seed_hire_ratings"] },
  // The section pages.
  ticket: { roles: "any", creates: ["seed_partner_tickets"] },
  brief: { roles: ["ORG_ADMIN", "HIRING_MANAGER", "SEED_PM", "MENTOR"], creates: ["seed_briefs"] },
  approve: { roles: ["SEED_PM"] },
  reject: { roles: ["SEED_PM"] },
  // A MENTOR's office hours are published as mentor slots, which learners book.
  "office-hours": { roles: ["MENTOR"], creates: ["seed_partner_office_hours", "seed_mentor_slots"] },
  // A mentor's feedback on a project a learner brought to their office hours (issue 49, item 5).
  "mentor-feedback": { roles: ["MENTOR"], creates: ["seed_mentor_feedback"] },
  "member-role": { roles: ["ORG_ADMIN"] },
  // Removing a member ends their membership and their sessions (issue 51, item 5); never the Seed PM nor the last ORG_ADMIN.
  "remove-member": { roles: ["ORG_ADMIN"] },
  // An invitation adds the invitee's membership.
  invite: { roles: ["ORG_ADMIN"], creates: ["seed_company_members"] },
  // Every member's own notifications by mail (issue 47, item 3, ADR 033): no longer the company's switch.
  notifications: { roles: "any" },
  connect: { roles: ["ORG_ADMIN"] },
  disconnect: { roles: ["ORG_ADMIN"] },
  // Issue 48, item 5: when hires are rated and what one is worth (the ROI estimate), the ORG_ADMIN's.
  "hire-settings": { roles: ["ORG_ADMIN"] },
  "propose-event": { roles: brand, creates: ["seed_partner_events"] },
  "add-asset": { roles: brand, creates: ["seed_brand_assets"] },
  "remove-asset": { roles: brand },
  rsvp: { roles: brand, creates: ["seed_partner_event_rsvps"] },
  "cancel-rsvp": { roles: brand },
};

/** Whether a member with this member role (null: none) may send the form `intent`. */
export const may = (role, intent) => {
  const roles = intents[intent].roles;
  return roles === "any" || (role != null && roles.includes(role));
};

/** The member roles that may create a row in `collection` ("any", or a list; empty when no form does). */
export const createRoles = (collection) => {
  const making = Object.values(intents).filter((form) => form.creates?.includes(collection));
  if (making.some((form) => form.roles === "any")) return "any";
  return [...new Set(making.flatMap((form) => form.roles))];
};

/**
 * Every page with a name of its own (its key names it under `pages` in locales/*\/portal-partner.json),
 * by its path below /partner/portal, with the intents of the forms it shows (a job's own pages, under
 * its id: `jobPages`). Every member opens every page; a page shows a form only to the member roles of
 * its intent, and its action takes only its intents.
 */
export const pages = {
  dashboard: { key: "dashboard" },
  analytics: { key: "analytics" },
  "talent-pipeline": { key: "talentPipeline" },
  "talent-pipeline/jobs": { key: "jobs" },
  "talent-pipeline/jobs/new": { key: "newJob", intents: ["create-job"] },
  "talent-pipeline/shortlist": { key: "shortlist" },
  "talent-pipeline/interviews": { key: "interviews", intents: ["feedback"] },
  "talent-pipeline/interviews/kit": { key: "kit" },
  // The offers: a list; an offer is made on its job's page (ADR 041: it asks for dates and terms).
  "talent-pipeline/offers": { key: "offers", intents: [] },
  // The company's hires and their ratings (issue 48, item 5).
  "talent-pipeline/hires": { key: "hires", intents: ["rate-hire"] },
  "co-design": { key: "coDesign" },
  "co-design/skill-matrix": { key: "skillMatrix" },
  "co-design/curriculum": { key: "curriculum" },
  "co-design/briefs": { key: "briefs", intents: ["brief", "approve", "reject"] },
  mentoring: { key: "mentoring" },
  "mentoring/calendar": { key: "calendar" },
  "mentoring/schedule": { key: "schedule", intents: ["office-hours"] },
  "mentoring/feedback": { key: "feedback", intents: ["mentor-feedback"] },
  "brand-partnership": { key: "brand" },
  "brand-partnership/events": { key: "events", intents: ["propose-event", "rsvp", "cancel-rsvp"] },
  "brand-partnership/assets": { key: "assets", intents: ["add-asset", "remove-asset"] },
  "billing-contracts": { key: "billing" },
  "billing-contracts/invoices": { key: "invoices" },
  "billing-contracts/plans": { key: "plans" },
  "security-compliance": { key: "security" },
  "security-compliance/roles": { key: "roles" },
  "security-compliance/audit-log": { key: "auditLog" },
  settings: { key: "settings" },
  // Its rows' Change role and Remove are child routes of their own (`memberPages`).
  "settings/members": { key: "members", intents: ["invite"] },
  "settings/integrations": { key: "integrations", intents: ["connect", "disconnect"] },
  "settings/notifications": { key: "notifications", intents: ["notifications"] },
  "settings/hiring": { key: "hiringSettings", intents: ["hire-settings"] },
  help: { key: "help" },
  "help/faq": { key: "faq" },
  "help/ticket": { key: "ticket", intents: ["ticket"] },
};

/**
 * A job's own pages (React Router's patterns below /partner/portal), with the intents of their forms:
 * the job's form, its candidates to shortlist, an interview to schedule, an offer to make, its interview kit.
 */
export const jobPages = {
  "talent-pipeline/jobs/:id": { intents: ["save-job"] },
  "talent-pipeline/jobs/:id/shortlist": { intents: ["shortlist", "reject-application"] },
  "talent-pipeline/jobs/:id/interviews/schedule": { intents: ["schedule"] },
  "talent-pipeline/jobs/:id/offer": { intents: ["offer"] },
  "talent-pipeline/jobs/:id/kit": { intents: ["save-kit"] },
};

/**
 * A member row's actions on settings › members (issue 46, item 1; ADR 055): child routes of the list,
 * under the membership's id, each a dialog over it (a page of its own without JavaScript). The list
 * shows a row's link to the member roles of its intent; the child's loader and action refuse the others.
 */
export const memberPages = {
  "settings/members/:id/role": { intents: ["member-role"] },
  "settings/members/:id/remove": { intents: ["remove-member"] },
};

/** The row pages of the page at `path` (its `memberPages`). */
export const rowPagesOf = (path) => Object.keys(memberPages).filter((pattern) => pattern.startsWith(`${path}/:id/`));

/** The intents of the forms the page at `path` (a path of `pages`, a pattern of `jobPages` or `memberPages`) shows; its action takes only those. */
export const pageIntents = (path) => pages[path]?.intents ?? jobPages[path]?.intents ?? memberPages[path]?.intents ?? [];

/** The sections (spec 001 §2's links), in the sidebar's order, each with its pages in the order its tabs show them. */
export const sections = [
  { id: "dashboard", path: "dashboard", pages: [] },
  { id: "analytics", path: "analytics", pages: [] },
  {
    id: "talentPipeline",
    path: "talent-pipeline",
    pages: [
      "talent-pipeline/jobs",
      "talent-pipeline/shortlist",
      "talent-pipeline/interviews",
      "talent-pipeline/interviews/kit",
      "talent-pipeline/offers",
      "talent-pipeline/hires",
    ],
  },
  { id: "coDesign", path: "co-design", pages: ["co-design/skill-matrix", "co-design/curriculum", "co-design/briefs"] },
  { id: "mentoring", path: "mentoring", pages: ["mentoring/calendar", "mentoring/schedule", "mentoring/feedback"] },
  { id: "brand", path: "brand-partnership", pages: ["brand-partnership/events", "brand-partnership/assets"] },
  { id: "billing", path: "billing-contracts", pages: ["billing-contracts/invoices", "billing-contracts/plans"] },
  { id: "security", path: "security-compliance", pages: ["security-compliance/roles", "security-compliance/audit-log"] },
  { id: "settings", path: "settings", pages: ["settings/members", "settings/integrations", "settings/notifications", "settings/hiring"] },
  { id: "help", path: "help", pages: ["help/faq", "help/ticket"] },
];

/** Quick actions per member role (spec 001 §6), each a page of the portal. */
export const quickActions = {
  ORG_ADMIN: [
    { id: "orgAdmin", path: "settings/members" },
    { id: "billing", path: "billing-contracts" },
    { id: "integrations", path: "settings/integrations" },
  ],
  HIRING_MANAGER: [
    { id: "newJob", path: "talent-pipeline/jobs/new" },
    { id: "shortlist", path: "talent-pipeline/shortlist" },
    { id: "interviewCalendar", path: "talent-pipeline/interviews" },
  ],
  INTERVIEWER: [
    { id: "ownInterviews", path: "talent-pipeline/interviews" },
    { id: "kit", path: "talent-pipeline/interviews/kit" },
  ],
  MENTOR: [
    { id: "officeHours", path: "mentoring/schedule" },
    { id: "projectFeedback", path: "mentoring/feedback" },
  ],
  SEED_PM: [
    { id: "moderation", path: "co-design/briefs" },
    { id: "slaCompliance", path: "security-compliance" },
  ],
};

/** The member roles that see only their own interviews (the interview calendar: the others see the company's). */
export const ownInterviewsOnly = ["INTERVIEWER"];

/**
 * The company's rows a member reads only with a member role (issue 51, item 5): a member whose member
 * role is none reads none of them (Directus' read filters and the app's readers both ask `reads`).
 */
export const readRoles = {
  /** Candidates: the applications to the company's jobs, and their competencies. */
  candidates: memberRoles,
  /** Interviews and their feedback (the roles of `ownInterviewsOnly`: their own interviews only). */
  interviews: memberRoles,
  invoices: memberRoles,
  auditLog: memberRoles,
};

/** Whether a member with this member role (null: none) reads the rows of `kind` (a key of `readRoles`). */
export const reads = (role, kind) => role != null && readRoles[kind].includes(role);

/**
 * The fields of a company's rows that the app reads and Directus lets a member read (and, for a job,
 * write): the app adds the ids and relations it follows, the permissions the company and stamps.
 */
export const fields = {
  company: ["name", "domain", "billing_plan", "ats_integration", "sso", "notify_email", "hire_rating_days", "hire_value_vnd"],
  job: ["title", "skills", "location", "sla_days", "sla_rounds", "priority", "status"],
  /**
   * An application's match and its stage, each stage with its time, what the learner wrote and chose
   * to share (issue 48), a rejection's reason, and when a hire's rating was asked for (the ratings
   * themselves are seed_hire_ratings; the former `quality` column is read by no one: ADR 046).
   */
  application: [
    "match",
    "stage",
    "motivation",
    "share_competencies",
    "share_portfolio",
    "share_assessment",
    "applied_at",
    "viewed_at",
    "shortlisted_at",
    "interview_at",
    "offer_at",
    "offer_starts_on",
    "offer_terms",
    "offer_answer_by",
    "expired_at",
    "decided_at",
    "rejected_at",
    "reject_reason",
    "withdrawn_at",
    "rating_asked_at",
  ],
};
