// Issue 48: the hiring loop, from both sides. A learner applies to an open job (the internships page's
// form, or their own Directus token straight), once, and may withdraw while it is not yet an offer;
// the company's hiring manager shortlists or turns it down with a reason; the learner answers an
// offer. Directus holds every rule the app checks (cms/permissions/partners.mjs,
// cms/extensions/seed-partner-rules): a learner's own application only, an open job, once per job;
// a company reads its own jobs' applications only, and only what the learner chose to share; every
// stage moves in one conditional write, so of two requests at once exactly one wins.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { academyToday, jobMatch } from "../../cms/extensions/shared/hiring.mjs";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { asToken, hiringPeople, postJob, shown } from "../support/hiring";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const mark = `Hiring loop ${Date.now()}`;
const internships = "/student/portal/market/internships";
const dashboard = "/student/portal/dashboard";
const madeJobs: number[] = [];
let people: Record<(typeof hiringPeople)[number], SignedInPerson>;
let lotus = 0;

/** A job of company A (Lotus Commerce), open unless told, as its hiring manager posts it. */
async function job(title: string, status = "open") {
  const id = await postJob(lotus, `${mark} ${title}`, status);
  madeJobs.push(id);
  return id;
}

type Application = {
  id: number;
  learner: string;
  stage: string;
  match: number | null;
  motivation: string | null;
  share_competencies: boolean;
  share_portfolio: boolean;
  share_assessment: boolean;
  applied_at: string | null;
  reject_reason: string | null;
};
const applicationsTo = (jobId: number) =>
  directusAdmin<Application[]>(
    "GET",
    `/items/seed_applications?filter[job][_eq]=${jobId}&fields=id,learner,stage,match,motivation,share_competencies,share_portfolio,share_assessment,applied_at,reject_reason&limit=-1`,
  );

/** The notifications of this kind a person got about this job (their link names it). */
const notificationsOf = (person: SignedInPerson, kind: string, jobId: number) =>
  directusAdmin<{ id: number; params: Record<string, unknown> }[]>(
    "GET",
    `/items/seed_notifications?filter[user][_eq]=${person.id}&filter[kind][_eq]=${kind}&filter[link][_contains]=${encodeURIComponent(`/${jobId}`)}&fields=id,params&limit=-1`,
  );

const apply = (person: SignedInPerson, jobId: number, extra: Record<string, string> = {}, path = internships) =>
  postForm(path, person.cookie, { intent: "apply", job: String(jobId), motivation: `${mark}: I like marketplaces.`, ...extra });

beforeAll(async () => {
  people = await signInPeople(hiringPeople);
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  lotus = company.id;
});

afterAll(async () => {
  if (madeJobs.length) await deleteWhere("seed_jobs", { id: { _in: madeJobs } });
  await deleteWhere("seed_notifications", {
    _or: madeJobs.map((id) => ({ link: { _contains: `/${id}` } })),
  }).catch(() => {});
});

describe("a learner applies", () => {
  test("on the internships page: one application at stage applied, with their motivation, their choices and the match; the hiring manager is told", async () => {
    const jobId = await job("apply on the page");
    const answer = await apply(people.learner, jobId, { shareCompetencies: "on", shareAssessment: "on" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(internships);
    const [row, ...more] = await applicationsTo(jobId);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      learner: people.learner.id,
      stage: "applied",
      motivation: `${mark}: I like marketplaces.`,
      share_competencies: true,
      share_portfolio: false,
      share_assessment: true,
    });
    expect(row.applied_at).not.toBeNull();
    // The match is Directus' own, from the job's skills and the learner's competencies.
    const competencies = await directusAdmin<{ key: string; value: number }[]>(
      "GET",
      `/items/seed_competencies?filter[user][_eq]=${people.learner.id}&fields=key,value&limit=-1`,
    );
    const expected = jobMatch(
      [
        { name: "research", level: 0.6, weight: 0.5 },
        { name: "analytics", level: 0.5, weight: 0.5 },
      ],
      Object.fromEntries(competencies.map((c) => [c.key, Number(c.value)])),
    );
    expect(row.match).toBeCloseTo(expected, 2);
    const told = await notificationsOf(people.partnerHiring, "application.new", jobId);
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ learner: "An Phạm", job: `${mark} apply on the page` });
    // The list and the job's page now show the application, and no form to apply again.
    const list = await page(internships, people.learner.cookie);
    expect(shown(list.body)).toContain(`${mark} apply on the page`);
    const own = await page(`${internships}/${jobId}`, people.learner.cookie);
    expect(own.status).toBe(200);
    expect(shown(own.body)).toContain('data-testid="application"');
    expect(shown(own.body)).not.toContain('name="motivation"');
  });

  test("a job's own page: title, company, place, skills with levels, the learner's match and gaps, the form", async () => {
    const jobId = await job("its own page");
    const own = await page(`${internships}/${jobId}`, people.learner2.cookie);
    expect(own.status).toBe(200);
    for (const text of [
      `${mark} its own page`,
      "Lotus Commerce",
      "Hybrid",
      "Market research: level 60%",
      "Analytics: level 50%",
      "Your match",
    ])
      expect(shown(own.body)).toContain(text);
    expect(shown(own.body)).toContain('name="motivation"');
    // Not open, or no such job: the portal's 404.
    expect((await page(`${internships}/${await job("closed page", "closed")}`, people.learner2.cookie)).status).toBe(404);
    expect((await page(`${internships}/999999999`, people.learner2.cookie)).status).toBe(404);
    expect((await page(`${internships}/abc`, people.learner2.cookie)).status).toBe(404);
  });

  test("a second application is refused with words, on the page and in Directus: one row", async () => {
    const jobId = await job("twice");
    expect((await apply(people.learner, jobId, {}, `${internships}/${jobId}`)).status).toBe(303);
    const again = await apply(people.learner, jobId, { motivation: "Once more" }, `${internships}/${jobId}`);
    expect(again.status).toBe(400);
    expect(shown(again.body)).toContain("You have already applied to this job. Nothing was sent again.");
    // What was typed comes back.
    expect(shown(again.body)).toContain("Once more");
    const direct = await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, motivation: "Direct" });
    expect(direct).toMatchObject({ status: 400, code: "RECORD_NOT_UNIQUE" });
    expect(await applicationsTo(jobId)).toHaveLength(1);
  });

  test("a closed job is refused with words, on the page and in Directus: nothing stored", async () => {
    const closed = await job("closed", "closed");
    const answer = await apply(people.learner, closed, { motivation: "Kept words" });
    expect(answer.status).toBe(404);
    expect(shown(answer.body)).toContain("This job is not open for applications (any more). Nothing was sent.");
    const direct = await asToken(people.learner.token, "POST", "/items/seed_applications", { job: closed, motivation: "Direct" });
    expect(direct).toMatchObject({ status: 400, code: "JOB_NOT_OPEN" });
    expect(await applicationsTo(closed)).toEqual([]);
    // A motivation that is missing or too long: 400, nothing stored.
    const open = await job("bad input");
    expect((await apply(people.learner, open, { motivation: "" })).status).toBe(400);
    const long = await apply(people.learner, open, { motivation: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(shown(long.body)).toContain("Keep your motivation to 2,000 characters.");
    expect(await applicationsTo(open)).toEqual([]);
  });

  test("with the learner's own token: only their own application, at stage applied, with Directus' match", async () => {
    const jobId = await job("own token");
    // For someone else, or with a stage or time of one's choosing: refused.
    expect(
      (await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, learner: people.learner2.id })).status,
    ).toBe(403);
    expect((await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, stage: "offer" })).status).toBe(403);
    expect(await applicationsTo(jobId)).toEqual([]);
    // A match of one's choosing is replaced by Directus' own.
    const made = await asToken(people.learner2.token, "POST", "/items/seed_applications", { job: jobId, match: 1, motivation: "Mine" });
    expect(made.status).toBe(200);
    const [row] = await applicationsTo(jobId);
    expect(row).toMatchObject({ learner: people.learner2.id, stage: "applied" });
    expect(row.match).toBeLessThan(1);
    // A partner member has no create at all.
    expect((await asToken(people.partnerHiring.token, "POST", "/items/seed_applications", { job: jobId })).status).toBe(403);
  });

  test("another company's member and another learner cannot read it", async () => {
    const jobId = await job("isolation");
    expect((await apply(people.learner, jobId)).status).toBe(303);
    const [row] = await applicationsTo(jobId);
    for (const other of [people.partner2Admin, people.partner2Member, people.learner2]) {
      expect((await asPerson(other.token, `/items/seed_applications/${row.id}`)).status).toBe(403);
      const listed = await asPerson(other.token, `/items/seed_applications?filter[job][_eq]=${jobId}&fields=id`);
      expect(listed.rows).toEqual([]);
    }
    // Company A's hiring manager reads it, motivation and all.
    const theirs = await asPerson(people.partnerHiring.token, `/items/seed_applications/${row.id}?fields=id,motivation,stage`);
    expect(theirs.status).toBe(200);
    // Company B's pages do not show it either.
    const shortlist = await page(`/partner/portal/talent-pipeline/jobs/${jobId}/shortlist`, people.partner2Admin.cookie);
    expect(shortlist.status).toBe(404);
    expect(shown(shortlist.body)).not.toContain(`${mark} isolation`);
  });

  test("the learner withdraws while it is not yet an offer; the hiring manager is told; nobody else withdraws it", async () => {
    const jobId = await job("withdraw");
    expect((await apply(people.learner, jobId)).status).toBe(303);
    const [row] = await applicationsTo(jobId);
    const form = { intent: "withdraw", job: String(jobId), id: String(row.id) };
    // Another learner: the same 404 as no such application; with their token, Directus refuses.
    expect((await postForm(internships, people.learner2.cookie, form)).status).toBe(404);
    expect((await asToken(people.learner2.token, "PATCH", `/items/seed_applications/${row.id}`, { stage: "withdrawn" })).status).toBe(403);
    // The learner cannot move it forwards themselves.
    expect((await asToken(people.learner.token, "PATCH", `/items/seed_applications/${row.id}`, { stage: "shortlisted" })).status).toBe(403);
    const withdrawn = await postForm(`${internships}/${jobId}`, people.learner.cookie, form);
    expect(withdrawn.status).toBe(303);
    expect((await applicationsTo(jobId))[0].stage).toBe("withdrawn");
    expect(await notificationsOf(people.partnerHiring, "application.withdrawn", jobId)).toHaveLength(1);
    // Nothing moves backwards: again, or shortlisting it, is refused.
    const again = await postForm(internships, people.learner.cookie, form);
    expect(again.status).toBe(409);
    expect(shown(again.body)).toContain("Your application has moved on meanwhile");
    const revived = await asToken(people.partnerHiring.token, "PATCH", `/items/seed_applications/${row.id}`, {
      stage: "shortlisted",
      shortlisted_at: new Date().toISOString(),
    });
    expect(revived).toMatchObject({ status: 409, code: "STAGE_CHANGED" });
  });
});

describe("two applications at once", () => {
  test("on the page: one is sent, the other is told it already was; one row", async () => {
    for (let round = 0; round < 3; round++) {
      const jobId = await job(`race page ${round}`);
      const answers = await Promise.all([apply(people.learner, jobId), apply(people.learner, jobId, { motivation: "Second tab" })]);
      expect(answers.map((a) => a.status).toSorted(), `round ${round}`).toEqual([303, 400]);
      expect(shown(answers.find((a) => a.status === 400)?.body ?? "")).toContain("You have already applied to this job.");
      expect(await applicationsTo(jobId)).toHaveLength(1);
    }
  });

  test("straight in Directus with the learner's token: one row, the other refused as a duplicate", async () => {
    for (let round = 0; round < 3; round++) {
      const jobId = await job(`race directus ${round}`);
      const answers = await Promise.all(
        ["First", "Second"].map((motivation) =>
          asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, motivation }),
        ),
      );
      expect(answers.map((a) => a.status).toSorted(), `round ${round}`).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)?.code).toBe("RECORD_NOT_UNIQUE");
      expect(await applicationsTo(jobId)).toHaveLength(1);
    }
  });
});

/** The notifications of this kind a person got about the job titled `title` (a learner's lead to their internships page). */
async function learnerNotified(person: SignedInPerson, kind: string, title: string) {
  const rows = await directusAdmin<{ id: number; params: Record<string, unknown> }[]>(
    "GET",
    `/items/seed_notifications?filter[user][_eq]=${person.id}&filter[kind][_eq]=${kind}&fields=id,params&limit=-1`,
  );
  return rows.filter((row) => row.params?.job === title);
}

describe("the company reviews", () => {
  const shortlistOf = (jobId: number) => `/partner/portal/talent-pipeline/jobs/${jobId}/shortlist`;

  test("the job's shortlist shows new applications with their match and only what each learner chose to share", async () => {
    const jobId = await job("review shares");
    // A learner of their own, with a level nobody else has, who applies sharing nothing.
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
    const email = `hiring-loop-${Date.now()}@example.com`;
    const fresh = await directusAdmin<{ id: string }>("POST", "/users", {
      email,
      password: "HiringLoop#2026",
      role: role.id,
      first_name: "Hạnh",
      last_name: "Thử",
      status: "active",
    });
    try {
      await directusAdmin("POST", "/items/seed_competencies", { user: fresh.id, key: "automation", value: 0.77 });
      const login = await fetch(`${testEnv.directusUrl}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password: "HiringLoop#2026", mode: "json" }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const made = await asToken(token, "POST", "/items/seed_applications", { job: jobId, motivation: `${mark}: fresh words` });
      expect(made.status).toBe(200);
      const [row] = await applicationsTo(jobId);
      expect(row.share_competencies).toBe(false);
      // Not shared: Directus answers none of their levels, and the page shows only the match and the motivation.
      expect((await asPerson(people.partnerHiring.token, `/items/seed_competencies?filter[user][_eq]=${fresh.id}`)).rows).toEqual([]);
      let listed = await page(shortlistOf(jobId), people.partnerHiring.cookie);
      expect(listed.status).toBe(200);
      expect(shown(listed.body)).toContain("Hạnh Thử");
      expect(shown(listed.body)).toContain(`${mark}: fresh words`);
      expect(shown(listed.body)).not.toContain("Automation 77%");
      // Shared: the levels are there, in Directus and on the page (by their names in the reader's language).
      await directusAdmin("PATCH", `/items/seed_applications/${row.id}`, { share_competencies: true });
      expect((await asPerson(people.partnerHiring.token, `/items/seed_competencies?filter[user][_eq]=${fresh.id}`)).rows).toHaveLength(1);
      listed = await page(shortlistOf(jobId), people.partnerHiring.cookie);
      expect(shown(listed.body)).toContain("Automation 77%");
      // Another company reads none of it.
      expect((await asPerson(people.partner2Admin.token, `/items/seed_competencies?filter[user][_eq]=${fresh.id}`)).rows).toEqual([]);
    } finally {
      await deleteWhere("seed_applications", { learner: { _eq: fresh.id } });
      await deleteWhere("seed_competencies", { user: { _eq: fresh.id } });
      await directusAdmin("DELETE", `/users/${fresh.id}`);
    }
  });

  test("a passed project and an assessment are read only by a company the learner shared them with", async () => {
    // The sample's second learner shares their levels only: none of their projects or assessment weeks.
    for (const collection of ["seed_projects", "seed_competency_snapshots"]) {
      const theirs = await asPerson(people.partnerHiring.token, `/items/${collection}?filter[user][_eq]=${people.learner2.id}&fields=id`);
      expect(theirs.status, collection).toBe(200);
      expect(theirs.rows, collection).toEqual([]);
      expect(
        (await asPerson(people.partner2Admin.token, `/items/${collection}?filter[user][_eq]=${people.learner.id}&fields=id`)).rows,
      ).toEqual([]);
    }
    // The first shares everything with company A: only their passed projects.
    const projects = await asPerson(
      people.partnerHiring.token,
      `/items/seed_projects?filter[user][_eq]=${people.learner.id}&fields=id,status`,
    );
    expect(projects.rows.every((row) => row.status === "passed")).toBe(true);
  });

  test("a hiring manager shortlists; the learner is told; a member without the role gets 403 and another company 404", async () => {
    const title = `${mark} shortlist`;
    const jobId = await job("shortlist");
    expect((await apply(people.learner, jobId)).status).toBe(303);
    const [row] = await applicationsTo(jobId);
    const form = { intent: "shortlist", id: String(row.id) };
    expect((await postForm(shortlistOf(jobId), people.partnerInterviewer.cookie, form)).status).toBe(403);
    expect((await postForm(shortlistOf(jobId), people.partner2Member.cookie, form)).status).toBe(403);
    expect((await postForm(shortlistOf(jobId), people.partner2Admin.cookie, form)).status).toBe(404);
    // Straight to Directus: an interviewer never moves a stage, another company never reaches it.
    for (const other of [people.partnerInterviewer, people.partner2Admin])
      expect((await asToken(other.token, "PATCH", `/items/seed_applications/${row.id}`, { stage: "shortlisted" })).status).toBe(403);
    expect((await applicationsTo(jobId))[0].stage).toBe("applied");
    const done = await postForm(shortlistOf(jobId), people.partnerHiring.cookie, form);
    expect(done.status).toBe(200);
    expect((await applicationsTo(jobId))[0].stage).toBe("shortlisted");
    const told = await learnerNotified(people.learner, "application.shortlisted", title);
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ company: "Lotus Commerce" });
    const own = await page(`${internships}/${jobId}`, people.learner.cookie);
    expect(shown(own.body)).toContain("Shortlisted");
  });

  test("a hiring manager turns one down with a reason; the learner reads kind words in their language; never after an offer", async () => {
    const title = `${mark} reject`;
    const jobId = await job("reject");
    expect((await apply(people.learner2, jobId)).status).toBe(303);
    const [row] = await applicationsTo(jobId);
    const form = { intent: "reject-application", id: String(row.id), reason: "filled" };
    expect((await postForm(shortlistOf(jobId), people.partnerInterviewer.cookie, form)).status).toBe(403);
    expect((await postForm(shortlistOf(jobId), people.partnerHiring.cookie, { ...form, reason: "rude" })).status).toBe(400);
    // Directus: a rejection names one of the reasons, and only the hiring side makes it.
    expect(
      (
        await asToken(people.partnerHiring.token, "PATCH", `/items/seed_applications/${row.id}`, {
          stage: "rejected",
          reject_reason: "rude",
        })
      ).status,
    ).toBe(400);
    expect((await asToken(people.learner2.token, "PATCH", `/items/seed_applications/${row.id}`, { stage: "rejected" })).status).toBe(403);
    expect((await applicationsTo(jobId))[0].stage).toBe("applied");
    expect((await postForm(shortlistOf(jobId), people.partnerHiring.cookie, form)).status).toBe(200);
    expect(await applicationsTo(jobId)).toMatchObject([{ stage: "rejected", reject_reason: "filled" }]);
    expect(await learnerNotified(people.learner2, "application.rejected.filled", title)).toHaveLength(1);
    // Their notifications, in Vietnamese: kind words.
    const vi = await fetch(`${testEnv.appUrl}/student/portal/notifications`, { headers: { Cookie: `lng=vi; ${people.learner2.cookie}` } });
    expect(shown(await vi.text())).toContain(`Cảm ơn bạn đã ứng tuyển “${title}” tại Lotus Commerce. Vị trí đã tuyển đủ`);
    const own = await page(`${internships}/${jobId}`, people.learner2.cookie);
    expect(shown(own.body)).toContain("The position has been filled");
    // Nothing moves backwards, and an application at the offer is the learner's to answer.
    expect((await postForm(shortlistOf(jobId), people.partnerHiring.cookie, { intent: "shortlist", id: String(row.id) })).status).toBe(409);
    const offered = await job("reject at offer");
    expect((await apply(people.learner, offered)).status).toBe(303);
    const [atOffer] = await applicationsTo(offered);
    await directusAdmin("PATCH", `/items/seed_applications/${atOffer.id}`, { stage: "offer" });
    const late = await postForm(shortlistOf(offered), people.partnerHiring.cookie, { ...form, id: String(atOffer.id) });
    expect(late.status).toBe(409);
    expect(shown(late.body)).toContain("This application can no longer be turned down");
    expect((await applicationsTo(offered))[0].stage).toBe("offer");
  });
});

/** A job the learner applied to, moved by the academy's hand to the stage `stage` (the company's steps are tested above). */
async function applicationAt(title: string, stage: string) {
  const jobId = await job(title);
  expect((await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, motivation: title })).status).toBe(200);
  const [row] = await applicationsTo(jobId);
  await directusAdmin("PATCH", `/items/seed_applications/${row.id}`, { stage });
  return { jobId, id: row.id };
}
const stageOf = async (id: number) => (await directusAdmin<{ stage: string }>("GET", `/items/seed_applications/${id}?fields=stage`)).stage;

/** Issue 48, item 1: an offer is made on its job's page, with its start date, terms and answer-by date. */
const offerPageOf = (jobId: number) => `/partner/portal/talent-pipeline/jobs/${jobId}/offer`;
/** A day `days` from today in Vietnam, as <input type="date"> sends it. */
const inDays = (days: number) => academyToday(new Date(Date.now() + days * 86_400_000));
const terms = "Full time, 12,000,000 VND a month.\nMonday to Friday.";
const offerForm = (id: number, extra: Record<string, string> = {}) => ({
  intent: "offer",
  application: String(id),
  startsOn: inDays(30),
  answerBy: inDays(7),
  terms,
  ...extra,
});
const offerOf = (id: number) =>
  directusAdmin<{ stage: string; offer_starts_on: string | null; offer_answer_by: string | null; offer_terms: string | null }>(
    "GET",
    `/items/seed_applications/${id}?fields=stage,offer_starts_on,offer_answer_by,offer_terms`,
  );
/** A day as the learner's page shows it in English. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(`${day}T12:00:00+07:00`));

describe("the learner answers an offer", () => {
  test("the hiring manager makes the offer and the learner is told; only the learner accepts it, and the company is told", async () => {
    const title = `${mark} offer`;
    const { jobId, id } = await applicationAt("offer", "interview");
    const offers = offerPageOf(jobId);
    expect((await postForm(offers, people.partnerInterviewer.cookie, offerForm(id))).status).toBe(403);
    expect((await postForm(offers, people.partnerHiring.cookie, offerForm(id))).status).toBe(200);
    expect(await stageOf(id)).toBe("offer");
    expect(await offerOf(id)).toMatchObject({ offer_starts_on: inDays(30), offer_answer_by: inDays(7), offer_terms: terms });
    expect(await learnerNotified(people.learner, "offer.made", title)).toHaveLength(1);
    // The learner sees it in their portal: its dates and terms beside the two answers.
    const own = await page(`${internships}/${jobId}`, people.learner.cookie);
    expect(own.body).toContain('data-testid="offer"');
    expect(own.body).toContain('value="accept-offer"');
    expect(own.body).toContain('value="decline-offer"');
    expect(shown(own.body)).toContain("Full time, 12,000,000 VND a month.\nMonday to Friday.");
    expect(shown(own.body)).toContain(longDay(inDays(30)));
    expect(shown(own.body)).toContain(longDay(inDays(7)));
    // On their timeline: the last day to answer it (issue 48, items 1 and 3).
    expect(shown((await page(dashboard, people.learner.cookie)).body)).toContain(`Last day to answer the offer: ${title}`);
    // The company can no longer mark it: no such form, and Directus refuses its tokens.
    expect((await postForm(offers, people.partnerHiring.cookie, { intent: "accept", id: String(id) })).status).toBe(400);
    for (const member of [people.partnerHiring, people.partnerAdmin])
      expect((await asToken(member.token, "PATCH", `/items/seed_applications/${id}`, { stage: "accepted" })).status).toBe(403);
    // Another learner: the same 404 as none at all.
    const form = { intent: "accept-offer", job: String(jobId), id: String(id) };
    expect((await postForm(internships, people.learner2.cookie, form)).status).toBe(404);
    expect((await asToken(people.learner2.token, "PATCH", `/items/seed_applications/${id}`, { stage: "accepted" })).status).toBe(403);
    expect(await stageOf(id)).toBe("offer");
    const accepted = await postForm(`${internships}/${jobId}`, people.learner.cookie, form);
    expect(accepted.status).toBe(303);
    expect(await stageOf(id)).toBe("accepted");
    expect(await notificationsOf(people.partnerHiring, "offer.accepted", jobId)).toHaveLength(1);
    // Nothing moves backwards: declining now, or withdrawing, is refused.
    expect((await postForm(internships, people.learner.cookie, { ...form, intent: "decline-offer" })).status).toBe(409);
    expect((await postForm(internships, people.learner.cookie, { ...form, intent: "withdraw" })).status).toBe(409);
    expect((await asToken(people.learner.token, "PATCH", `/items/seed_applications/${id}`, { stage: "declined" })).code).toBe(
      "STAGE_CHANGED",
    );
    expect(await stageOf(id)).toBe("accepted");
  });

  test("an answer before there is an offer, or a withdrawal after it, is refused with words", async () => {
    const early = await applicationAt("early answer", "interview");
    const answer = await postForm(internships, people.learner.cookie, {
      intent: "accept-offer",
      job: String(early.jobId),
      id: String(early.id),
    });
    expect(answer.status).toBe(409);
    expect(shown(answer.body)).toContain("Your application has moved on meanwhile");
    expect(await stageOf(early.id)).toBe("interview");
    const offered = await applicationAt("late withdraw", "offer");
    expect(
      (await postForm(internships, people.learner.cookie, { intent: "withdraw", job: String(offered.jobId), id: String(offered.id) }))
        .status,
    ).toBe(409);
    expect(await stageOf(offered.id)).toBe("offer");
  });

  test("accept and decline at once, straight in Directus, five times: one wins each time, the other gets 409", async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await applicationAt(`race answer ${round}`, "offer");
      const answers = await Promise.all(
        (["accepted", "declined"] as const).map(async (stage) => ({
          stage,
          ...(await asToken(people.learner.token, "PATCH", `/items/seed_applications/${id}`, {
            stage,
            decided_at: new Date().toISOString(),
          })),
        })),
      );
      expect(answers.map((a) => a.status).toSorted(), `round ${round}`).toEqual([200, 409]);
      expect(answers.find((a) => a.status === 409)?.code).toBe("STAGE_CHANGED");
      expect(await stageOf(id)).toBe(answers.find((a) => a.status === 200)?.stage);
    }
  });

  test("accept and decline at once on the learner's page, five times: one is done, the other is told", async () => {
    for (let round = 0; round < 5; round++) {
      const { jobId, id } = await applicationAt(`race page answer ${round}`, "offer");
      const form = { job: String(jobId), id: String(id) };
      const answers = await Promise.all([
        postForm(internships, people.learner.cookie, { intent: "accept-offer", ...form }),
        postForm(internships, people.learner.cookie, { intent: "decline-offer", ...form }),
      ]);
      expect(answers.map((a) => a.status).toSorted(), `round ${round}`).toEqual([303, 409]);
      expect(shown(answers.find((a) => a.status === 409)?.body ?? "")).toContain("Your application has moved on meanwhile");
      expect(await stageOf(id)).toBe(answers[0].status === 303 ? "accepted" : "declined");
      const told = [
        ...(await notificationsOf(people.partnerHiring, "offer.accepted", jobId)),
        ...(await notificationsOf(people.partnerHiring, "offer.declined", jobId)),
      ];
      expect(told).toHaveLength(1);
    }
  });
});

describe("an offer's dates and terms (issue 48, item 1)", () => {
  test("an answer-by date in the past, a start before today, an answer due after the start, no terms: words, what was typed kept, nothing stored", async () => {
    const { jobId, id } = await applicationAt("offer bad input", "interview");
    const cases: { extra: Record<string, string>; words: string }[] = [
      { extra: { answerBy: inDays(-1) }, words: "Choose an answer-by date from today on." },
      { extra: { startsOn: inDays(-2), answerBy: inDays(-3) }, words: "Choose a start date from today on." },
      { extra: { startsOn: inDays(5), answerBy: inDays(9) }, words: "The answer-by date must be on or before the start date." },
      { extra: { terms: "   " }, words: "Write the offer's terms." },
      { extra: { terms: "x".repeat(4001) }, words: "Keep the terms to 4,000 characters." },
      { extra: { startsOn: "next week" }, words: "Enter the start date." },
    ];
    for (const { extra, words } of cases) {
      const answer = await postForm(offerPageOf(jobId), people.partnerHiring.cookie, offerForm(id, extra));
      expect(answer.status, words).toBe(400);
      expect(shown(answer.body), words).toContain(words);
      // What was typed is in the form again.
      if (!extra.terms) expect(answer.body, words).toContain("Monday to Friday.");
      if (extra.startsOn) expect(answer.body, words).toContain(`value="${extra.startsOn}"`);
    }
    expect(await offerOf(id)).toEqual({ stage: "interview", offer_starts_on: null, offer_answer_by: null, offer_terms: null });
    // Straight in Directus with the hiring manager's token: the same rules.
    const patch = (body: object) => asToken(people.partnerHiring.token, "PATCH", `/items/seed_applications/${id}`, body);
    const offer = { stage: "offer", offer_starts_on: inDays(30), offer_answer_by: inDays(7), offer_terms: terms };
    expect((await patch({ ...offer, offer_answer_by: inDays(-1) })).status).toBe(400);
    expect((await patch({ ...offer, offer_terms: "" })).status).toBe(400);
    expect((await patch({ stage: "offer" })).status).toBe(400);
    expect(await stageOf(id)).toBe("interview");
  });

  test("another company and another learner see none of it: their pages and their own tokens", async () => {
    const { jobId, id } = await applicationAt("offer isolation", "interview");
    // Another company's hiring side: the job is not theirs (404), and Directus answers nothing.
    expect((await postForm(offerPageOf(jobId), people.partner2Admin.cookie, offerForm(id))).status).toBe(404);
    expect((await page(offerPageOf(jobId), people.partner2Admin.cookie)).status).toBe(404);
    const offer = { stage: "offer", offer_starts_on: inDays(30), offer_answer_by: inDays(7), offer_terms: terms };
    expect((await asToken(people.partner2Admin.token, "PATCH", `/items/seed_applications/${id}`, offer)).status).toBe(403);
    expect(await stageOf(id)).toBe("interview");
    expect((await postForm(offerPageOf(jobId), people.partnerHiring.cookie, offerForm(id))).status).toBe(200);
    for (const other of [people.partner2Admin, people.partner2Member, people.learner2]) {
      const read = await asToken(
        other.token,
        "GET",
        `/items/seed_applications?filter[id][_eq]=${id}&fields=id,offer_terms,offer_answer_by`,
      );
      expect(read.data ?? [], other.id).toEqual([]);
      const own = await page(`${internships}/${jobId}`, other.cookie);
      expect(shown(own.body), other.id).not.toContain("Monday to Friday.");
    }
    // The company's interviewer may not make or change it either.
    expect(
      (await asToken(people.partnerInterviewer.token, "PATCH", `/items/seed_applications/${id}`, { offer_terms: "Changed" })).status,
    ).toBe(403);
    expect((await offerOf(id)).offer_terms).toBe(terms);
  });

  test("unanswered past its answer-by day, an offer expires: both sides are told, and an answer is refused with words", async () => {
    const title = `${mark} offer expiry`;
    const { jobId, id } = await applicationAt("offer expiry", "interview");
    expect((await postForm(offerPageOf(jobId), people.partnerHiring.cookie, offerForm(id))).status).toBe(200);
    // The day passes (the academy's hand), and Directus' schedule (every 2 s in tests, a tick skipped
    // when the machine is busy) expires it.
    await directusAdmin("PATCH", `/items/seed_applications/${id}`, { offer_answer_by: inDays(-1) });
    await expect.poll(() => stageOf(id), { timeout: 60_000, interval: 500 }).toBe("expired");
    expect(await learnerNotified(people.learner, "offer.expired", title)).toHaveLength(1);
    const told = await notificationsOf(people.partnerHiring, "offer.lapsed", jobId);
    expect(told).toHaveLength(1);
    expect(told[0].params).toMatchObject({ job: title, learner: expect.any(String) });
    // The learner reads it in their language, on the job's page and in their notifications.
    const own = await page(`${internships}/${jobId}`, people.learner.cookie);
    expect(shown(own.body)).toContain("This offer's answer-by date has passed, so it can no longer be accepted or declined.");
    expect(own.body).not.toContain('value="accept-offer"');
    const vi = await fetch(`${testEnv.appUrl}/student/portal/notifications`, { headers: { Cookie: `lng=vi; ${people.learner.cookie}` } });
    expect(shown(await vi.text())).toContain(`Đề nghị cho “${title}” tại Lotus Commerce đã hết hạn`);
    // An answer now: words and nothing changed, on the page and straight in Directus.
    const late = await postForm(internships, people.learner.cookie, { intent: "accept-offer", job: String(jobId), id: String(id) });
    expect(late.status).toBe(409);
    expect(shown(late.body)).toContain("This offer's answer-by date has passed, so it can no longer be answered.");
    expect((await asToken(people.learner.token, "PATCH", `/items/seed_applications/${id}`, { stage: "accepted" })).status).toBe(409);
    expect(await stageOf(id)).toBe("expired");
    // Once: the schedule does not tell anyone twice.
    expect(await learnerNotified(people.learner, "offer.expired", title)).toHaveLength(1);
  }, 120_000);
});

describe("an interview is scheduled", () => {
  const scheduleOf = (jobId: number) => `/partner/portal/talent-pipeline/jobs/${jobId}/interviews/schedule`;
  const interviewsOf = (id: number) =>
    directusAdmin<{ id: number }[]>("GET", `/items/seed_interviews?filter[application][_eq]=${id}&fields=id&limit=-1`);
  const at = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
  const schedule = (jobId: number, id: number) =>
    postForm(scheduleOf(jobId), people.partnerHiring.cookie, {
      intent: "schedule",
      application: String(id),
      interviewer: people.partnerInterviewer.id,
      at: at(),
    });

  test("two schedulings of one candidate at once, five times: both are done, each an interview, never a failure", async () => {
    for (let round = 0; round < 5; round++) {
      const { jobId, id } = await applicationAt(`race schedule ${round}`, "shortlisted");
      const answers = await Promise.all([schedule(jobId, id), schedule(jobId, id)]);
      expect(
        answers.map((a) => a.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      expect(await stageOf(id)).toBe("interview");
      expect(await interviewsOf(id)).toHaveLength(2);
    }
  });

  test("a scheduling at once with the learner's withdrawal, five times: one wins, the other is told in words, no interview is left behind", async () => {
    for (let round = 0; round < 5; round++) {
      const { jobId, id } = await applicationAt(`race schedule withdraw ${round}`, "shortlisted");
      const [scheduled, withdrawn] = await Promise.all([
        schedule(jobId, id),
        postForm(internships, people.learner.cookie, { intent: "withdraw", job: String(jobId), id: String(id) }),
      ]);
      const stage = await stageOf(id);
      if (stage === "withdrawn") {
        expect(scheduled.status, `round ${round}`).toBe(409);
        expect(shown(scheduled.body)).toContain("This application has moved on meanwhile: withdrawn, turned down or past its interviews.");
        expect(await interviewsOf(id)).toHaveLength(0);
      } else {
        expect(stage, `round ${round}`).toBe("interview");
        expect(scheduled.status).toBe(200);
        expect(withdrawn.status).toBe(409);
        expect(await interviewsOf(id)).toHaveLength(1);
      }
    }
  });
});

describe("the learner answers an interview", () => {
  const interviewsPage = "/partner/portal/talent-pipeline/interviews";
  const answerOf = async (id: number) =>
    (await directusAdmin<{ learner_answer: string | null }>("GET", `/items/seed_interviews/${id}?fields=learner_answer`)).learner_answer;
  /** An application of the learner at its interviews, with one interview (by the company's interviewer) `hours` from now. */
  async function interviewIn(title: string, hours = 72) {
    const { jobId, id } = await applicationAt(title, "interview");
    const interview = await directusAdmin<{ id: number }>("POST", "/items/seed_interviews", {
      application: id,
      interviewer: people.partnerInterviewer.id,
      at: new Date(Date.now() + hours * 3_600_000).toISOString(),
    });
    return { jobId, application: id, interview: interview.id };
  }
  const answer = (person: SignedInPerson, jobId: number, interview: number, intent: string) =>
    postForm(`${internships}/${jobId}`, person.cookie, { intent, job: String(jobId), id: String(interview) });

  afterAll(() => deleteWhere("seed_notifications", { kind: { _in: ["interview.confirmed", "interview.another-time"] } }).catch(() => {}));

  test("scheduled: the learner is told and sees it on the job's page; they confirm it; the hiring manager and the interviewer are told and see it", async () => {
    const title = `${mark} interview answer`;
    const { jobId, id } = await applicationAt("interview answer", "shortlisted");
    const at = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16);
    const scheduled = await postForm(`/partner/portal/talent-pipeline/jobs/${jobId}/interviews/schedule`, people.partnerHiring.cookie, {
      intent: "schedule",
      application: String(id),
      interviewer: people.partnerInterviewer.id,
      at,
    });
    expect(scheduled.status).toBe(200);
    expect(await learnerNotified(people.learner, "interview.scheduled", title)).toHaveLength(1);
    const [interview] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_interviews?filter[application][_eq]=${id}&fields=id`);
    const own = shown((await page(`${internships}/${jobId}`, people.learner.cookie)).body);
    expect(own).toContain('data-testid="interview"');
    expect(own).toContain("The company waits for your answer.");
    expect(own).toContain('value="confirm-interview"');
    expect(own).toContain('value="another-time"');
    // Item 3: on the learner's timeline (their dashboard), and on no one else's.
    expect(shown((await page(dashboard, people.learner.cookie)).body)).toContain(`Interview: ${title}`);
    expect(shown((await page(dashboard, people.learner2.cookie)).body)).not.toContain(title);

    // Another learner: the same 404 as none at all; nothing stored.
    expect((await answer(people.learner2, jobId, interview.id, "confirm-interview")).status).toBe(404);
    expect(await answerOf(interview.id)).toBeNull();

    expect((await answer(people.learner, jobId, interview.id, "confirm-interview")).status).toBe(303);
    expect(await answerOf(interview.id)).toBe("confirmed");
    expect(await learnerNotified(people.partnerHiring, "interview.confirmed", title)).toHaveLength(1);
    expect(await learnerNotified(people.partnerInterviewer, "interview.confirmed", title)).toHaveLength(1);
    const after = shown((await page(`${internships}/${jobId}`, people.learner.cookie)).body);
    expect(after).toContain("You confirmed this time.");
    expect(after).not.toContain('value="confirm-interview"');
    expect(shown((await page(dashboard, people.learner.cookie)).body)).toContain(`Interview (you confirmed): ${title}`);
    for (const member of [people.partnerHiring, people.partnerInterviewer])
      expect(shown((await page(interviewsPage, member.cookie)).body)).toContain("The candidate confirmed this time.");

    // A second answer is refused with words, and the first stays.
    const again = await answer(people.learner, jobId, interview.id, "another-time");
    expect(again.status).toBe(409);
    expect(shown(again.body)).toContain("You have already answered for this interview.");
    expect(await answerOf(interview.id)).toBe("confirmed");
  });

  test("asking for another time: stored, the company told; an interview that has begun is refused with words", async () => {
    const title = `${mark} another time`;
    const { jobId, interview } = await interviewIn("another time");
    expect((await answer(people.learner, jobId, interview, "another-time")).status).toBe(303);
    expect(await answerOf(interview)).toBe("another-time");
    expect(await learnerNotified(people.partnerHiring, "interview.another-time", title)).toHaveLength(1);
    expect(shown((await page(interviewsPage, people.partnerHiring.cookie)).body)).toContain(
      "The candidate asked for another time: schedule a new one.",
    );

    const past = await interviewIn("past interview", -2);
    const late = await answer(people.learner, past.jobId, past.interview, "confirm-interview");
    expect(late.status).toBe(409);
    expect(shown(late.body)).toContain("This interview has already begun, so it can no longer be answered.");
    expect(await answerOf(past.interview)).toBeNull();
  });

  test("with each person's own token straight to Directus: only the learner answers, once, and never reads the feedback", async () => {
    const { interview } = await interviewIn("tokens");
    const path = `/items/seed_interviews/${interview}`;
    expect((await asToken(people.learner2.token, "PATCH", path, { learner_answer: "confirmed" })).status).toBe(403);
    expect((await asToken(people.partnerHiring.token, "PATCH", path, { learner_answer: "confirmed" })).status).toBe(403);
    expect((await asToken(people.learner.token, "PATCH", path, { feedback: "Great" })).status).toBe(403);
    expect((await asToken(people.learner.token, "PATCH", path, { learner_answer: "maybe" })).status).toBe(400);
    expect((await asPerson(people.learner.token, `${path}?fields=feedback`)).status).toBe(403);
    expect((await asPerson(people.learner2.token, `/items/seed_interviews?filter[id][_eq]=${interview}&fields=id`)).rows).toEqual([]);
    expect(await answerOf(interview)).toBeNull();
    expect((await asToken(people.learner.token, "PATCH", path, { learner_answer: "confirmed" })).status).toBe(200);
    expect((await asToken(people.learner.token, "PATCH", path, { learner_answer: "another-time" })).code).toBe("INTERVIEW_ANSWERED");
    expect(await answerOf(interview)).toBe("confirmed");
  });

  test("confirm and another time at once, five times: one is stored, the other is told", async () => {
    for (let round = 0; round < 5; round++) {
      const { jobId, interview } = await interviewIn(`race interview ${round}`);
      const answers = await Promise.all(
        ["confirm-interview", "another-time"].map((intent) => answer(people.learner, jobId, interview, intent)),
      );
      expect(answers.map((a) => a.status).toSorted(), `round ${round}`).toEqual([303, 409]);
      expect(await answerOf(interview)).toBe(answers[0].status === 303 ? "confirmed" : "another-time");
    }
  });
});
