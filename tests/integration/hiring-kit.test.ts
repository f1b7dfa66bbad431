// Issue 48, item 3: the interview kit. A job's kit is its questions and the rubric's criteria, its
// skills until the hiring side edits it on the job's kit page (words for bad input, what was typed
// kept, nothing stored); the INTERVIEWER sees the kit beside their own interviews and scores their
// feedback on its criteria. Directus holds the same with each person's own token: an interviewer reads
// only the kits of jobs they interview for, another company none, and only the hiring side writes one.
// Feedback scored on the former three fixed criteria stays readable.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteWhere, directusAdmin } from "../support/env";
import { asToken, postJob, shown } from "../support/hiring";
import { page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const mark = `Interview kit ${Date.now()}`;
const base = "/partner/portal";
let people: Record<"learner" | "partnerHiring" | "partnerInterviewer" | "partner2Admin", SignedInPerson>;
const jobs = { interviewed: 0, other: 0 };
let interview = 0;

const kitsOf = (jobId: number) =>
  directusAdmin<{ id: number; criteria: string[]; questions: string[] }[]>(
    "GET",
    `/items/seed_interview_kits?filter[job][_eq]=${jobId}&fields=id,criteria,questions`,
  );
const kitPage = (jobId: number) => `${base}/talent-pipeline/jobs/${jobId}/kit`;
const saveKit = (jobId: number, criteria: string, questions = "") =>
  postForm(kitPage(jobId), people.partnerHiring.cookie, { intent: "save-kit", job: String(jobId), criteria, questions });

beforeAll(async () => {
  people = await signInPeople(["learner", "partnerHiring", "partnerInterviewer", "partner2Admin"] as const);
  const [lotus] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  jobs.interviewed = await postJob(lotus.id, `${mark} interviewed`);
  jobs.other = await postJob(lotus.id, `${mark} other`);
  // The learner applied to the first job, and is at its interview with the company's INTERVIEWER.
  expect(
    (await asToken(people.learner.token, "POST", "/items/seed_applications", { job: jobs.interviewed, motivation: mark })).status,
  ).toBe(200);
  const [application] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_applications?filter[job][_eq]=${jobs.interviewed}&fields=id`,
  );
  await directusAdmin("PATCH", `/items/seed_applications/${application.id}`, { stage: "interview" });
  interview = (
    await directusAdmin<{ id: number }>("POST", "/items/seed_interviews", {
      application: application.id,
      interviewer: people.partnerInterviewer.id,
      at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    })
  ).id;
});

afterAll(async () => {
  // Their applications, interviews and kits go with them.
  await deleteWhere("seed_jobs", { id: { _in: Object.values(jobs).filter(Boolean) } });
  await deleteWhere("seed_audit_log", { target: { _contains: mark } }).catch(() => {});
});

describe("the interview kit", () => {
  test("a job's kit is its skills until the hiring manager edits it; bad input gets words, keeps what was typed and stores nothing", async () => {
    const before = shown((await page(kitPage(jobs.interviewed), people.partnerHiring.cookie)).body);
    expect(before).toContain("Save the kit");
    expect(before).toMatch(/<textarea[^>]*name="criteria"[^>]*>research\nanalytics<\/textarea>/);
    expect(before).toContain("Tell us about a time you used research, and what came of it.");

    const nine = Array.from({ length: 9 }, (_, i) => `Criterion ${i + 1}`).join("\n");
    for (const [criteria, words] of [
      ["", "Name at least one criterion."],
      [nine, "Use at most 8 criteria."],
      ["Research\nresearch", "Name each criterion only once."],
      [`${"x".repeat(81)}`, "Keep each criterion to 80 characters."],
    ] as const) {
      const refused = await saveKit(jobs.interviewed, criteria, `${mark} question`);
      expect(refused.status, words).toBe(400);
      expect(shown(refused.body)).toContain(words);
      expect(shown(refused.body)).toContain(`${mark} question`);
    }
    const tooMany = await saveKit(jobs.interviewed, "Research", Array.from({ length: 13 }, (_, i) => `Q${i}`).join("\n"));
    expect(shown(tooMany.body)).toContain("Use at most 12 questions.");
    expect(await kitsOf(jobs.interviewed)).toEqual([]);

    // Saved, then saved again: one row, as last written (empty lines dropped, spaces trimmed).
    expect((await saveKit(jobs.interviewed, "Research\nAnalytics", "First question")).status).toBe(200);
    const saved = await saveKit(
      jobs.interviewed,
      " Research \n\nAnalytics\nTeamwork\n",
      `${mark} Why this job?\nWalk us through your numbers.`,
    );
    expect(saved.status).toBe(200);
    expect(await kitsOf(jobs.interviewed)).toEqual([
      {
        id: expect.any(Number),
        criteria: ["Research", "Analytics", "Teamwork"],
        questions: [`${mark} Why this job?`, "Walk us through your numbers."],
      },
    ]);
    expect((await saveKit(jobs.other, "Research", `${mark} other job's question`)).status).toBe(200);
    // Another company's job is not there; an INTERVIEWER may not edit a kit (403).
    expect(
      (
        await postForm(kitPage(jobs.interviewed), people.partner2Admin.cookie, {
          intent: "save-kit",
          job: String(jobs.interviewed),
          criteria: "X",
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await postForm(kitPage(jobs.interviewed), people.partnerInterviewer.cookie, {
          intent: "save-kit",
          job: String(jobs.interviewed),
          criteria: "X",
        })
      ).status,
    ).toBe(403);
  });

  test("the interviewer sees the kit beside their interview and scores each criterion; a kit changed meanwhile is said", async () => {
    const interviews = `${base}/talent-pipeline/interviews`;
    // (React writes `<!-- -->` between a text and the words after it.)
    const mine = shown((await page(interviews, people.partnerInterviewer.cookie)).body).replace(/<!-- -->/g, "");
    expect(mine).toContain(`${mark} Why this job?`);
    expect(mine).toContain("Teamwork (1–5)");
    expect(mine).not.toContain(`${mark} other job's question`);
    const me = people.partnerInterviewer.cookie;
    const form = { intent: "feedback", id: String(interview), feedback: `${mark} clear thinker` };
    const outOfRange = await postForm(interviews, me, { ...form, "scores[0]": "4", "scores[1]": "6", "scores[2]": "5" });
    expect(outOfRange.status).toBe(400);
    expect(shown(outOfRange.body)).toContain("Score from 1 to 5.");
    const stale = await postForm(interviews, me, { ...form, "scores[0]": "4", "scores[1]": "3" });
    expect(stale.status).toBe(409);
    expect(shown(stale.body)).toContain("The job's interview kit changed meanwhile.");
    expect((await postForm(interviews, me, { ...form, "scores[0]": "4", "scores[1]": "3", "scores[2]": "5" })).status).toBe(200);
    const row = await directusAdmin<{ scores: Record<string, number> }>("GET", `/items/seed_interviews/${interview}?fields=scores`);
    expect(row.scores).toEqual({ Research: 4, Analytics: 3, Teamwork: 5 });
    expect(shown((await page(interviews, people.partnerHiring.cookie)).body)).toContain("Research 4/5 · Analytics 3/5 · Teamwork 5/5");
  });

  test("feedback scored on the former three criteria stays readable", async () => {
    const [application] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_applications?filter[job][_eq]=${jobs.interviewed}&fields=id`,
    );
    await directusAdmin("POST", "/items/seed_interviews", {
      application: application.id,
      interviewer: people.partnerHiring.id,
      at: new Date(Date.now() - 86_400_000).toISOString(),
      feedback: `${mark} before the kit`,
      scores: { problem: 4, communication: 5, skills: 3 },
    });
    expect(shown((await page(`${base}/talent-pipeline/interviews`, people.partnerHiring.cookie)).body)).toContain(
      "Problem solving 4/5 · Communication 5/5 · Job skills 3/5",
    );
  });

  test("Directus, each with their own token: who reads which kit, who writes one, and feedback on the kit's criteria only", async () => {
    const both = `/items/seed_interview_kits?filter[job][_in]=${jobs.interviewed},${jobs.other}&fields=job,criteria`;
    const read = async (token: string) =>
      ((await asToken(token, "GET", both)).data as { job: number }[] | undefined)?.map((k) => k.job) ?? [];
    expect((await read(people.partnerHiring.token)).toSorted()).toEqual([jobs.interviewed, jobs.other].toSorted());
    expect(await read(people.partnerInterviewer.token)).toEqual([jobs.interviewed]);
    expect(await read(people.partner2Admin.token)).toEqual([]);
    expect((await asToken(people.learner.token, "GET", both)).status).toBe(403);

    const [kit] = await kitsOf(jobs.other);
    // Only the job's company's hiring side writes a kit, of its shape.
    expect(
      (await asToken(people.partnerInterviewer.token, "PATCH", `/items/seed_interview_kits/${kit.id}`, { criteria: ["X"] })).status,
    ).toBe(403);
    expect((await asToken(people.partner2Admin.token, "PATCH", `/items/seed_interview_kits/${kit.id}`, { criteria: ["X"] })).status).toBe(
      403,
    );
    await deleteWhere("seed_interview_kits", { id: { _eq: kit.id } });
    const create = (token: string, body: object) => asToken(token, "POST", "/items/seed_interview_kits", { job: jobs.other, ...body });
    expect((await create(people.partnerInterviewer.token, { criteria: ["X"], questions: [] })).status).toBe(403);
    expect((await create(people.partner2Admin.token, { criteria: ["X"], questions: [] })).status).toBe(403);
    expect((await create(people.partnerHiring.token, { criteria: [], questions: [] })).status).toBe(400);
    expect((await create(people.partnerHiring.token, { criteria: ["A", "a"], questions: [] })).status).toBe(400);
    expect((await create(people.partnerHiring.token, { criteria: ["Research"], questions: [] })).status).toBe(200);
    expect((await create(people.partnerHiring.token, { criteria: ["Research"], questions: [] })).status).toBe(400);

    // The interviewer's feedback straight to Directus: each of the kit's criteria, 1–5, nothing else.
    const score = (scores: object) =>
      asToken(people.partnerInterviewer.token, "PATCH", `/items/seed_interviews/${interview}`, { feedback: mark, scores });
    expect((await score({ problem: 3, communication: 3, skills: 3 })).status).toBe(400);
    expect((await score({ Research: 3, Analytics: 3, Teamwork: 9 })).status).toBe(400);
    expect((await score({ Research: 3, Analytics: 3 })).status).toBe(400);
    expect((await score({ Research: 3, Analytics: 2, Teamwork: 1 })).status).toBe(200);
  });
});
