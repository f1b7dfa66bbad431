// Issue 46, item 2: the partner portal's permission table (cms/extensions/shared/partner-portal.mjs)
// is the only source of who may do what. A matrix over the table: its pages are the portal's routes;
// every page answers every member, and shows a form only to the member roles the table gives its
// intent; every page's action takes only the table's intents for it (400 for any other), and refuses
// each of them (403) to exactly the member roles the table does not list. The posts are harmless
// where allowed: a field left empty (400) or a row that does not exist (404), so nothing is written.
import { beforeAll, describe, expect, test } from "vitest";
import routeConfig from "~/routes";
import {
  intents,
  jobPages,
  may,
  memberPages,
  memberRoles,
  pageIntents,
  pages,
  type Intent,
  type MemberRole,
} from "../../cms/extensions/shared/partner-portal.mjs";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { pool } from "../support/pool";
import { signInCookie } from "../support/sign-in";

const base = "/partner/portal";
/** One member per member role (company A), and a member without one (company B). */
const members = {
  ORG_ADMIN: "partnerAdmin",
  HIRING_MANAGER: "partnerHiring",
  INTERVIEWER: "partnerInterviewer",
  MENTOR: "partnerMentor",
  SEED_PM: "partnerPm",
  none: "partner2Member",
} as const satisfies Record<MemberRole | "none", keyof typeof accounts>;
type Who = keyof typeof members;
const roleOf = (who: Who): MemberRole | null => (who === "none" ? null : who);
const cookies = {} as Record<Who, string>;
let job = "";
/** A membership of company A that its ORG_ADMIN may change and remove (the sample MENTOR's): a member row's dialogs open on it. */
let member = "";

/** Each intent's harmless form (what it answers a member role that may send it), posted to its page. */
const harmless: Record<Intent, { form: Record<string, string>; allowed: 400 | 404 }> = {
  "create-job": { form: { title: "", location: "HYBRID", priority: "none", slaDays: "2", slaRounds: "1" }, allowed: 400 },
  "save-job": {
    form: { id: "999999999", title: "Permission matrix", location: "HYBRID", priority: "none", slaDays: "2", slaRounds: "1" },
    allowed: 404,
  },
  shortlist: { form: { id: "999999999" }, allowed: 404 },
  "reject-application": { form: { id: "999999999", reason: "skills" }, allowed: 404 },
  schedule: {
    form: { application: "999999999", interviewer: "00000000-0000-4000-8000-000000000000", at: "2099-01-06T09:00" },
    allowed: 404,
  },
  feedback: { form: { id: "999999999", feedback: "Permission matrix", "scores[0]": "3" }, allowed: 404 },
  // A job's interview kit (issue 48, item 3): a job that is not there.
  "save-kit": { form: { job: "999999999", criteria: "Permission matrix" }, allowed: 404 },
  offer: {
    form: { application: "999999999", startsOn: "2099-02-01", answerBy: "2099-01-15", terms: "Permission matrix" },
    allowed: 404,
  },
  // A hire that is not there (issue 48, item 5); hiring settings out of range.
  "rate-hire": { form: { id: "999999999", quality: "3" }, allowed: 404 },
  "hire-settings": { form: { ratingDays: "0", hireValue: "1" }, allowed: 400 },
  ticket: { form: { subject: "", body: "" }, allowed: 400 },
  brief: { form: { title: "", kind: "brief" }, allowed: 400 },
  approve: { form: { id: "999999999" }, allowed: 404 },
  reject: { form: { id: "999999999" }, allowed: 404 },
  "office-hours": { form: { at: "", minutes: "0", mode: "online" }, allowed: 400 },
  "mentor-feedback": { form: { project: "", feedback: "" }, allowed: 400 },
  "member-role": { form: { id: "999999999", role: "none" }, allowed: 404 },
  invite: { form: { email: "not-an-address", role: "INTERVIEWER" }, allowed: 400 },
  notifications: { form: { mail: "not-a-choice" }, allowed: 400 },
  connect: { form: { kind: "no-such-kind", provider: "Permission matrix" }, allowed: 400 },
  disconnect: { form: { kind: "no-such-kind" }, allowed: 400 },
  "propose-event": { form: { title: "", at: "" }, allowed: 400 },
  "add-asset": { form: { title: "", kind: "logo", url: "" }, allowed: 400 },
  "remove-asset": { form: { id: "999999999" }, allowed: 404 },
  "remove-member": { form: { id: "999999999" }, allowed: 404 },
  rsvp: { form: { id: "999999999" }, allowed: 404 },
  "cancel-rsvp": { form: { id: "999999999" }, allowed: 404 },
};

/**
 * The job's form is also its details: a member role that may not save it sees it with a notice that
 * it is read-only (its action refuses them); the schedule page's form likewise. Every other form is
 * shown only to the member roles the table gives it.
 */
const shownToEveryMember: Record<string, Intent> = {
  "talent-pipeline/jobs/new": "create-job",
  "talent-pipeline/jobs/:id": "save-job",
  "talent-pipeline/jobs/:id/interviews/schedule": "schedule",
};

/**
 * Every page of the table, by its route pattern below the portal, and a URL of it (a job's pages: a
 * job of company A; a member row's dialogs: a member of company A, or to post, one that is not there,
 * since their action takes the row from the URL).
 */
const tablePages = () => [...Object.keys(pages), ...Object.keys(jobPages), ...Object.keys(memberPages)];
const urlOf = (pattern: string, to: "open" | "post" = "open") =>
  `${base}/${pattern.replace(":id", pattern in memberPages ? (to === "post" ? "999999999" : member) : job)}`;

async function post(url: string, who: Who, form: Record<string, string>) {
  const response = await fetch(`${testEnv.appUrl}${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookies[who]}` },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** The intents of the forms a page's HTML holds (a form's hidden `intent`, or a button's). */
function formsShown(html: string) {
  const shown = new Set<string>();
  for (const [tag] of html.matchAll(/<(?:input|button)\b[^>]*\bname="intent"[^>]*>/g)) {
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
    if (value) shown.add(value);
  }
  return shown;
}

/** Every path of app/routes.ts, with a leading slash. */
function routePatterns(routes: readonly RouteEntry[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [path || "/"] : [];
    return [...own, ...routePatterns(route.children ?? [], path)];
  });
}
interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

beforeAll(async () => {
  for (const who of Object.keys(members) as Who[]) cookies[who] = await signInCookie(accounts[members[who]]);
  const [row] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_jobs?filter[company][name][_eq]=Lotus%20Commerce&fields=id&sort=id&limit=1",
  );
  job = String(row.id);
  const [mentor] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_company_members?filter[user][email][_eq]=${encodeURIComponent(accounts.partnerMentor.email)}&fields=id`,
  );
  member = String(mentor.id);
});

describe("the partner portal's permission table", () => {
  test("lists the portal's pages: each is a route of app/routes.ts, and the portal has no other", () => {
    const routes = routePatterns(routeConfig as RouteEntry[]).filter((pattern) => pattern.startsWith(`${base}/`));
    // Besides the pages: the index (a redirect to the dashboard), the member's own notifications (every
    // member's, not the company's: issue 47) and the 404 for any other path.
    // And an invoice as a page to print (issue 50): no forms, read as the invoices page reads them.
    const invoice = `${base}/billing-contracts/invoices/:id`;
    expect(routes.sort()).toEqual([...tablePages().map((page) => `${base}/${page}`), `${base}/notifications`, invoice, `${base}/*`].sort());
  });

  test("gives every intent to member roles only, and every intent to a page", () => {
    for (const [intent, { roles }] of Object.entries(intents)) {
      if (roles !== "any") expect(memberRoles, intent).toEqual(expect.arrayContaining([...roles]));
      expect(tablePages().filter((page) => pageIntents(page).includes(intent as Intent)).length, intent).toBeGreaterThan(0);
    }
  });

  test("every page opens to every member (a member row's dialogs: to the member roles of its intent), and shows a form only to the member roles the table gives it", async () => {
    const cases = tablePages().flatMap((page) => (Object.keys(members) as Who[]).map((who) => ({ page, who })));
    const wrong = await pool(
      cases.map(({ page, who }) => async () => {
        const response = await fetch(`${testEnv.appUrl}${urlOf(page)}`, {
          headers: { Cookie: `lng=en; ${cookies[who]}` },
          redirect: "manual",
        });
        const html = await response.text();
        // A job of company A is no page for company B's member: not found, and nothing of it shown.
        // A member row's dialog opens to the member roles of its intent only (the others: 403).
        const expected =
          page in memberPages ? (may(roleOf(who), pageIntents(page)[0]) ? 200 : 403) : who === "none" && page in jobPages ? 404 : 200;
        if (response.status !== expected) return [`${who} GET ${page}: ${response.status}, not ${expected}`];
        const shown = formsShown(html);
        const refused = Object.keys(intents).filter(
          (intent) => shown.has(intent) && !may(roleOf(who), intent as Intent) && shownToEveryMember[page] !== intent,
        );
        // A member row's dialog is shown over its list: the list's forms are on the page too.
        const listed = [...pageIntents(page), ...(page in memberPages ? pageIntents(page.replace(/\/:id\/[^/]+$/, "")) : [])];
        const foreign = [...shown].filter((intent) => !listed.includes(intent as Intent));
        return [
          ...refused.map((intent) => `${who} sees the form ${intent} on ${page}, which the table does not give them`),
          ...foreign.map((intent) => `${page} shows the form ${intent}, which the table does not list for it`),
        ];
      }),
      4,
    );
    expect(wrong.flat()).toEqual([]);
  });

  test("every page's action refuses each of its forms to exactly the member roles the table does not list", async () => {
    const cases = tablePages().flatMap((page) =>
      pageIntents(page).flatMap((intent) => (Object.keys(members) as Who[]).map((who) => ({ page, intent, who }))),
    );
    const wrong = await pool(
      cases.map(({ page, intent, who }) => async () => {
        const expected = may(roleOf(who), intent) ? harmless[intent].allowed : 403;
        const status = await post(urlOf(page, "post"), who, { intent, ...harmless[intent].form });
        return status === expected ? [] : [`${who} POST ${intent} to ${page}: ${status}, not ${expected}`];
      }),
      4,
    );
    expect(wrong.flat()).toEqual([]);
  });

  test("every page's action takes only the table's intents for it: any other is refused, even to an ORG_ADMIN", async () => {
    const cases = tablePages().flatMap((page) =>
      (Object.keys(intents) as Intent[]).filter((intent) => !pageIntents(page).includes(intent)).map((intent) => ({ page, intent })),
    );
    // 400 names the unknown intent; a page without any action (the dashboard, analytics, the job list, the offers) is a 405.
    const withoutAction = ["dashboard", "analytics", "talent-pipeline/jobs", "talent-pipeline/offers"];
    const wrong = await pool(
      cases.map(({ page, intent }) => async () => {
        const expected = withoutAction.includes(page) ? 405 : 400;
        const status = await post(urlOf(page, "post"), "ORG_ADMIN", { intent, ...harmless[intent].form });
        return status === expected ? [] : [`ORG_ADMIN POST ${intent} to ${page}: ${status}, not ${expected}`];
      }),
      4,
    );
    expect(wrong.flat()).toEqual([]);
  }, 180_000); // every page × every other intent: many posts, slow on a busy machine
});
