// Who may do what, and which pages there are: the portal's permission table (issue 46, item 2), which
// Directus' permissions and hook read too. Read it through here: it is typed by its .d.mts.
import {
  companyRoles,
  may,
  memberRoles,
  ownInterviewsOnly,
  pageIntents,
  pages,
  quickActions,
  reads,
  rowPagesOf,
  sections,
  type Intent,
  type MemberRole,
} from "../../../../cms/extensions/shared/partner-portal.mjs";

/** The enterprise partner portal (spec 001 §2) under /partner/portal. */
export const partnerPortalPath = "/partner/portal";
export const partnerDashboardPath = `${partnerPortalPath}/dashboard`;
export const partnerHref = (path: string) => `${partnerPortalPath}/${path}`;
/** Settings › members, the list its rows' dialogs are over (`memberPages`). */
export const membersList = partnerHref("settings/members");

export { companyRoles, may, memberRoles, pageIntents, quickActions, reads, type Intent, type MemberRole };
export const isMemberRole = (value: unknown): value is MemberRole => memberRoles.includes(value as MemberRole);

/**
 * The portal's sections and their pages (spec 001 §2's links), in its order: the sidebar lists the
 * sections, each section page lists its pages; breadcrumbs follow the same tree.
 */
export const partnerSections = sections;

/** Every page with a name of its own (the translation key under `pages`), by its path. */
export const pageKeys: Record<string, string> = Object.fromEntries(Object.entries(pages).map(([path, page]) => [path, page.key]));

/**
 * Which of the page's forms (by intent) a member with this member role may send, its rows' dialogs
 * (child routes, `memberPages`) included: what its view shows them.
 */
export const formsFor = (role: MemberRole | null, path: string) =>
  Object.fromEntries([path, ...rowPagesOf(path)].flatMap(pageIntents).map((intent) => [intent, may(role, intent)])) as Partial<
    Record<Intent, boolean>
  >;

/** Whether a member with this member role sees only their own interviews (an INTERVIEWER), not the company's. */
export const seesOwnInterviewsOnly = (role: MemberRole | null) => role !== null && ownInterviewsOnly.includes(role);

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
    else if (/^talent-pipeline\/jobs\/\d+\/offer$/.test(path)) crumbs.push({ key: "makeOffer", to });
    else if (/^talent-pipeline\/jobs\/\d+\/kit$/.test(path)) crumbs.push({ key: "jobKit", to });
  }
  return crumbs;
}

/** The section a path belongs to (its first part), for the sidebar's current item and the section's pages. */
export function sectionOf(pathname: string) {
  const first = pathname.slice(partnerPortalPath.length + 1).split("/")[0];
  return partnerSections.find((s) => s.path === first) ?? null;
}

/** Quick actions per member role (spec 001 §6), each a page of the portal. */
export const quickActionsFor = (role: MemberRole | null) => (role ? quickActions[role] : []);
