/** The enterprise partner portal (spec 001 §2) under /partner/portal. */
export const partnerPortalPath = "/partner/portal";
export const partnerDashboardPath = `${partnerPortalPath}/dashboard`;
export const partnerHref = (path: string) => `${partnerPortalPath}/${path}`;

/** The member roles (spec 001 §6); a member may have none. */
export const memberRoles = ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR", "SEED_PM"] as const;
export type MemberRole = (typeof memberRoles)[number];
export const isMemberRole = (value: unknown): value is MemberRole => memberRoles.includes(value as MemberRole);
/**
 * The member roles a company gives its own people (issue 51, item 2): the Seed PM moderates the
 * company's briefs and NDAs for the academy, so only the academy's staff assign it (in Directus).
 */
export const companyRoles = ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR"] as const satisfies readonly MemberRole[];

/**
 * The portal's sections and their pages (spec 001 §2's links), in its order: the sidebar lists the
 * sections, each section page lists its pages; breadcrumbs follow the same tree.
 */
export const partnerSections = [
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
    ],
  },
  { id: "coDesign", path: "co-design", pages: ["co-design/skill-matrix", "co-design/curriculum", "co-design/briefs"] },
  { id: "mentoring", path: "mentoring", pages: ["mentoring/calendar", "mentoring/schedule", "mentoring/feedback"] },
  { id: "brand", path: "brand-partnership", pages: ["brand-partnership/events", "brand-partnership/assets"] },
  { id: "billing", path: "billing-contracts", pages: ["billing-contracts/invoices", "billing-contracts/plans"] },
  { id: "security", path: "security-compliance", pages: ["security-compliance/roles", "security-compliance/audit-log"] },
  { id: "settings", path: "settings", pages: ["settings/members", "settings/integrations", "settings/notifications"] },
  { id: "help", path: "help", pages: ["help/faq", "help/ticket"] },
] as const;

/** Every page with a name of its own (the translation key under `pages`), by its path. */
export const pageKeys: Record<string, string> = {
  dashboard: "dashboard",
  analytics: "analytics",
  "talent-pipeline": "talentPipeline",
  "talent-pipeline/jobs": "jobs",
  "talent-pipeline/jobs/new": "newJob",
  "talent-pipeline/shortlist": "shortlist",
  "talent-pipeline/interviews": "interviews",
  "talent-pipeline/interviews/kit": "kit",
  "talent-pipeline/offers": "offers",
  "co-design": "coDesign",
  "co-design/skill-matrix": "skillMatrix",
  "co-design/curriculum": "curriculum",
  "co-design/briefs": "briefs",
  mentoring: "mentoring",
  "mentoring/calendar": "calendar",
  "mentoring/schedule": "schedule",
  "mentoring/feedback": "feedback",
  "brand-partnership": "brand",
  "brand-partnership/events": "events",
  "brand-partnership/assets": "assets",
  "billing-contracts": "billing",
  "billing-contracts/invoices": "invoices",
  "billing-contracts/plans": "plans",
  "security-compliance": "security",
  "security-compliance/roles": "roles",
  "security-compliance/audit-log": "auditLog",
  settings: "settings",
  "settings/members": "members",
  "settings/integrations": "integrations",
  "settings/notifications": "notifications",
  help: "help",
  "help/faq": "faq",
  "help/ticket": "ticket",
};

export interface Crumb {
  /** A page key (translated under `pages`), or a name as it is (a job's title). */
  key?: string;
  label?: string;
  to: string;
}

/**
 * The breadcrumbs of a portal path: the portal, then each ancestor that is a page of its own, then
 * the page. `/talent-pipeline/jobs/7/shortlist` → Talent pipeline › Jobs › (job 7) › Shortlist.
 */
export function crumbsFor(pathname: string, named: Record<string, string> = {}): Crumb[] {
  const rest = pathname.startsWith(`${partnerPortalPath}/`) ? pathname.slice(partnerPortalPath.length + 1).replace(/\/$/, "") : "";
  const parts = rest ? rest.split("/") : [];
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const path = parts.slice(0, i).join("/");
    const to = partnerHref(path);
    if (pageKeys[path]) crumbs.push({ key: pageKeys[path], to });
    else if (named[path]) crumbs.push({ label: named[path], to });
    else if (/^talent-pipeline\/jobs\/\d+\/shortlist$/.test(path)) crumbs.push({ key: "jobShortlist", to });
    else if (/^talent-pipeline\/jobs\/\d+\/interviews\/schedule$/.test(path)) crumbs.push({ key: "scheduleInterview", to });
  }
  return crumbs;
}

/** The section a path belongs to (its first part), for the sidebar's current item and the section's pages. */
export function sectionOf(pathname: string) {
  const first = pathname.slice(partnerPortalPath.length + 1).split("/")[0];
  return partnerSections.find((s) => s.path === first) ?? null;
}

/** Quick actions per member role (spec 001 §6), each a page of the portal. */
export const quickActions: Record<MemberRole, { id: string; path: string }[]> = {
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

export const quickActionsFor = (role: MemberRole | null) => (role ? quickActions[role] : []);

/** The interview kit's rubric (spec: question kit and rubric), 1–5 each. */
export const rubric = ["problem", "communication", "skills"] as const;
