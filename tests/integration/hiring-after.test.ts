// Issue 48, items 5 and 6 (ADR 046): the funnel from real rows and the hire after it. A learner's
// opening of a job's page is counted once (seed_job_views), and the partner's funnel — views,
// applications, shortlist, interviews, offers, accepts — moves by exactly each step of the loop. Some
// time after a hire (the company's setting) its hiring manager is asked to rate it, and the ratings make
// the quality of hire, skill delta and cohort quality; the value of a hire in the ROI estimate is the
// ORG_ADMIN's setting. Directus holds every rule with each person's own token; a second company sees none of it.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { academyToday } from "../../cms/extensions/shared/hiring.mjs";
import { deleteWhere, directusAdmin } from "../support/env";
import { asToken, hiringPeople, postJob, shown } from "../support/hiring";
import { page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const mark = `After the hire ${Date.now()}`;
const internships = "/student/portal/market/internships";
const base = "/partner/portal";
const madeJobs: number[] = [];
let people: Record<(typeof hiringPeople)[number], SignedInPerson>;
let lotus = 0;
let lotusSettings: { hire_rating_days: number; hire_value_vnd: number | string };

async function job(title: string, status = "open") {
  const id = await postJob(lotus, `${mark} ${title}`, status);
  madeJobs.push(id);
  return id;
}

const stages = ["views", "applications", "shortlist", "interviews", "offers", "accepts"] as const;
/** The dashboard's funnel counts, as the hiring manager's page shows them. */
async function funnel() {
  const { body } = await page(`${base}/dashboard`, people.partnerHiring.cookie);
  return stages.map((stage) => Number(new RegExp(`data-testid="funnel-${stage}">(\\d+)<`).exec(body)?.[1]));
}
/** The funnel moved by one at exactly these stages. */
const movedAt = (...at: (typeof stages)[number][]) => stages.map((stage) => (at.includes(stage) ? 1 : 0));
const diff = (after: number[], before: number[]) => after.map((n, i) => n - before[i]);

const viewsOf = (jobId: number) =>
  directusAdmin<{ id: number; learner: string }[]>("GET", `/items/seed_job_views?filter[job][_eq]=${jobId}&fields=id,learner&limit=-1`);
const inDays = (days: number) => academyToday(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  people = await signInPeople(hiringPeople);
  const [company] = await directusAdmin<{ id: number; hire_rating_days: number; hire_value_vnd: number }[]>(
    "GET",
    "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id,hire_rating_days,hire_value_vnd",
  );
  lotus = company.id;
  lotusSettings = { hire_rating_days: company.hire_rating_days, hire_value_vnd: company.hire_value_vnd };
});

afterAll(async () => {
  await directusAdmin("PATCH", `/items/seed_companies/${lotus}`, lotusSettings);
  if (madeJobs.length) await deleteWhere("seed_jobs", { id: { _in: madeJobs } });
  // The sample data asks for no rating: every such notification is this file's.
  await deleteWhere("seed_notifications", { kind: { _eq: "hire.rate" } }).catch(() => {});
  await deleteWhere("seed_audit_log", { target: { _contains: mark } }).catch(() => {});
});

describe("a job's views, counted when a learner opens its page", () => {
  test("once per learner, however often and however many at once; the funnel moves by exactly each step of the loop", async () => {
    const jobId = await job("funnel");
    const own = `${internships}/${jobId}`;
    let before = await funnel();
    // Opened, again, and twice at once: one view.
    expect((await page(own, people.learner.cookie)).status).toBe(200);
    expect((await page(own, people.learner.cookie)).status).toBe(200);
    await Promise.all([page(own, people.learner.cookie), page(own, people.learner.cookie)]);
    expect(await viewsOf(jobId)).toEqual([{ id: expect.any(Number), learner: people.learner.id }]);
    let after = await funnel();
    expect(diff(after, before)).toEqual(movedAt("views"));

    // Applies: an application, no new view.
    before = after;
    const applied = await postForm(internships, people.learner.cookie, { intent: "apply", job: String(jobId), motivation: mark });
    expect(applied.status).toBe(303);
    const [application] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_applications?filter[job][_eq]=${jobId}&fields=id`);
    after = await funnel();
    expect(diff(after, before)).toEqual(movedAt("applications"));

    // The company's steps, each moving its own stage only.
    const hm = people.partnerHiring.cookie;
    const steps: [(typeof stages)[number], () => Promise<{ status: number }>][] = [
      [
        "shortlist",
        () => postForm(`${base}/talent-pipeline/jobs/${jobId}/shortlist`, hm, { intent: "shortlist", id: String(application.id) }),
      ],
      [
        "interviews",
        () =>
          postForm(`${base}/talent-pipeline/jobs/${jobId}/interviews/schedule`, hm, {
            intent: "schedule",
            application: String(application.id),
            interviewer: people.partnerInterviewer.id,
            at: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 16),
          }),
      ],
      [
        "offers",
        () =>
          postForm(`${base}/talent-pipeline/jobs/${jobId}/offer`, hm, {
            intent: "offer",
            application: String(application.id),
            startsOn: inDays(30),
            answerBy: inDays(7),
            terms: `${mark}: full time.`,
          }),
      ],
      ["accepts", () => postForm(own, people.learner.cookie, { intent: "accept-offer", job: String(jobId), id: String(application.id) })],
    ];
    for (const [stage, step] of steps) {
      before = after;
      expect([200, 303], stage).toContain((await step()).status);
      after = await funnel();
      expect(diff(after, before), stage).toEqual(movedAt(stage));
    }
    // The analytics' funnel per job reads the same rows: one of each.
    const analytics = shown((await page(`${base}/analytics`, hm)).body);
    expect(analytics).toContain(`${mark} funnel`);
  });

  test("Directus: a learner makes only their own view, of an open job, once; the company reads its own jobs' counts, never who", async () => {
    const jobId = await job("views in Directus");
    const closed = await job("closed", "closed");
    const learner = people.learner.token;
    expect((await asToken(learner, "POST", "/items/seed_job_views", { job: jobId, learner: people.learner2.id })).status).toBe(403);
    expect(await asToken(learner, "POST", "/items/seed_job_views", { job: closed })).toMatchObject({ status: 400, code: "JOB_NOT_OPEN" });
    expect((await asToken(learner, "POST", "/items/seed_job_views", { job: jobId })).status).toBe(200);
    expect(await asToken(learner, "POST", "/items/seed_job_views", { job: jobId })).toMatchObject({
      status: 400,
      code: "RECORD_NOT_UNIQUE",
    });
    // Two at once: one row.
    const both = await Promise.all([
      asToken(people.learner2.token, "POST", "/items/seed_job_views", { job: jobId }),
      asToken(people.learner2.token, "POST", "/items/seed_job_views", { job: jobId }),
    ]);
    expect(both.map((answer) => answer.status).toSorted()).toEqual([200, 400]);
    expect((await viewsOf(jobId)).map((view) => view.learner).toSorted()).toEqual([people.learner.id, people.learner2.id].toSorted());
    // The company counts them, and does not learn who; no member makes one.
    const counted = await asToken(people.partnerHiring.token, "GET", `/items/seed_job_views?filter[job][_eq]=${jobId}&fields=id,job`);
    expect(counted.data).toHaveLength(2);
    expect((await asToken(people.partnerHiring.token, "GET", `/items/seed_job_views?fields=learner`)).status).toBe(403);
    expect((await asToken(people.partnerHiring.token, "POST", "/items/seed_job_views", { job: jobId })).status).toBe(403);
    // A second company and a second learner read none of them.
    for (const other of [people.partner2Admin, people.partner2Member]) {
      const read = await asToken(other.token, "GET", `/items/seed_job_views?filter[job][_eq]=${jobId}&fields=id`);
      expect(read.data ?? [], other.id).toEqual([]);
    }
    const theirs = await asToken(people.learner2.token, "GET", `/items/seed_job_views?filter[learner][_eq]=${people.learner.id}&fields=id`);
    expect(theirs.data ?? []).toEqual([]);
    // Nobody changes one.
    const [view] = await viewsOf(jobId);
    expect((await asToken(learner, "PATCH", `/items/seed_job_views/${view.id}`, { job: closed })).status).toBe(403);
  });
});

describe("after the hire", () => {
  /** A hire of a new Lotus job by the first learner, accepted `daysAgo` days ago. */
  async function hire(title: string, daysAgo: number) {
    const jobId = await job(title);
    expect((await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobId, motivation: mark })).status).toBe(200);
    const [row] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_applications?filter[job][_eq]=${jobId}&fields=id`);
    await directusAdmin("PATCH", `/items/seed_applications/${row.id}`, {
      stage: "accepted",
      decided_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
    return { jobId, id: row.id };
  }
  const hires = `${base}/talent-pipeline/hires`;
  const ratingsOf = (id: number) =>
    directusAdmin<{ quality: number; skills_grown: string[]; rated_by: string }[]>(
      "GET",
      `/items/seed_hire_ratings?filter[application][_eq]=${id}&fields=quality,skills_grown,rated_by`,
    );
  const rate = (who: SignedInPerson, id: number, extra: Record<string, string> = {}) =>
    postForm(hires, who.cookie, { intent: "rate-hire", id: String(id), quality: "4", grown: "research", ...extra });

  test("the hiring manager is asked once its time has passed, rates it once, and the ratings make the metrics", async () => {
    const { id } = await hire("rated hire", 10);
    // Not yet: the page says from when, and neither the form nor Directus takes a rating.
    expect(shown((await page(hires, people.partnerHiring.cookie)).body)).toContain("To be rated from");
    const early = await rate(people.partnerHiring, id);
    expect(early.status).toBe(409);
    expect(shown(early.body)).toContain("This hire cannot be rated yet");
    expect(
      await asToken(people.partnerHiring.token, "POST", "/items/seed_hire_ratings", { application: id, quality: 4, skills_grown: [] }),
    ).toMatchObject({ status: 400, code: "RATING_NOT_DUE" });
    expect(await ratingsOf(id)).toEqual([]);

    // The company's time (90 days unless set) passes: Directus' schedule (every 2 s in tests) asks the hiring manager, once.
    await directusAdmin("PATCH", `/items/seed_applications/${id}`, { decided_at: new Date(Date.now() - 91 * 86_400_000).toISOString() });
    const asked = () =>
      directusAdmin<{ id: number; params: Record<string, string>; link: string }[]>(
        "GET",
        `/items/seed_notifications?filter[user][_eq]=${people.partnerHiring.id}&filter[kind][_eq]=hire.rate&filter[link][_eq]=${encodeURIComponent(`${hires}#hire-${id}`)}&fields=id,params,link`,
      );
    await expect.poll(async () => (await asked()).length, { timeout: 60_000, interval: 500 }).toBe(1);
    expect((await asked())[0].params).toMatchObject({ job: `${mark} rated hire` });

    // Bad input: words, what was chosen kept, nothing stored.
    const badQuality = await rate(people.partnerHiring, id, { quality: "7" });
    expect(badQuality.status).toBe(400);
    expect(shown(badQuality.body)).toContain("Choose the quality of the hire, from 1 to 5.");
    expect(badQuality.body).toMatch(/<input[^>]*value="research"[^>]*checked|<input[^>]*checked[^>]*value="research"/);
    const badSkill = await rate(people.partnerHiring, id, { grown: "juggling" });
    expect(badSkill.status).toBe(400);
    expect(shown(badSkill.body)).toContain("Choose only skills of this job.");
    expect(await ratingsOf(id)).toEqual([]);

    // Only the company's hiring manager: not its ORG_ADMIN nor its interviewer, nor another company, nor the learner.
    for (const other of [people.partnerAdmin, people.partnerInterviewer, people.partner2Admin, people.partner2Member])
      expect((await rate(other, id)).status, other.id).toBe(403);
    for (const other of [people.partnerAdmin, people.partnerInterviewer, people.partner2Admin, people.partner2Member, people.learner]) {
      const straight = await asToken(other.token, "POST", "/items/seed_hire_ratings", { application: id, quality: 2, skills_grown: [] });
      expect(straight.status, other.id).toBe(403);
    }
    expect(await ratingsOf(id)).toEqual([]);

    const analyticsBefore = shown((await page(`${base}/analytics?tab=training`, people.partnerHiring.cookie)).body);
    const ratedBefore = Number(/Rated hires<\/td><td[^>]*>(\d+)</.exec(analyticsBefore)?.[1]);
    const rated = await rate(people.partnerHiring, id);
    expect(rated.status).toBe(200);
    expect(await ratingsOf(id)).toEqual([{ quality: 4, skills_grown: ["research"], rated_by: people.partnerHiring.id }]);
    expect((await page(hires, people.partnerHiring.cookie)).body).toContain(`data-testid="rating-${id}"`);
    // One rating per hire: a second is refused straight in Directus; the page's form changes the rating.
    expect(
      (await asToken(people.partnerHiring.token, "POST", "/items/seed_hire_ratings", { application: id, quality: 1, skills_grown: [] }))
        .status,
    ).toBe(400);
    const changed = await rate(people.partnerHiring, id, { quality: "5", grown: "analytics" });
    expect(changed.status).toBe(200);
    expect(await ratingsOf(id)).toEqual([{ quality: 5, skills_grown: ["analytics"], rated_by: people.partnerHiring.id }]);
    expect(shown((await page(hires, people.partnerHiring.cookie)).body)).toContain("Change the rating");
    // Changed only by the company's hiring manager, with the job's own skills.
    const [rating] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_hire_ratings?filter[application][_eq]=${id}&fields=id`);
    const patch = (token: string, body: object) => asToken(token, "PATCH", `/items/seed_hire_ratings/${rating.id}`, body);
    expect((await patch(people.partnerHiring.token, { skills_grown: ["juggling"] })).status).toBe(400);
    for (const other of [people.partnerAdmin, people.partnerInterviewer, people.partner2Admin, people.learner])
      expect((await patch(other.token, { quality: 1 })).status, other.id).toBe(403);
    expect((await rate(people.partner2Admin, id, { quality: "1" })).status).toBe(403);
    expect(await ratingsOf(id)).toEqual([{ quality: 5, skills_grown: ["analytics"], rated_by: people.partnerHiring.id }]);

    // The metrics read the company's ratings: quality of hire is their mean over 5, cohort quality the share rated 4 or 5.
    const all = await directusAdmin<{ quality: number; skills_grown: string[] }[]>(
      "GET",
      `/items/seed_hire_ratings?filter[application][job][company][_eq]=${lotus}&fields=quality,skills_grown&limit=-1`,
    );
    const mean = all.reduce((sum, r) => sum + r.quality, 0) / all.length;
    const dashboard = shown((await page(`${base}/dashboard`, people.partnerHiring.cookie)).body);
    expect(dashboard).toMatch(new RegExp(`Quality of hire[\\s\\S]{0,200}?${Math.round((mean / 5) * 100)}%`));
    const analytics = shown((await page(`${base}/analytics?tab=training`, people.partnerHiring.cookie)).body);
    expect(Number(/Rated hires<\/td><td[^>]*>(\d+)</.exec(analytics)?.[1])).toBe(ratedBefore + 1);
    const good = Math.round((all.filter((r) => r.quality >= 4).length / all.length) * 100);
    expect(analytics).toMatch(new RegExp(`Cohort quality</td><td[^>]*>${good}%<`));

    // Neither the learner nor a second company reads it.
    expect((await asToken(people.learner.token, "GET", `/items/seed_hire_ratings?fields=id`)).status).toBe(403);
    for (const other of [people.partner2Admin, people.partner2Member]) {
      const read = await asToken(other.token, "GET", `/items/seed_hire_ratings?filter[application][_eq]=${id}&fields=id`);
      expect(read.data ?? [], other.id).toEqual([]);
      expect(shown((await page(hires, other.cookie)).body), other.id).not.toContain(`${mark} rated hire`);
    }
  }, 120_000);

  test("the value of a hire is the ORG_ADMIN's setting, and the ROI estimate says how it is computed", async () => {
    const settings = `${base}/settings/hiring`;
    const form = { intent: "hire-settings", ratingDays: "90", hireValue: "120,000,000" };
    // Nobody but the company's ORG_ADMIN: the page and their own tokens straight to Directus.
    for (const other of [people.partnerHiring, people.partnerInterviewer, people.partner2Member])
      expect((await postForm(settings, other.cookie, form)).status, other.id).toBe(403);
    for (const other of [people.partnerHiring, people.partnerInterviewer, people.partner2Admin, people.learner])
      expect((await asToken(other.token, "PATCH", `/items/seed_companies/${lotus}`, { hire_value_vnd: 1 })).status, other.id).toBe(403);
    const stored = async () =>
      directusAdmin<{ hire_rating_days: number; hire_value_vnd: number | string }>(
        "GET",
        `/items/seed_companies/${lotus}?fields=hire_rating_days,hire_value_vnd`,
      );
    expect(Number((await stored()).hire_value_vnd)).toBe(Number(lotusSettings.hire_value_vnd));

    // Bad input: words, what was typed kept, nothing stored; Directus refuses the same with the admin's own token.
    const bad = await postForm(settings, people.partnerAdmin.cookie, { ...form, ratingDays: "0", hireValue: "a lot" });
    expect(bad.status).toBe(400);
    expect(shown(bad.body)).toContain("Enter a whole number of days from 1 to 730.");
    expect(shown(bad.body)).toContain("Enter the value of one hire in đồng");
    expect(bad.body).toContain('value="a lot"');
    expect((await asToken(people.partnerAdmin.token, "PATCH", `/items/seed_companies/${lotus}`, { hire_rating_days: 0 })).status).toBe(400);
    expect(Number((await stored()).hire_value_vnd)).toBe(Number(lotusSettings.hire_value_vnd));

    expect((await postForm(settings, people.partnerAdmin.cookie, form)).status).toBe(200);
    expect(await stored()).toMatchObject({ hire_rating_days: 90 });
    expect(Number((await stored()).hire_value_vnd)).toBe(120_000_000);

    // The estimate uses it: (hires × value − a year's fee) / a year's fee, with its figures shown.
    const [plan] = await directusAdmin<{ monthly_vnd: number }[]>(
      "GET",
      `/items/seed_partner_plans?filter[code][_eq]=${encodeURIComponent((await directusAdmin<{ billing_plan: string }>("GET", `/items/seed_companies/${lotus}?fields=billing_plan`)).billing_plan)}&fields=monthly_vnd`,
    );
    const hiresCount = (
      await directusAdmin<{ id: number }[]>(
        "GET",
        `/items/seed_applications?filter[job][company][_eq]=${lotus}&filter[stage][_eq]=accepted&fields=id&limit=-1`,
      )
    ).length;
    const year = Number(plan.monthly_vnd) * 12;
    const roi = Math.round(((hiresCount * 120_000_000 - year) / year) * 100);
    const analytics = shown((await page(`${base}/analytics?tab=training`, people.partnerHiring.cookie)).body);
    expect(analytics).toMatch(new RegExp(`ROI estimate</td><td[^>]*>${roi}%<`));
    const how = /data-testid="roi-how">([^<]*)</.exec(analytics)?.[1] ?? "";
    expect(how).toContain(`${hiresCount} hires`);
    expect(how).toContain("₫120,000,000");
    // A second company keeps its own value (the default).
    expect(shown((await page(settings, people.partner2Admin.cookie)).body)).toContain("₫60,000,000");
  });
});
