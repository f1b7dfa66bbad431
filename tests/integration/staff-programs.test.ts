// The programmes (issue 50, item 1): content administrators run them on /staff/programs with their own
// token; the landing page and /programs/:slug read them in the reader's language where translated and
// in English otherwise (ADR 043); registering from a programme's page records the interest, which
// staff see per programme. Bad input gets words, keeps what was typed and stores nothing; other roles
// are refused by the app and by Directus. And (item 4) a dialog of a row that is gone says so, and an
// edit posted for it keeps what was typed.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { page, postForm, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { shown } from "../support/html";

const mark = randomUUID().slice(0, 6).toLowerCase();
const slug = (suffix: string) => `zp-${mark}-${suffix}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty";
let people: Record<Name, SignedInPerson>;
const registered: string[] = [];

const programsWith = (value: string) =>
  directusAdmin<{ id: number; slug: string; name: string; price: number | null; open: boolean; translations: unknown }[]>(
    "GET",
    `/items/seed_programs?filter[slug][_eq]=${encodeURIComponent(value)}&fields=id,slug,name,price,open,translations`,
  );
const interestsIn = (programId: number) =>
  directusAdmin<{ email: string }[]>("GET", `/items/seed_program_interests?filter[program][_eq]=${programId}&fields=email`);

/** A public page in a language, signed out. */
async function publicPage(path: string, language: string) {
  const response = await fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: `lng=${language}` }, redirect: "manual" });
  return { status: response.status, body: shown(await response.text()) };
}

const programForm = (suffix: string, more: Record<string, string> = {}) => ({
  slug: slug(suffix),
  name: "Shop analytics",
  summary: "Read a shop's numbers and act on them.",
  duration: "8 weeks, evenings",
  tracks: "ecommerce",
  price: "4500000",
  open: "on",
  sort: "50",
  vi_name: "Phân tích gian hàng",
  vi_summary: "Đọc số liệu của gian hàng và hành động.",
  ...more,
});

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty"] as const);
});

afterAll(async () => {
  await deleteWhere("seed_programs", { slug: { _starts_with: `zp-${mark}` } });
  for (const email of registered) {
    const [user] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
    if (user) await directusAdmin("DELETE", `/users/${user.id}`);
  }
});

describe("who may", () => {
  test("an editor, a teacher and a learner get the area's 403; their own tokens are refused by Directus", async () => {
    for (const person of [people.editor, people.faculty, people.learner]) {
      for (const path of ["/staff/programs", "/staff/programs/new"]) expect((await page(path, person.cookie)).status, path).toBe(403);
      expect((await postForm("/staff/programs/new", person.cookie, programForm("refused"))).status).toBe(403);
      expect(await statusAs(person.token, "POST", "/items/seed_programs", { slug: slug("direct"), name: "Direct" })).toBe(403);
      expect(await statusAs(person.token, "GET", "/items/seed_program_interests")).toBe(403);
    }
    expect(await programsWith(slug("refused"))).toEqual([]);
    expect(await programsWith(slug("direct"))).toEqual([]);
    expect((await page("/staff/programs", people.admin.cookie)).status).toBe(200);
    // The content administrator's own token: a slug that is no address is refused by Directus too.
    expect(await statusAs(people.contentAdmin.token, "POST", "/items/seed_programs", { slug: "Not A Slug!", name: "Bad" })).toBe(400);
  });
});

describe("a programme", () => {
  test("today's programmes are rows: the landing page links each to its page, in Vietnamese where translated", async () => {
    const landing = await publicPage("/", "vi");
    expect(landing.body).toContain('href="/programs/ecommerce"');
    expect(landing.body).toContain("Thương mại điện tử");
    const own = await publicPage("/programs/digital-marketing", "vi");
    expect(own.status).toBe(200);
    expect(own.body).toContain('href="/register?program=digital-marketing"');
    expect((await publicPage("/programs/no-such-programme", "en")).body).toContain("This programme does not exist");
    expect((await publicPage("/programs/no-such-programme", "en")).status).toBe(404);
  });

  test("is created with its translations; bad input gets words, keeps what was typed and stores nothing", async () => {
    const made = await postForm("/staff/programs/new", people.contentAdmin.cookie, programForm("a"));
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/programs");
    const [program] = await programsWith(slug("a"));
    expect(program).toMatchObject({
      name: "Shop analytics",
      price: 4500000,
      open: true,
      translations: { vi: { name: "Phân tích gian hàng" } },
    });

    // Vietnamese where translated; Thai has no translation: the site language's words.
    expect((await publicPage(`/programs/${slug("a")}`, "vi")).body).toContain("Phân tích gian hàng");
    const thai = await publicPage(`/programs/${slug("a")}`, "th");
    expect(thai.body).toContain("Shop analytics");
    expect(thai.body).toContain("8 weeks, evenings");

    const cases: [Record<string, string>, string, string][] = [
      [programForm("b", { slug: slug("a") }), "Another programme already has this address.", "slug"],
      [programForm("c", { name: "x".repeat(10_000) }), "Use at most 120 characters.", "name"],
      [programForm("d", { summary: "<img src=x onerror=alert(1)>" }), "Plain text only: no HTML tags.", "summary"],
      [programForm("e", { price: "-5" }), "Enter a whole number of đồng, or leave it empty for free.", "price"],
      [programForm("f", { vi_summary: "y".repeat(10_000) }), "Use at most 2000 characters.", "vi"],
      [programForm("g", { slug: "Shop Analytics!" }), "Use only lowercase letters, digits and dashes", "slug"],
      [programForm("h", { name: "" }), "Enter the name.", "name"],
    ];
    for (const [form, words, what] of cases) {
      const refused = await postForm("/staff/programs/new", people.contentAdmin.cookie, form);
      expect(refused.status, what).toBe(400);
      expect(shown(refused.body), what).toContain(words);
      expect(shown(refused.body), what).toContain('value="8 weeks, evenings"');
    }
    for (const suffix of ["b", "c", "d", "e", "f", "h"]) expect(await programsWith(slug(suffix))).toEqual([]);
    expect(await programsWith(slug("a"))).toHaveLength(1);
  });

  test("registering from its page records the interest once; staff see it per programme, and what its delete takes", async () => {
    await postForm("/staff/programs/new", people.contentAdmin.cookie, programForm("r", { name: "Live selling" }));
    const [program] = await programsWith(slug("r"));
    const form = await publicPage(`/register?program=${slug("r")}`, "en");
    expect(form.body).toContain("You are registering for Live selling.");
    expect(form.body).toContain(`name="program" value="${slug("r")}"`);

    const email = `zp-${mark}@example.com`;
    registered.push(email);
    const password = "Interest#2026x";
    const fields = { email, password, confirm: password, acceptTerms: "on", program: slug("r") };
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${testEnv.appUrl}/register?program=${slug("r")}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: "lng=en" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
      expect(response.status).toBe(200);
    }
    expect(await interestsIn(program.id)).toEqual([{ email }]);

    const list = shown((await page("/staff/programs", people.contentAdmin.cookie)).body);
    expect(list).toContain("Live selling");
    expect(list).toContain("Registered from its page");
    const asked = shown((await page(`/staff/programs/${program.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain(`Live selling and its page /programs/${slug("r")} will be gone, with the 1 registration recorded from it.`);

    // Closed for registration: the page says so, and a registration naming it records nothing.
    const closed = await postForm(
      `/staff/programs/${program.id}/edit`,
      people.contentAdmin.cookie,
      programForm("r", { name: "Live selling", open: "" }),
    );
    expect(closed.status).toBe(303);
    expect((await publicPage(`/programs/${slug("r")}`, "en")).body).toContain("Registration for this programme is closed for now.");

    const deleted = await postForm(`/staff/programs/${program.id}/delete`, people.contentAdmin.cookie, {});
    expect(deleted.status).toBe(303);
    expect(await programsWith(slug("r"))).toEqual([]);
    expect(await interestsIn(program.id)).toEqual([]);
    expect((await publicPage(`/programs/${slug("r")}`, "en")).status).toBe(404);
  });
});

describe("a row that is gone (item 4)", () => {
  test("its dialog says so with the way back; an edit posted for it keeps what was typed and stores nothing", async () => {
    await postForm("/staff/programs/new", people.contentAdmin.cookie, programForm("gone"));
    const [program] = await programsWith(slug("gone"));
    await directusAdmin("DELETE", `/items/seed_programs/${program.id}`);

    for (const path of [`/staff/programs/${program.id}/edit`, `/staff/programs/${program.id}/delete`]) {
      const gone = await page(path, people.contentAdmin.cookie);
      expect(gone.status, path).toBe(404);
      expect(shown(gone.body), path).toContain("This programme no longer exists");
      expect(shown(gone.body), path).toContain('href="/staff/programs"');
    }
    const posted = await postForm(
      `/staff/programs/${program.id}/edit`,
      people.contentAdmin.cookie,
      programForm("gone", { name: "Typed before" }),
    );
    expect(posted.status).toBe(404);
    expect(shown(posted.body)).toContain("It was deleted while you were editing, so nothing was saved.");
    expect(shown(posted.body)).toContain('value="Typed before"');
    expect(await programsWith(slug("gone"))).toEqual([]);

    // The same for a course and a class.
    const course = await directusAdmin<{ id: number }>("POST", "/items/seed_courses", {
      code: `ZG${mark}`.toUpperCase(),
      name: "Gone soon",
    });
    await directusAdmin("DELETE", `/items/seed_courses/${course.id}`);
    const courseGone = await page(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie);
    expect(courseGone.status).toBe(404);
    expect(shown(courseGone.body)).toContain("This course no longer exists");
    const courseEdit = await postForm(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie, {
      code: "ZGONE1",
      name: "Kept words",
    });
    expect(courseEdit.status).toBe(404);
    expect(shown(courseEdit.body)).toContain('value="Kept words"');
    expect(shown(await page("/staff/classes/999999999/delete", people.contentAdmin.cookie).then((r) => r.body))).toContain(
      "This class no longer exists",
    );
  });
});
