// The short assessment (issue 26, ADR 027) through its form posts, as a learner of the test's own:
// the answers place them in each competency by the mean value of the chosen answers, a refused
// form stores nothing and keeps what was chosen, and the questions are the same for every learner.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { questions as starterQuestions } from "../../cms/seed/assessment.mjs";
import { answerField } from "~/features/portals/learner/assessment";
import { directusAdmin, testEnv } from "../support/env";
import { asPerson, directusToken } from "../support/people";
import { signInCookie } from "../support/sign-in";

const account = { email: `assessment-${Date.now()}@example.com`, password: "SeedAssessment#1" };
let userId = "";
let cookie = "";
let token = "";
/** The stored questions by key, with their ids (the form's fields). */
let questions: { id: number; key: string; competency: string; options: { value: number }[] }[] = [];

/** The index of the answer worth `value` to the `competency` question. */
const indexOf = (competency: string, value: number) =>
  questions.find((q) => q.competency === competency)!.options.findIndex((o) => o.value === value);

const post = (fields: Record<string, string>) =>
  fetch(`${testEnv.appUrl}/student/portal/assessment`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `${cookie}; lng=en` },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Whether the page shows the answer `index` of the question `id` chosen. */
const shownChosen = (html: string, id: number, index: number) =>
  (html.match(/<input[^>]*>/g) ?? []).some(
    (input) => input.includes(`name="${answerField(id)}"`) && input.includes(`value="${index}"`) && input.includes("checked"),
  );

const levels = async () =>
  Object.fromEntries((await asPerson(token, "/items/seed_competencies?fields=key,value")).rows.map((r) => [r.key, r.value]));

beforeAll(async () => {
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  userId = (await directusAdmin<{ id: string }>("POST", "/users", { ...account, role: role.id, status: "active", first_name: "Mai" })).id;
  cookie = await signInCookie(account);
  token = await directusToken(account);
  questions = (await asPerson(token, "/items/seed_assessment_questions?fields=id,key,competency,options&sort=sort")).rows as never;
});

afterAll(async () => {
  if (userId) await directusAdmin("DELETE", `/users/${userId}`);
});

describe("the short assessment", () => {
  test("a learner reads the starter questions with their own token, in every language of the site", () => {
    expect(questions.map((q) => q.key).sort()).toEqual(starterQuestions.map((q) => q.key).sort());
    for (const question of starterQuestions)
      for (const words of [question.prompt, ...question.options.map((o) => o.label)])
        expect(Object.keys(words).sort()).toEqual(["en", "fil", "id", "km", "lo", "ms", "my", "th", "vi"]);
  });

  test("an answer missing or outside its question is refused with words, keeps what was chosen, and stores nothing", async () => {
    const chosen = Object.fromEntries(questions.map((q) => [answerField(q.id), String(indexOf(q.competency, 0.5))]));
    const missing = { ...chosen };
    delete missing[answerField(questions[0].id)];
    for (const fields of [
      missing,
      { ...chosen, [answerField(questions[1].id)]: "4" },
      { ...chosen, [answerField(questions[2].id)]: "-1" },
    ]) {
      const response = await post(fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("Please choose an answer.");
      // The answer chosen for the last question is still chosen on the page sent back.
      const last = questions.at(-1)!;
      expect(shownChosen(html, last.id, indexOf(last.competency, 0.5))).toBe(true);
    }
    expect(await levels()).toEqual({});
  });

  test("the answers place the learner in each competency, and the form shows them again", async () => {
    const values: Record<string, number> = { research: 1, content: 0.25, analytics: 0.75, ads: 0.5, automation: 0.75, communication: 1 };
    const fields = Object.fromEntries(questions.map((q) => [answerField(q.id), String(indexOf(q.competency, values[q.competency]))]));
    const response = await post(fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Your assessment is saved.");
    expect(await levels()).toEqual(values);
    const page = await (await fetch(`${testEnv.appUrl}/student/portal/assessment`, { headers: { Cookie: `${cookie}; lng=en` } })).text();
    const content = questions.find((q) => q.competency === "content")!;
    expect(shownChosen(page, content.id, indexOf("content", 0.25))).toBe(true);
    expect(shownChosen(page, content.id, indexOf("content", 1))).toBe(false);
  });
});
