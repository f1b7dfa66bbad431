// Issue 30: the partner portal. A member of company B gets nothing of company A, by any page, its
// `.data` request or Directus directly with their own token, and A's ids are a 404; each action is
// allowed only to the member roles that own it (403 otherwise) and lands in the audit log; the hiring
// manager's path (create a job, shortlist, schedule an interview the interviewer then sees) moves the
// dashboard's funnel by one; bad input is a 4xx that says what is wrong, with the values kept.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { pages } from "../../cms/extensions/shared/partner-portal.mjs";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { matchLearner } from "../support/hiring";
import { waitForMail } from "../support/maildev";
import { asPerson, page, postForm as post, signInPeople, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";

const mark = `pp-${randomUUID().slice(0, 8)}`;
const base = "/partner/portal";
type Person = "partnerAdmin" | "partnerHiring" | "partnerInterviewer" | "partnerMentor" | "partnerPm" | "partner2Admin" | "partner2Member";
const people = {} as Record<Person, SignedInPerson>;
const a = { company: 0, job: 0, application: 0, interview: 0 };
const b = { job: 0 };
const madeJobs: number[] = [];

const jobForm = (title: string, extra: Record<string, string> = {}) => ({
  intent: "create-job",
  title,
  location: "HYBRID",
  priority: "HIGH",
  slaDays: "2.5",
  slaRounds: "2",
  "skills[0].name": "analytics",
  "skills[0].level": "50",
  "skills[0].weight": "100",
  // A row left empty, as a browser sends it: dropped.
  "skills[1].name": "",
  "skills[1].level": "",
  "skills[1].weight": "",
  ...extra,
});
/** The dashboard's funnel counts, as the page shows them. */
async function funnel(cookie: string) {
  const { body } = await page(`${base}/dashboard`, cookie);
  return Object.fromEntries(
    ["views", "applications", "shortlist", "interviews", "offers", "accepts"].map((stage) => {
      const count = new RegExp(`data-testid="funnel-${stage}">(\\d+)<`).exec(body)?.[1];
      const rate = new RegExp(`data-testid="funnel-${stage}-rate">(\\d+)(?:<!-- -->)?%<`).exec(body)?.[1];
      return [stage, { count: Number(count), rate: Number(rate) }];
    }),
  );
}

/** The page's alerts as shown (its words are also in the page's translations, so a plain `toContain` proves nothing). */
const alerts = (body: string) => [...body.matchAll(/role="alert"[^>]*>([^<]*)</g)].map((m) => m[1].replaceAll("&#x27;", "'"));
const membershipOf = async (who: Person) =>
  (
    await directusAdmin<{ id: number; role: string | null }[]>(
      "GET",
      `/items/seed_company_members?filter[user][_eq]=${people[who].id}&fields=id,role`,
    )
  )[0];

/** Every page of the portal (the permission table lists them; analytics once per tab). */
const paths = () => ["analytics?tab=hiring", "analytics?tab=training", ...Object.keys(pages).filter((path) => path !== "analytics")];
/** Words only company A's rows hold. */
const ofA = () => [
  "Lotus Commerce",
  "E-commerce operations associate",
  "LC-2026",
  "Greenhouse",
  "Marketplace launch brief",
  "Mai Hoàng",
  mark,
];

beforeAll(async () => {
  Object.assign(people, await signInPeople(Object.keys(accounts).filter((k) => k.startsWith("partner")) as Person[]));
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  a.company = company.id;
  a.job = await directusAdmin<{ id: number }>("POST", "/items/seed_jobs", {
    company: a.company,
    title: `${mark} A job`,
    location: "ONSITE",
    sla_days: 3,
    sla_rounds: 1,
    status: "open",
    skills: [{ name: "ads", level: 0.5, weight: 1 }],
  }).then((row) => row.id);
  madeJobs.push(a.job);
  a.application = await matchLearner(a.job, "learner@example.com", 0.5);
  const [bJob] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_jobs?filter[company][name][_eq]=Mekong%20Logistics&fields=id&sort=id&limit=1",
  );
  b.job = bJob.id;
});

afterAll(async () => {
  const made = await directusAdmin<{ id: number }[]>("GET", `/items/seed_jobs?filter[title][_contains]=${mark}&fields=id&limit=-1`);
  for (const id of new Set([...madeJobs, ...made.map((row) => row.id)]))
    await directusAdmin("DELETE", `/items/seed_jobs/${id}`).catch(() => {});
  const lines = await directusAdmin<{ id: number }[]>("GET", `/items/seed_audit_log?filter[target][_contains]=${mark}&fields=id&limit=-1`);
  for (const { id } of lines) await directusAdmin("DELETE", `/items/seed_audit_log/${id}`).catch(() => {});
});

/** An offer's form (issue 48, item 1): far-future dates, so it is valid whatever day the test runs. */
const offerForm = (application: number) => ({
  intent: "offer",
  application: String(application),
  startsOn: "2099-02-01",
  answerBy: "2099-01-15",
  terms: "Full time, 12,000,000 VND a month.",
});

describe("two companies", () => {
  test("a member of B gets every page (200) and none of A's rows, by page or .data", async () => {
    for (const who of ["partner2Admin", "partner2Member"] as const) {
      for (const path of paths()) {
        const [pathname, search] = path.split("?");
        const html = await page(`${base}/${path}`, people[who].cookie);
        expect(html.status, `${who} ${path}`).toBe(200);
        const dataAnswer = await page(`${base}/${pathname}.data${search ? `?${search}` : ""}`, people[who].cookie);
        expect(dataAnswer.status, `${who} ${path}.data`).toBe(200);
        for (const word of ofA()) {
          expect(html.body, `${who} ${path}`).not.toContain(word);
          expect(dataAnswer.body, `${who} ${path}.data`).not.toContain(word);
        }
      }
    }
    // A member of A sees A's rows where B saw none.
    expect((await page(`${base}/talent-pipeline/jobs`, people.partnerHiring.cookie)).body).toContain(`${mark} A job`);
  });

  test("A's ids are a 404 for B: pages, .data and posts, and nothing changes", async () => {
    for (const path of [`jobs/${a.job}`, `jobs/${a.job}/shortlist`, `jobs/${a.job}/interviews/schedule`]) {
      expect((await page(`${base}/talent-pipeline/${path}`, people.partner2Admin.cookie)).status, path).toBe(404);
      expect((await page(`${base}/talent-pipeline/${path}.data`, people.partner2Admin.cookie)).status, `${path}.data`).toBe(404);
    }
    const save = await post(`${base}/talent-pipeline/jobs/${b.job}`, people.partner2Admin.cookie, {
      ...jobForm(`${mark} stolen`),
      intent: "save-job",
      id: String(a.job),
    });
    expect(save.status).toBe(404);
    // Each form posted to its own page (a page takes only its own intents): here B's own job's shortlist.
    const shortlist = await post(`${base}/talent-pipeline/jobs/${b.job}/shortlist`, people.partner2Admin.cookie, {
      intent: "shortlist",
      id: String(a.application),
    });
    expect(shortlist.status).toBe(404);
    const [job] = await directusAdmin<{ title: string }[]>("GET", `/items/seed_jobs?filter[id][_eq]=${a.job}&fields=title`);
    expect(job.title).toBe(`${mark} A job`);
    const [application] = await directusAdmin<{ stage: string }[]>(
      "GET",
      `/items/seed_applications?filter[id][_eq]=${a.application}&fields=stage`,
    );
    expect(application.stage).toBe("viewed");
  });

  test("directly in Directus, B's token reads none of A's rows and cannot write into A", async () => {
    const collections = [
      "seed_companies",
      "seed_company_members",
      "seed_jobs",
      "seed_applications",
      "seed_interviews",
      "seed_briefs",
      "seed_audit_log",
      "seed_invoices",
      "seed_partner_events",
      "seed_brand_assets",
      "seed_partner_office_hours",
      "seed_partner_tickets",
    ];
    for (const collection of collections) {
      const answer = await asPerson(people.partner2Admin.token, `/items/${collection}?limit=-1`);
      expect(answer.status, collection).toBe(200);
      expect(JSON.stringify(answer.rows), collection).not.toContain("Lotus");
      expect(JSON.stringify(answer.rows), collection).not.toContain(mark);
      if (collection !== "seed_companies" && answer.rows.length && "company" in answer.rows[0])
        expect(
          answer.rows.every((row) => row.company !== a.company),
          collection,
        ).toBe(true);
    }
    expect((await asPerson(people.partner2Admin.token, `/items/seed_jobs/${a.job}`)).status).toBe(403);
    expect((await asPerson(people.partner2Admin.token, `/items/seed_applications/${a.application}`)).status).toBe(403);
    // A's people's names: not even the names.
    const users = await asPerson(people.partner2Admin.token, "/users?fields=id,first_name,last_name,email&limit=-1");
    expect(users.rows.map((u) => u.id)).not.toContain(people.partnerAdmin.id);
    const update = await fetch(`${testEnv.directusUrl}/items/seed_jobs/${a.job}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${people.partner2Admin.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ title: `${mark} stolen` }),
    });
    expect(update.status).toBe(403);
    await update.arrayBuffer();
    // The audit log is append-only, even for an ORG_ADMIN of its own company.
    const [line] = await asPerson(people.partnerAdmin.token, "/items/seed_audit_log?limit=1").then((r) => r.rows);
    const change = await fetch(`${testEnv.directusUrl}/items/seed_audit_log/${String(line.id)}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${people.partnerAdmin.token}` },
    });
    expect(change.status).toBe(403);
    await change.arrayBuffer();
  });
});

test("analytics: an unknown tab shows hiring; the training tab its own figures, each chart with its table", async () => {
  const unknown = await page(`${base}/analytics?tab=everything`, people.partnerHiring.cookie);
  expect(unknown.status).toBe(200);
  expect(unknown.body).toContain(">Funnel per job</h3>");
  expect(unknown.body).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Funnel"/);
  const training = await page(`${base}/analytics?tab=training`, people.partnerHiring.cookie);
  expect(training.body).toContain(">ROI estimate</td>");
  expect(training.body).not.toContain(">Funnel per job</h3>");
  // Billing in VND, per language.
  const vi = await fetch(`${testEnv.appUrl}${base}/billing-contracts/invoices`, {
    headers: { Cookie: `lng=vi; ${people.partnerHiring.cookie}` },
  });
  expect((await vi.text()).replace(/\u00a0/g, " ")).toContain("49.000.000 ₫");
  expect((await page(`${base}/billing-contracts/invoices`, people.partnerHiring.cookie)).body).toContain("₫49,000,000");
});

describe("member roles", () => {
  test("each action only for the member roles that own it: 403 for the others", async () => {
    const jobPath = `${base}/talent-pipeline/jobs/new`;
    for (const who of ["partnerInterviewer", "partnerMentor", "partnerPm", "partner2Member"] as const) {
      expect((await post(jobPath, people[who].cookie, jobForm(`${mark} by ${who}`))).status, who).toBe(403);
      expect(
        (
          await post(`${base}/talent-pipeline/jobs/${a.job}/shortlist`, people[who].cookie, {
            intent: "shortlist",
            id: String(a.application),
          })
        ).status,
        who,
      ).toBe(403);
      expect((await post(`${base}/talent-pipeline/jobs/${a.job}/offer`, people[who].cookie, offerForm(a.application))).status, who).toBe(
        403,
      );
    }
    const admin = await post(jobPath, people.partnerAdmin.cookie, jobForm(`${mark} by admin`));
    expect(admin.status).toBe(303);
    const made = await directusAdmin<{ id: number }[]>("GET", `/items/seed_jobs?filter[title][_contains]=${mark}&fields=id,title&limit=-1`);
    expect(made.map((row) => (row as unknown as { title: string }).title)).not.toContain(`${mark} by partnerInterviewer`);
  });

  test("quick actions per member role, and the note for a member without one", async () => {
    const expected: Record<Person, string[]> = {
      partnerAdmin: ["Organisation admin", "Billing and contracts", "ATS/SSO integrations"],
      partnerHiring: ["New job", "Shortlist", "Interview calendar"],
      partnerInterviewer: ["My interviews", "Question kit and rubric"],
      partnerMentor: ["Open office hours", "Project feedback"],
      partnerPm: ["Brief/NDA moderation", "SLA and compliance"],
      partner2Admin: ["Organisation admin", "Billing and contracts", "ATS/SSO integrations"],
      partner2Member: [],
    };
    for (const [who, actions] of Object.entries(expected) as [Person, string[]][]) {
      const { body } = await page(`${base}/dashboard`, people[who].cookie);
      const list = /data-testid="quick-actions">(.*?)<\/ul>/s.exec(body)?.[1] ?? "";
      const shown = [...list.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
      expect(shown, who).toEqual(actions);
      expect(/data-testid="no-quick-actions">No quick actions for your member role.</.test(body), who).toBe(actions.length === 0);
    }
  });
});

describe("the hiring manager's path", () => {
  test("create a job, shortlist, schedule an interview the interviewer sees; the funnel moves by one; each step is in the audit log", async () => {
    const hm = people.partnerHiring.cookie;
    const created = await post(`${base}/talent-pipeline/jobs/new`, hm, jobForm(`${mark} path job`));
    expect(created.status).toBe(303);
    const jobId = Number(/jobs\/(\d+)/.exec(created.location ?? "")?.[1]);
    expect((await page(`${base}/talent-pipeline/jobs/${jobId}`, hm)).body).toContain(`${mark} path job`);
    // A learner's job match to it (the academy's matching makes these).
    const application = await matchLearner(jobId, "learner2@example.com", 0.7);
    const before = await funnel(hm);
    const shortlisted = await post(`${base}/talent-pipeline/jobs/${jobId}/shortlist`, hm, {
      intent: "shortlist",
      id: String(application),
    });
    expect(shortlisted.status).toBe(200);
    const after = await funnel(hm);
    expect(after.shortlist.count).toBe(before.shortlist.count + 1);
    expect(after.views.count).toBe(before.views.count);
    expect(after.applications.count).toBe(before.applications.count);
    expect(after.shortlist.rate).toBe(Math.round((after.shortlist.count / after.applications.count) * 100));

    const at = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString().slice(0, 16);
    const scheduled = await post(`${base}/talent-pipeline/jobs/${jobId}/interviews/schedule`, hm, {
      intent: "schedule",
      application: String(application),
      interviewer: people.partnerInterviewer.id,
      at,
    });
    expect(scheduled.status).toBe(200);
    expect((await funnel(hm)).interviews.count).toBe(after.interviews.count + 1);
    const own = await page(`${base}/talent-pipeline/interviews`, people.partnerInterviewer.cookie);
    expect(own.body).toContain(`${mark} path job`);
    // The interviewer records feedback; the hiring manager may not write it in their name.
    const [interview] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_interviews?filter[application][_eq]=${application}&fields=id`,
    );
    const feedback = { intent: "feedback", id: String(interview.id), feedback: "Strong", "scores[0]": "4" };
    expect((await post(`${base}/talent-pipeline/interviews`, hm, feedback)).status).toBe(409);
    expect((await post(`${base}/talent-pipeline/interviews`, people.partnerInterviewer.cookie, feedback)).status).toBe(200);
    // The offer; the learner accepts it in their portal (issue 48: the company no longer can).
    expect((await post(`${base}/talent-pipeline/jobs/${jobId}/offer`, hm, offerForm(application))).status).toBe(200);
    expect((await post(`${base}/talent-pipeline/jobs/${jobId}/offer`, hm, { intent: "accept", id: String(application) })).status).toBe(400);
    const accepted = await post("/student/portal/market/internships", await signInCookie(accounts.learner2), {
      intent: "accept-offer",
      job: String(jobId),
      id: String(application),
    });
    expect(accepted.status).toBe(303);
    expect(
      (await directusAdmin<{ stage: string }[]>("GET", `/items/seed_applications?filter[id][_eq]=${application}&fields=stage`))[0].stage,
    ).toBe("accepted");
    const log = await page(`${base}/security-compliance/audit-log`, people.partnerAdmin.cookie);
    for (const action of ["job.created", "candidate.shortlisted", "interview.scheduled", "interview.feedback", "offer.made"])
      expect(log.body, action).toContain(action);
  });
});

describe("bad input", () => {
  const hm = () => people.partnerHiring.cookie;
  test("the job form: field errors, values kept, nothing created", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ title: "" }, "Enter the job&#x27;s title."],
      [{ "skills[0].level": "150" }, "Enter a level from 0 to 100."],
      [{ "skills[0].weight": "-1" }, "Enter a weight from 0 to 100."],
      [{ slaDays: "0" }, "Enter a number of days above 0"],
      [{ slaRounds: "1.5" }, "Enter a whole number of rounds from 1 to 10."],
    ];
    for (const [change, message] of cases) {
      const answer = await post(`${base}/talent-pipeline/jobs/new`, hm(), jobForm(`${mark} bad`, change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.replaceAll("'", "&#x27;"), JSON.stringify(change)).toContain(message);
      if (change.title === undefined) expect(answer.body).toContain(`${mark} bad`);
    }
    const made = await directusAdmin<unknown[]>("GET", `/items/seed_jobs?filter[title][_eq]=${mark}%20bad&fields=id`);
    expect(made).toEqual([]);
  });

  test("an interview in the past or with another company's interviewer, an offer without a shortlist, an unknown intent", async () => {
    const path = `${base}/talent-pipeline/jobs/${a.job}/interviews/schedule`;
    await directusAdmin("PATCH", `/items/seed_applications/${a.application}`, { stage: "shortlisted" });
    const schedule = (interviewer: string, at: string) =>
      post(path, hm(), { intent: "schedule", application: String(a.application), interviewer, at });
    const past = await schedule(people.partnerInterviewer.id, "2020-01-01T09:00");
    expect(past.status).toBe(400);
    expect(past.body).toContain("Choose a time in the future.");
    expect(past.body).toContain("2020-01-01T09:00");
    const stranger = await schedule(people.partner2Admin.id, "2099-01-01T09:00");
    expect(stranger.status).toBe(400);
    expect(stranger.body).toContain("Choose an interviewer of your company.");
    expect(await directusAdmin<unknown[]>("GET", `/items/seed_interviews?filter[application][_eq]=${a.application}&fields=id`)).toEqual([]);
    await directusAdmin("PATCH", `/items/seed_applications/${a.application}`, { stage: "viewed" });
    const offerPath = `${base}/talent-pipeline/jobs/${a.job}/offer`;
    const offer = await post(offerPath, hm(), offerForm(a.application));
    expect(offer.status).toBe(409);
    expect(offer.body).toContain("Shortlist the candidate first.");
    const unknown = await post(offerPath, hm(), { intent: "hire-everyone", id: "1" });
    expect(unknown.status).toBe(400);
    const changedId = await post(offerPath, hm(), { ...offerForm(a.application), application: "abc" });
    expect(changedId.status).toBe(400);
  });
});

describe("the section pages' forms", () => {
  test("a help ticket (any member, even without a member role), shown with 'response within 4 hours'", async () => {
    const subject = `${mark} ticket`;
    const answer = await post(`${base}/help/ticket`, people.partner2Member.cookie, {
      intent: "ticket",
      subject,
      body: "How do we add a seat?",
    });
    expect(answer.status).toBe(200);
    const { body } = await page(`${base}/help/ticket`, people.partner2Member.cookie);
    expect(body).toContain(subject);
    expect(body).toContain("Response within 4 hours");
    expect((await page(`${base}/help/ticket`, people.partnerAdmin.cookie)).body).not.toContain(subject);
    const empty = await post(`${base}/help/ticket`, people.partner2Member.cookie, { intent: "ticket", subject: "", body: "kept text" });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Enter a subject.");
    expect(empty.body).toContain("kept text");
    const tickets = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_partner_tickets?filter[subject][_eq]=${encodeURIComponent(subject)}&fields=id`,
    );
    for (const { id } of tickets) await directusAdmin("DELETE", `/items/seed_partner_tickets/${id}`);
  });

  test("a brief is submitted and the SEED_PM approves it; nobody else may moderate", async () => {
    const title = `${mark} brief`;
    expect(
      (
        await post(`${base}/co-design/briefs`, people.partnerHiring.cookie, {
          intent: "brief",
          title,
          kind: "brief",
          body: `Four weeks of warehouse data ${mark}.\nDeliver a dashboard.`,
        })
      ).status,
    ).toBe(200);
    // The Seed PM reads the whole text before approving it (issue 49, item 4), its line breaks kept.
    const moderation = await page(`${base}/co-design/briefs`, people.partnerPm.cookie);
    expect(moderation.body).toContain(
      `<span class="whitespace-pre-line">Four weeks of warehouse data ${mark}.\nDeliver a dashboard.</span>`,
    );
    const [brief] = await directusAdmin<{ id: number; status: string }[]>(
      "GET",
      `/items/seed_briefs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id,status`,
    );
    expect(brief.status).toBe("submitted");
    expect((await post(`${base}/co-design/briefs`, people.partnerAdmin.cookie, { intent: "approve", id: String(brief.id) })).status).toBe(
      403,
    );
    expect((await post(`${base}/co-design/briefs`, people.partner2Admin.cookie, { intent: "approve", id: String(brief.id) })).status).toBe(
      403,
    );
    expect((await post(`${base}/co-design/briefs`, people.partnerPm.cookie, { intent: "approve", id: String(brief.id) })).status).toBe(200);
    const [after] = await directusAdmin<{ status: string }[]>("GET", `/items/seed_briefs?filter[id][_eq]=${brief.id}&fields=status`);
    expect(after.status).toBe("approved");
    await directusAdmin("DELETE", `/items/seed_briefs/${brief.id}`);
  });

  test("a MENTOR opens office hours that learners can book; others may not", async () => {
    const at = new Date(Date.now() + 5 * 24 * 3600 * 1000).toISOString().slice(0, 16);
    const form = { intent: "office-hours", at, minutes: "45", mode: "online" };
    expect((await post(`${base}/mentoring/schedule`, people.partnerHiring.cookie, form)).status).toBe(403);
    expect((await post(`${base}/mentoring/schedule`, people.partnerMentor.cookie, form)).status).toBe(200);
    // This test's slot and office hours only: the sample's slots are the sample mentor's too.
    const startsAt = encodeURIComponent(new Date(`${at}:00+07:00`).toISOString());
    const slots = await directusAdmin<{ id: number; mentor_name: string }[]>(
      "GET",
      `/items/seed_mentor_slots?filter[mentor_name][_contains]=Lotus%20Commerce&filter[starts_at][_eq]=${startsAt}&fields=id,mentor_name`,
    );
    expect(slots.map((s) => s.mentor_name)).toContain("Khoa Phan · Lotus Commerce");
    const learner = await signInCookie(accounts.learner);
    expect((await page("/student/portal/mentor/1:1", learner)).body).toContain("Khoa Phan · Lotus Commerce");
    for (const { id } of slots) await directusAdmin("DELETE", `/items/seed_mentor_slots/${id}`);
    const hours = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_partner_office_hours?filter[company][_eq]=${a.company}&filter[starts_at][_eq]=${startsAt}&fields=id&limit=-1`,
    );
    for (const { id } of hours) await directusAdmin("DELETE", `/items/seed_partner_office_hours/${id}`);
  });

  test("an ORG_ADMIN changes a member's role; a hiring manager or another company's admin may not", async () => {
    const [row] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_company_members?filter[user][_eq]=${people.partnerMentor.id}&fields=id`,
    );
    // The row's Change role: a child route of the list (ADR 055), its id in the URL.
    const dialog = `${base}/settings/members/${row.id}/role`;
    const change = (role: string) => ({ intent: "member-role", role });
    expect((await page(dialog, people.partnerHiring.cookie)).status).toBe(403);
    expect((await page(dialog, people.partner2Admin.cookie)).status).toBe(404);
    expect((await page(dialog, people.partnerAdmin.cookie)).body).toContain("Change role");
    expect((await post(dialog, people.partnerHiring.cookie, change("ORG_ADMIN"))).status).toBe(403);
    expect((await post(dialog, people.partner2Admin.cookie, change("ORG_ADMIN"))).status).toBe(404);
    const done = await post(dialog, people.partnerAdmin.cookie, change("INTERVIEWER"));
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${base}/settings/members`);
    const [changed] = await directusAdmin<{ role: string }[]>("GET", `/items/seed_company_members?filter[id][_eq]=${row.id}&fields=role`);
    expect(changed.role).toBe("INTERVIEWER");
    expect((await post(dialog, people.partnerAdmin.cookie, change("MENTOR"))).status).toBe(303);
    expect((await page(`${base}/security-compliance/audit-log`, people.partnerAdmin.cookie)).body).toContain("member.role-changed");
  });

  // Issue 51, item 2: a company admin set a member (or themselves) to Seed PM, and the Seed PM approved their own briefs.
  test("a company gives only its own member roles: the Seed PM is the academy's, and one ORG_ADMIN always stays", async () => {
    const [mentor, admin, pm] = await Promise.all([membershipOf("partnerMentor"), membershipOf("partnerAdmin"), membershipOf("partnerPm")]);
    const change = (id: number, role: string) =>
      post(`${base}/settings/members/${id}/role`, people.partnerAdmin.cookie, { intent: "member-role", role });
    expect((await change(mentor.id, "SEED_PM")).status).toBe(400);
    expect((await change(admin.id, "SEED_PM")).status).toBe(400);
    const seedPm = await change(pm.id, "HIRING_MANAGER");
    expect(seedPm.status).toBe(409);
    expect(alerts(seedPm.body)).toContain("The Seed PM is assigned by the academy's staff. Nothing was changed.");
    const lastAdmin = await change(admin.id, "MENTOR");
    expect(lastAdmin.status).toBe(409);
    expect(alerts(lastAdmin.body)).toContain(
      "Your company must keep at least one organisation admin: make someone else one first. Nothing was changed.",
    );
    expect(
      (await Promise.all([membershipOf("partnerMentor"), membershipOf("partnerAdmin"), membershipOf("partnerPm")])).map((m) => m.role),
    ).toEqual(["MENTOR", "ORG_ADMIN", "SEED_PM"]);
    // The page offers the company's own roles only, and shows the Seed PM as the academy's.
    const members = await page(`${base}/settings/members`, people.partnerAdmin.cookie);
    expect(members.body).not.toContain('value="SEED_PM"');
    expect(members.body).toMatch(/<span class="[^"]*">Assigned by the academy<\/span>/);
    // Nor is anyone invited as one.
    const invite = await post(`${base}/settings/members`, people.partnerAdmin.cookie, {
      intent: "invite",
      email: `seed-pm-${mark}@example.com`,
      role: "SEED_PM",
    });
    expect(invite.status).toBe(400);
    expect(/id="role-error"[^>]*>([^<]*)</.exec(invite.body)?.[1]).toBe("Choose a member role.");
  });

  test("a Seed PM never approves a brief they wrote: refused with words, nothing changed", async () => {
    const title = `${mark} the PM's own brief`;
    expect((await post(`${base}/co-design/briefs`, people.partnerPm.cookie, { intent: "brief", title, kind: "nda" })).status).toBe(200);
    const [brief] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_briefs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`,
    );
    try {
      // Listed without its buttons for its author.
      const briefs = await page(`${base}/co-design/briefs`, people.partnerPm.cookie);
      expect(briefs.body).toContain(title);
      expect(briefs.body).not.toContain(`name="id" value="${brief.id}"`);
      for (const intent of ["approve", "reject"]) {
        const answer = await post(`${base}/co-design/briefs`, people.partnerPm.cookie, { intent, id: String(brief.id) });
        expect(answer.status, intent).toBe(409);
        expect(alerts(answer.body)).toContain("You submitted this, so someone else approves or rejects it. Nothing was changed.");
      }
      const [after] = await directusAdmin<{ status: string }[]>("GET", `/items/seed_briefs?filter[id][_eq]=${brief.id}&fields=status`);
      expect(after.status).toBe("submitted");
    } finally {
      await directusAdmin("DELETE", `/items/seed_briefs/${brief.id}`);
    }
  });

  test("an ORG_ADMIN invites a member: the set-password mail arrives and they are a member of that company only", async () => {
    const email = `invitee-${mark}@example.com`;
    try {
      expect(
        (await post(`${base}/settings/members`, people.partnerHiring.cookie, { intent: "invite", email, role: "INTERVIEWER" })).status,
      ).toBe(403);
      const bad = await post(`${base}/settings/members`, people.partnerAdmin.cookie, {
        intent: "invite",
        email: "not-an-email",
        role: "INTERVIEWER",
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toContain("Enter a valid email address.");
      const taken = await post(`${base}/settings/members`, people.partnerAdmin.cookie, {
        intent: "invite",
        email: accounts.learner.email,
        role: "MENTOR",
      });
      // An address with an account elsewhere gets the answer a new one gets (issue 51, item 1), and nothing happens.
      expect(taken.status).toBe(200);
      expect(await directusAdmin("GET", `/items/seed_company_members?filter[user][email][_eq]=${accounts.learner.email}`)).toEqual([]);
      const sent = await post(`${base}/settings/members`, people.partnerAdmin.cookie, { intent: "invite", email, role: "INTERVIEWER" });
      expect(sent.status).toBe(200);
      const mail = await waitForMail((m) => m.to.some((to) => to.address === email));
      expect(`${mail.html}${mail.text}`).toContain("/set-password");
      const [member] = await directusAdmin<{ company: number; role: string }[]>(
        "GET",
        `/items/seed_company_members?filter[user][email][_eq]=${encodeURIComponent(email)}&fields=company,role`,
      );
      expect(member).toEqual({ company: a.company, role: "INTERVIEWER" });
      expect((await page(`${base}/settings/members`, people.partner2Admin.cookie)).body).not.toContain(email);
      // Another company's admin cannot take A's invitee (a person belongs to one company); it is told what
      // any invitation is told, and nothing changes (tests/integration/partner-invites.test.ts).
      const theirs = await post(`${base}/settings/members`, people.partner2Admin.cookie, { intent: "invite", email, role: "MENTOR" });
      expect(theirs.status).toBe(200);
      const memberships = await directusAdmin<{ company: number }[]>(
        "GET",
        `/items/seed_company_members?filter[user][email][_eq]=${encodeURIComponent(email)}&fields=company`,
      );
      expect(memberships).toEqual([{ company: a.company }]);
    } finally {
      const users = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
      for (const { id } of users) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
    }
  });
});
