// Resources and the FAQ (issue 50, item 1): content administrators and the Administrator run the
// learners' resources and both FAQs on /staff/resources and /staff/faq with their own token; other
// roles are refused by the app and by Directus. Bad input gets words, keeps what was typed and stores
// nothing. Readers read the published rows in their language, else the site language's, in order;
// migration 008 moved the learner FAQ from the locale files into seed_faq in all nine languages.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { learnerFaq } from "../../cms/migrations/faq.mjs";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { page, postForm, refusedWith, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { shown } from "../support/html";
import { expectStructureRefused } from "../support/structure";

const mark = randomUUID().slice(0, 6).toUpperCase();
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty" | "partnerHiring";
let people: Record<Name, SignedInPerson>;

/** A page in another language (the `lng` cookie first: it is the one the app reads). */
async function pageIn(language: string, path: string, cookie: string) {
  const response = await fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: `lng=${language}; ${cookie}` }, redirect: "manual" });
  return { status: response.status, body: shown(await response.text()) };
}
type StoredFaq = { id: number; audience: string; language: string; sort: number | null; question: string; published: boolean };
const faqWith = (text: string) =>
  directusAdmin<StoredFaq[]>(
    "GET",
    `/items/seed_faq?filter[question][_contains]=${encodeURIComponent(text)}&fields=id,audience,language,sort,question,published`,
  );
const resourcesWith = (text: string) =>
  directusAdmin<{ id: number; title: string; language: string }[]>(
    "GET",
    `/items/seed_resources?filter[title][_contains]=${encodeURIComponent(text)}&fields=id,title,language`,
  );

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty", "partnerHiring"] as const);
});

afterAll(async () => {
  await deleteWhere("seed_faq", { question: { _contains: mark } });
  await deleteWhere("seed_resources", { title: { _contains: mark } });
});

const goodResource = (suffix: string, more: Record<string, string> = {}) => ({
  title: `Guide ${mark}${suffix}`,
  kind: "guide",
  url: "https://example.com/guide",
  track: "",
  summary: "",
  language: "en",
  sort: "1",
  published: "on",
  ...more,
});
const goodFaq = (suffix: string, more: Record<string, string> = {}) => ({
  audience: "learner",
  language: "en",
  sort: "0",
  question: `Question ${mark}${suffix}?`,
  answer: "An answer.",
  published: "on",
  ...more,
});

test("migration 008 made the learner FAQ of every language, in the order the page showed it", async () => {
  const rows = await directusAdmin<StoredFaq[]>(
    "GET",
    "/items/seed_faq?filter[audience][_eq]=learner&fields=id,language,sort,question&limit=-1",
  );
  for (const [language, entries] of Object.entries(learnerFaq)) {
    entries.forEach(([question], i) => {
      expect(rows.find((row) => row.language === language && row.question === question)?.sort, `${language} ${i}`).toBe(i + 1);
    });
  }
  // The learner reads them on Help in their language (and in English in English).
  const vi = await pageIn("vi", "/student/portal/help", people.learner.cookie);
  expect(vi.status).toBe(200);
  expect(vi.body).toContain(learnerFaq.vi[0][0]);
  expect(vi.body).not.toContain(learnerFaq.en[0][0]);
  expect((await pageIn("en", "/student/portal/help", people.learner.cookie)).body).toContain(learnerFaq.en[0][0]);
});

describe("who may", () => {
  test("an editor, a teacher and a learner get the area's 403 on every page and post; Directus refuses their writes", async () => {
    const [resource] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_resources?sort=id&limit=1&fields=id");
    const [faq] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_faq?sort=id&limit=1&fields=id");
    for (const person of [people.editor, people.faculty, people.learner]) {
      await expectStructureRefused("resources", resource.id, person.cookie, goodResource("E"));
      await expectStructureRefused("faq", faq.id, person.cookie, goodFaq("E"));
      expect(await statusAs(person.token, "POST", "/items/seed_faq", { audience: "learner", language: "en", question: `Q ${mark}E` })).toBe(
        403,
      );
      expect(
        await statusAs(person.token, "POST", "/items/seed_resources", { title: `T ${mark}E`, kind: "guide", url: "https://e.x" }),
      ).toBe(403);
    }
    expect(await faqWith(`${mark}E`)).toEqual([]);
    expect(await resourcesWith(`${mark}E`)).toEqual([]);
    for (const path of ["/staff/resources", "/staff/faq"]) expect((await page(path, people.admin.cookie)).status, path).toBe(200);
    // Directus keeps its own rules for the content administrator: a kind or a language it does not know.
    expect(
      await statusAs(people.contentAdmin.token, "POST", "/items/seed_faq", { audience: "learner", language: "xx", question: `Q ${mark}E` }),
    ).toBe(400);
    expect(
      await statusAs(people.contentAdmin.token, "POST", "/items/seed_resources", {
        title: `T ${mark}E`,
        kind: "novel",
        url: "https://e.x",
      }),
    ).toBe(400);
  });
});

describe("resources", () => {
  test("bad input gets words, keeps what was typed and stores nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [goodResource("B", { title: "" }), "Enter the title."],
      [goodResource("B", { title: `${mark}B${"x".repeat(10_000)}` }), "Use at most 200 characters."],
      [goodResource("B", { url: "javascript:alert(1)" }), "Enter a full web address that starts with https://."],
      [goodResource("B", { kind: "novel" }), "Choose a kind from the list."],
      [goodResource("B", { language: "xx" }), "Choose a language from the list."],
      [goodResource("B", { sort: "-3" }), "Enter a whole number from 0 to 9999, or leave it empty."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/resources/new", people.contentAdmin.cookie, form, words);
      if (form.url.startsWith("https")) expect(body, words).toContain('value="https://example.com/guide"');
      if (form.title.length < 100 && form.title) expect(body, words).toContain(`value="${form.title}"`);
    }
    expect(await resourcesWith(`${mark}B`)).toEqual([]);
  });

  test("is created, changed and deleted; a learner reads the published ones in their language, else English, in order", async () => {
    expect(
      (await postForm("/staff/resources/new", people.contentAdmin.cookie, goodResource("V2", { language: "vi", sort: "2" }))).status,
    ).toBe(303);
    expect(
      (await postForm("/staff/resources/new", people.contentAdmin.cookie, goodResource("V1", { language: "vi", sort: "1" }))).status,
    ).toBe(303);
    const hidden = goodResource("VH", { language: "vi", published: "" });
    delete (hidden as Record<string, string>).published;
    expect((await postForm("/staff/resources/new", people.contentAdmin.cookie, hidden)).status).toBe(303);
    const list = shown((await page("/staff/resources", people.contentAdmin.cookie)).body);
    expect(list).toContain(`Guide ${mark}VH`);
    expect(list).toContain("Hidden");

    const vi = (await pageIn("vi", "/student/portal/resources", people.learner.cookie)).body;
    expect(vi.indexOf(`Guide ${mark}V1`)).toBeGreaterThan(-1);
    expect(vi.indexOf(`Guide ${mark}V1`)).toBeLessThan(vi.indexOf(`Guide ${mark}V2`));
    expect(vi).not.toContain(`Guide ${mark}VH`);
    // Thai has no resource of its own: the site language's.
    const th = (await pageIn("th", "/student/portal/resources", people.learner.cookie)).body;
    expect(th).not.toContain(`Guide ${mark}V1`);
    expect(th).toContain("Writing a campaign brief");

    const [row] = await resourcesWith(`${mark}V2`);
    const saved = await postForm(`/staff/resources/${row.id}/edit`, people.contentAdmin.cookie, goodResource("V3", { language: "vi" }));
    expect(saved.status).toBe(303);
    expect(await resourcesWith(`${mark}V3`)).toMatchObject([{ id: row.id, language: "vi" }]);
    expect(shown((await page(`/staff/resources/${row.id}/delete`, people.contentAdmin.cookie)).body)).toContain(`Guide ${mark}V3`);
    expect((await postForm(`/staff/resources/${row.id}/delete`, people.contentAdmin.cookie, {})).status).toBe(303);
    expect(await resourcesWith(`${mark}V3`)).toEqual([]);
    expect((await page(`/staff/resources/${row.id}/edit`, people.contentAdmin.cookie)).status).toBe(404);
  });
});

describe("FAQ", () => {
  test("bad input gets words, keeps what was typed and stores nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [goodFaq("B", { question: "" }), "Enter the question."],
      [goodFaq("B", { answer: "" }), "Enter the answer."],
      [goodFaq("B", { answer: "y".repeat(10_000) }), "Use at most 4000 characters."],
      [goodFaq("B", { audience: "everyone" }), "Choose whose FAQ this is."],
      [goodFaq("B", { question: `<b>${mark}B</b>` }), "Plain text only: no HTML tags."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/faq/new", people.contentAdmin.cookie, form, words);
      if (form.question && !form.question.includes("<")) expect(body, words).toContain(`value="${form.question}"`);
    }
    expect(await faqWith(`${mark}B`)).toEqual([]);
  });

  test("a partner's question shows to partners only, in their language or English; a hidden one to nobody", async () => {
    expect((await postForm("/staff/faq/new", people.contentAdmin.cookie, goodFaq("P", { audience: "partner" }))).status).toBe(303);
    expect((await postForm("/staff/faq/new", people.contentAdmin.cookie, goodFaq("L", { language: "vi", sort: "0" }))).status).toBe(303);
    const hidden = goodFaq("H", { language: "vi" });
    delete (hidden as Record<string, string>).published;
    expect((await postForm("/staff/faq/new", people.contentAdmin.cookie, hidden)).status).toBe(303);
    expect(await faqWith(`${mark}H`)).toMatchObject([{ published: false, language: "vi" }]);

    const partner = (await pageIn("en", "/partner/portal/help/faq", people.partnerHiring.cookie)).body;
    expect(partner).toContain(`Question ${mark}P?`);
    expect(partner).toContain("Who can post a job?");
    expect(partner).not.toContain(`Question ${mark}L?`);
    // Vietnamese partners have no question of their own: the English ones.
    expect((await pageIn("vi", "/partner/portal/help/faq", people.partnerHiring.cookie)).body).toContain(`Question ${mark}P?`);

    const learner = (await pageIn("vi", "/student/portal/help", people.learner.cookie)).body;
    expect(learner).toContain(`Question ${mark}L?`);
    expect(learner.indexOf(`Question ${mark}L?`)).toBeLessThan(learner.indexOf(learnerFaq.vi[0][0]));
    expect(learner).not.toContain(`Question ${mark}H?`);
    expect(learner).not.toContain(`Question ${mark}P?`);
    // Directus itself: the learner's token reads no partner's question and no hidden one.
    const asLearner = await fetch(`${testEnv.directusUrl}/items/seed_faq?fields=question&limit=-1`, {
      headers: { Authorization: `Bearer ${people.learner.token}` },
    }).then((r) => r.json() as Promise<{ data: { question: string }[] }>);
    const questions = asLearner.data.map((row) => row.question);
    expect(questions).toContain(`Question ${mark}L?`);
    expect(questions).not.toContain(`Question ${mark}H?`);
    expect(questions).not.toContain(`Question ${mark}P?`);
  });
});
