// Issue 25: the data-level matrix. For every collection the app declares and every kind of person,
// what Directus itself lets them read and write, asked with each person's own token (the route
// matrix, authz-matrix.test.ts, checks the pages; this checks the second lock behind them). A new
// collection fails the first test until its row here says who may read and write it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { collections } from "../../cms/schema/index.mjs";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";

type Person = "visitor" | "learner" | "faculty" | "editor" | "contentAdmin" | "partner";
const people: Person[] = ["visitor", "learner", "faculty", "editor", "contentAdmin", "partner"];

/**
 * What a person reads of a collection: "none" (403), "all" (every row the administrator sees), or
 * "some" (fewer: their own, their classes', the published ones — never every row).
 */
type Reach = "none" | "some" | "all";
/** Reads, and the writes allowed (anything not listed is refused with 403). */
type Row = { read: Record<Person, Reach>; create?: Person[]; update?: Person[] };

const nobody: Record<Person, Reach> = {
  visitor: "none",
  learner: "none",
  faculty: "none",
  editor: "none",
  contentAdmin: "none",
  partner: "none",
};
const learning = (learner: Reach, faculty: Reach, more: Partial<Record<Person, Reach>> = {}): Record<Person, Reach> => ({
  ...nobody,
  learner,
  faculty,
  ...more,
});
/** A partner company's rows: its members only (the sample hiring manager's company A). */
const company = (partner: Reach): Record<Person, Reach> => ({ ...nobody, partner });
const published: Record<Person, Reach> = {
  visitor: "some",
  learner: "some",
  faculty: "some",
  editor: "all",
  contentAdmin: "all",
  partner: "some",
};
/** Collections the sample data leaves empty: readable ("all" of nothing) or not. */
const empty = (readers: Person[]): Record<Person, Reach> => ({ ...nobody, ...Object.fromEntries(readers.map((p) => [p, "all"])) });

const matrix: Record<string, Row> = {
  seed_post_meta: { read: published, create: ["editor", "contentAdmin"], update: ["editor", "contentAdmin"] },
  seed_post_detail: { read: published, create: ["editor", "contentAdmin"], update: ["editor", "contentAdmin"] },
  // Old slugs of renamed posts (issue 27): their redirects are public for published posts.
  seed_post_slug: {
    read: empty(["visitor", "learner", "faculty", "editor", "contentAdmin", "partner"]),
    create: ["editor", "contentAdmin"],
    update: ["editor", "contentAdmin"],
  },
  // Forms arrive through the app's service account; staff read them on the staff pages.
  seed_cooperation_requests: { read: empty(["contentAdmin"]), update: ["contentAdmin"] },
  // Staff may unsubscribe an address on the person's behalf (status and date only; issue 25's row menu).
  seed_newsletter_subscribers: { read: empty(["contentAdmin"]), update: ["contentAdmin"] },
  seed_outbox: { read: nobody },
  // The admin content page (issue 29) reads the catalogue, classes and enrolments to assign learners.
  // The academy's structure (issue 50): content administrators create and change courses and classes.
  seed_courses: { read: learning("all", "all", { contentAdmin: "all" }), create: ["contentAdmin"], update: ["contentAdmin"] },
  // Cohorts (issue 50): content administrators run them; every other role reads a class's cohort by its name only.
  seed_cohorts: { read: { ...nobody, contentAdmin: "all" }, create: ["contentAdmin"], update: ["contentAdmin"] },
  seed_classes: { read: learning("some", "some", { contentAdmin: "all" }), create: ["contentAdmin"], update: ["contentAdmin"] },
  seed_enrolments: { read: learning("some", "some", { contentAdmin: "all" }), create: ["contentAdmin"] },
  // View details on the admin page (issue 29): learners' profiles, projects and grades, read only.
  seed_learner_profiles: { read: learning("some", "none", { contentAdmin: "all" }), create: ["learner"], update: ["learner"] },
  // A partner reads the competencies of its jobs' candidates only (both sample learners applied to company A).
  seed_competencies: { read: learning("some", "none", { partner: "all" }), create: ["learner"], update: ["learner"] },
  // Progress over time: each assessment keeps that week's levels (issue 26, the analytics page).
  // A company reads a candidate's assessment and passed projects only when they chose to share them
  // (issue 48: the sample's second learner shares neither).
  seed_competency_snapshots: { read: learning("some", "none", { partner: "some" }), create: ["learner"], update: ["learner"] },
  // The levels a learner's grades give them (issue 49, ADR 042): their own, read only; Directus' hook writes them.
  // A teacher reads their classes' learners' graded levels (issue 49).
  seed_graded_competencies: { read: learning("some", "some") },
  seed_graded_snapshots: { read: learning("some", "none") },
  // Projects from partners' briefs (issue 49, item 4): a teacher makes and grades their classes' (the
  // sample's projects name no class), a content administrator those of any class.
  seed_projects: {
    read: learning("some", "some", { contentAdmin: "all", partner: "some" }),
    create: ["faculty", "contentAdmin"],
    update: ["faculty", "contentAdmin"],
  },
  seed_next_actions: { read: learning("some", "none"), create: ["learner"], update: ["learner"] },
  // Every person's own notifications (issue 47): read and marked read, never created with a person's token.
  seed_notifications: {
    read: { ...nobody, learner: "some", faculty: "some", editor: "some", contentAdmin: "some", partner: "some" },
    update: ["learner"],
  },
  // Open slots and one's own; partners' mentors open office hours as slots (issue 30) and read their
  // own slots with who booked them (issue 49, item 5: the sample hiring manager has none).
  seed_mentor_slots: { read: learning("some", "none", { partner: "some" }), create: ["partner"], update: ["learner"] },
  // A mentor's feedback on a learner's project (issue 49, item 5): the learner's and the mentor's own
  // (the sample has none); written by a MENTOR only (the hook refuses the sample hiring manager).
  seed_mentor_feedback: { read: empty(["learner", "partner"]), create: ["partner"] },
  // A teacher sets, changes and removes their classes' coursework (issue 49).
  seed_grading_items: { read: learning("some", "some", { contentAdmin: "all" }), create: ["faculty"], update: ["faculty"] },
  seed_grades: { read: learning("some", "some", { contentAdmin: "all" }), create: ["faculty"], update: ["faculty"] },
  seed_attendance: { read: learning("some", "some"), create: ["faculty"], update: ["faculty"] },
  seed_announcements: { read: learning("some", "some"), create: ["faculty"] },
  // The admin page's Message writes to a learner (issue 29).
  seed_messages: { read: learning("some", "some"), create: ["learner", "faculty", "contentAdmin"], update: ["learner", "faculty"] },
  // Learners and teachers read the published ones (the sample's are all published); content
  // administrators write them on /staff/resources (issue 50).
  seed_resources: { read: learning("all", "all", { contentAdmin: "all" }), create: ["contentAdmin"], update: ["contentAdmin"] },
  // Both FAQs (issue 50): learners read the learners' published questions, partners the partners';
  // content administrators write them on /staff/faq.
  seed_faq: {
    read: { ...nobody, learner: "some", partner: "some", contentAdmin: "all" },
    create: ["contentAdmin"],
    update: ["contentAdmin"],
  },
  // The short assessment's questions: the same for every learner and teacher (ADR 027).
  seed_assessment_questions: { read: learning("all", "all") },
  // A learner's own submissions; the teacher of the class reads them (both sample learners handed in one).
  seed_submissions: { read: learning("some", "some"), create: ["learner"] },
  // Each teacher's own schedule (lecture, office hours, lab), which they keep themselves.
  seed_schedule: { read: learning("none", "some"), create: ["faculty"], update: ["faculty"] },
  // Staff answer, close and reopen them on /staff/tickets (issue 47).
  seed_help_tickets: { read: learning("some", "none", { contentAdmin: "all" }), create: ["learner"], update: ["contentAdmin"] },
  // The partner portal (issue 30): each company's rows to its own members only.
  // Content administrators choose a company's plan on /staff/companies (issue 50), and count what a
  // company holds before a delete: its rows' id and company, never their content.
  // Content administrators also write the plans and every company's invoices (/staff/plans, /staff/invoices).
  seed_partner_plans: { read: { ...company("all"), contentAdmin: "all" }, create: ["contentAdmin"], update: ["contentAdmin"] },
  // Learners read every partner company (by name) and every open job (all the sample's are), and
  // only their own job matches (the learner portal's market, issue 26).
  // /staff/tickets names a partner's company (issue 47).
  seed_companies: {
    read: { ...company("some"), learner: "all", contentAdmin: "all" },
    create: ["contentAdmin"],
    update: ["partner", "contentAdmin"],
  },
  seed_company_members: {
    read: { ...company("some"), contentAdmin: "all" },
    create: ["partner", "contentAdmin"],
    update: ["partner", "contentAdmin"],
  },
  seed_jobs: { read: { ...company("some"), learner: "all", contentAdmin: "all" }, create: ["partner"], update: ["partner"] },
  // A learner applies as themselves, withdraws and answers an offer (issue 48); the company moves the rest.
  seed_applications: { read: { ...company("some"), learner: "some" }, create: ["learner"], update: ["partner", "learner"] },
  // A learner reads the interviews of their own applications and answers them (issue 48, item 3).
  seed_interviews: { read: { ...company("all"), learner: "some" }, create: ["partner"], update: ["partner", "learner"] },
  // A learner's view of a job's page, once (issue 48, item 6): their own; the company counts its own jobs' (both sample learners opened company A's job).
  seed_job_views: { read: { ...company("some"), learner: "some" }, create: ["learner"] },
  // A job's interview kit (issue 48, item 3): the sample data has none; the company's hiring side writes them.
  seed_interview_kits: { read: empty(["partner"]), create: ["partner"], update: ["partner"] },
  // A hiring manager's rating of a hire, after the company's time (issue 48, item 5): the sample's hire is not due yet.
  seed_hire_ratings: { read: empty(["partner"]), create: ["partner"], update: ["partner"] },
  // Teachers read the approved briefs (not NDAs) to make projects of them (issue 49, item 4; the sample has none approved).
  seed_briefs: { read: { ...company("all"), contentAdmin: "all", faculty: "some" }, create: ["partner"], update: ["partner"] },
  seed_audit_log: { read: { ...company("some"), contentAdmin: "all" }, create: ["partner"] },
  seed_invoices: { read: { ...company("some"), contentAdmin: "all" }, create: ["contentAdmin"], update: ["contentAdmin"] },
  // Proposed by members (ORG_ADMIN, SEED_PM: the app checks the member role) and added as links (issue 30).
  seed_partner_events: { read: { ...company("some"), contentAdmin: "all" }, create: ["partner"] },
  seed_brand_assets: { read: { ...company("some"), contentAdmin: "all" }, create: ["partner"] },
  // A member's RSVP to their company's events (the sample has none).
  seed_partner_event_rsvps: { read: empty(["partner"]), create: ["partner"] },
  seed_partner_office_hours: { read: empty(["partner", "contentAdmin"]), create: ["partner"] },
  // Programmes (issue 50): content administrators run them; the public pages read them through the
  // app's service account, which also records who registered from a programme's page.
  seed_programs: { read: { ...nobody, contentAdmin: "all" }, create: ["contentAdmin"], update: ["contentAdmin"] },
  seed_program_interests: { read: empty(["contentAdmin"]) },
  seed_partner_tickets: { read: empty(["partner", "contentAdmin"]), create: ["partner"], update: ["contentAdmin"] },
  seed_partner_faq: { read: company("all") },
};

/** Rows that are one person's own: the second learner / teacher must see none of the first one's. */
const personal = {
  learner: [
    "seed_learner_profiles",
    "seed_competencies",
    "seed_projects",
    "seed_next_actions",
    "seed_notifications",
    "seed_help_tickets",
    "seed_enrolments",
    "seed_grades",
    "seed_attendance",
    "seed_applications",
    "seed_competency_snapshots",
    "seed_graded_competencies",
    "seed_graded_snapshots",
    "seed_submissions",
    "seed_interviews",
    "seed_job_views",
  ],
  faculty: ["seed_classes", "seed_grading_items", "seed_grades", "seed_attendance", "seed_enrolments", "seed_submissions", "seed_schedule"],
  /** Company A's hiring manager and company B's administrator. */
  partner: [
    "seed_companies",
    "seed_company_members",
    "seed_jobs",
    "seed_applications",
    "seed_job_views",
    "seed_audit_log",
    "seed_invoices",
    "seed_brand_assets",
  ],
};

const tokens: Partial<Record<Person | "learner2" | "faculty2" | "partner2", string>> = {};
const accountOf = {
  learner: accounts.learner,
  learner2: accounts.learner2,
  faculty: accounts.faculty,
  faculty2: accounts.faculty2,
  editor: accounts.editor,
  contentAdmin: accounts.contentAdmin,
  partner: accounts.partnerHiring,
  partner2: accounts.partner2Admin,
};

async function signIn(account: { email: string; password: string }) {
  const response = await fetch(`${testEnv.directusUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, mode: "json" }),
  });
  expect(response.status, account.email).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

async function ask(who: keyof typeof tokens, method: string, path: string, body?: unknown) {
  const token = who === "visitor" ? undefined : tokens[who];
  return fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const primaryKey = (collection: string) =>
  collections.find((c) => c.collection === collection)?.fields.find((f) => f.schema?.is_primary_key)?.field ?? "id";

async function idsAs(who: keyof typeof tokens, collection: string): Promise<string[] | "forbidden"> {
  const key = primaryKey(collection);
  const response = await ask(who, "GET", `/items/${collection}?fields=${key}&limit=-1`);
  if (response.status === 403) return "forbidden";
  expect(response.status, `${who} reading ${collection}`).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown>[] }).data.map((row) => String(row[key]));
}

/** Rows made for this test (sample data has none of these), removed afterwards. */
const made: [collection: string, id: string][] = [];

beforeAll(async () => {
  for (const [name, account] of Object.entries(accountOf)) tokens[name as keyof typeof tokens] = await signIn(account);
  // A help ticket of each learner, and a mentor slot the second learner booked: the first learner
  // must read their own ticket and the open slots, never the other's.
  for (const who of ["learner", "learner2"] as const) {
    const response = await ask(who, "POST", "/items/seed_help_tickets", { subject: "Data matrix", body: `A question from ${who}` });
    expect(response.status, `${who} opens a ticket`).toBe(200);
    made.push(["seed_help_tickets", String(((await response.json()) as { data: { id: number } }).data.id)]);
  }
  const [learner2] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/users?fields=id&filter[email][_eq]=${encodeURIComponent(accounts.learner2.email)}`,
  );
  const slot = await directusAdmin<{ id: number }>("POST", "/items/seed_mentor_slots", {
    mentor_name: "Data matrix",
    starts_at: "2031-01-06T09:00:00Z",
    ends_at: "2031-01-06T09:30:00Z",
    mode: "online",
    booked_by: learner2.id,
  });
  made.push(["seed_mentor_slots", String(slot.id)]);
  // A week of the second learner's assessment, which they share with no company.
  const week = await directusAdmin<{ id: number }>("POST", "/items/seed_competency_snapshots", {
    user: learner2.id,
    week_of: "2001-02-05",
    key: "research",
    value: 0.3,
  });
  made.push(["seed_competency_snapshots", String(week.id)]);
  // An interview of the second learner's application: the first learner reads their own only.
  const [application] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_applications?fields=id&filter[learner][_eq]=${learner2.id}&sort=id&limit=1`,
  );
  const [interviewer] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/users?fields=id&filter[email][_eq]=${encodeURIComponent(accounts.partnerInterviewer.email)}`,
  );
  const interview = await directusAdmin<{ id: number }>("POST", "/items/seed_interviews", {
    application: application.id,
    interviewer: interviewer.id,
    at: "2031-01-07T09:00:00Z",
  });
  made.push(["seed_interviews", String(interview.id)]);
});

afterAll(async () => {
  for (const [collection, id] of made) await directusAdmin("DELETE", `/items/${collection}/${id}`).catch(() => {});
});

test("every collection the app declares has a row in the matrix, and every row a collection", () => {
  // (Directus' own collections, where the app only adds fields, have their tests: directory-permissions.)
  const declared = collections.map((c) => c.collection).filter((name) => !name.startsWith("directus_"));
  expect(Object.keys(matrix).sort()).toEqual(declared.sort());
});

describe.each(Object.entries(matrix))("%s", (collection, row) => {
  test("each person reads what the matrix says, with their own token", async () => {
    const everything = await directusAdmin<Record<string, unknown>[]>(
      "GET",
      `/items/${collection}?fields=${primaryKey(collection)}&limit=-1`,
    );
    const seen: Record<string, string> = {};
    for (const person of people) {
      const ids = await idsAs(person, collection);
      const reach: Reach = ids === "forbidden" ? "none" : ids.length === everything.length && ids.length > 0 ? "all" : "some";
      // An empty collection cannot tell "some" from "all": both are readable.
      seen[person] = everything.length === 0 && reach === "some" && row.read[person] === "all" ? "all" : reach;
    }
    expect(seen).toEqual(row.read);
  });

  test("writes the matrix does not list are refused", async () => {
    const [first] = await directusAdmin<Record<string, unknown>[]>("GET", `/items/${collection}?fields=${primaryKey(collection)}&limit=1`);
    for (const person of people) {
      if (!row.create?.includes(person)) {
        const response = await ask(person, "POST", `/items/${collection}`, {});
        expect(response.status, `${person} creating in ${collection}`).toBe(403);
      }
      if (first && !row.update?.includes(person)) {
        // An empty patch of a real row: refused for want of the permission, never for its content.
        const response = await ask(person, "PATCH", `/items/${collection}/${first[primaryKey(collection)]}`, {});
        expect(response.status, `${person} updating ${collection}`).toBe(403);
      }
    }
  });
});

describe.each(Object.entries(personal))("%s rows are one person's own", (kind, names) => {
  test.each(names)("%s: the second one reads none of the first one's", async (collection) => {
    const first = await idsAs(kind as "learner" | "faculty" | "partner", collection);
    const second = await idsAs(`${kind}2` as "learner2" | "faculty2" | "partner2", collection);
    expect(first, `${kind} reads ${collection}`).not.toBe("forbidden");
    expect(first.length, `${kind} has sample rows in ${collection}`).toBeGreaterThan(0);
    if (second === "forbidden") return;
    expect(second.filter((id) => (first as string[]).includes(id))).toEqual([]);
  });
});
