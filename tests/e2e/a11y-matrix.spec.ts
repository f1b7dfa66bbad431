// Issue 55: axe, with every WCAG A/AA rule it has, finds nothing on any page of the authorization
// matrix (tests/support/authz-matrix.ts) that some role may see, in Vietnamese and English, signed in
// as a role the matrix lets see it, with JavaScript (axe runs as a script in the page, once it
// has hydrated). The pages come from the matrix: a route added there is checked here too.
// Issue 56: the walk is on a phone (Vietnamese at 360 × 800, English at 390 × 844), and on each page
// it also checks that nothing is wider than the screen, the header is one row and the h1 near the
// top; without JavaScript one small test does the same on a few pages of each area.
//
// Fast enough for CI: each page is opened once per language, as the first role that may see it (a
// public page signed out), nothing else (a URL the matrix lists twice, for two of its forms, is
// opened once); each worker signs in once per
// role (the `signInAs` fixture's stored sign-in); the pages are split into small groups of one role
// and one language that the two workers share.
import type { Page } from "@playwright/test";
import { fill, pagesShownTo, prepareSamples, removeSamples, roleAccount, roles, type Role } from "../support/authz-matrix";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

/** Pages per test at most: small enough to balance the two workers, large enough to keep each test's start-up cheap. */
const GROUP = 8;

/**
 * Each page once per language, as the first role in the matrix's order that may see it (issue 55:
 * "signed in as that role"): a public page signed out (signed in it differs by the header, which each
 * role's own pages check), a staff page as the editor or the content administrator — the
 * Administrator's pages are theirs too, with the same header and navigation (issue 45: 26 of 124
 * page visits per language were the same page again). Each role's pages in groups of about the same
 * size, by their matrix keys (the titles: a URL may hold a worker's random slug, a key may not).
 */
const walked = new Set<string>();
const groups = roles.flatMap((role) => {
  const pages = pagesShownTo(role).filter((shown) => !walked.has(shown.url));
  for (const shown of pages) walked.add(shown.url);
  const count = Math.ceil(pages.length / GROUP);
  return Array.from({ length: count }, (_, i) => ({
    role,
    pages: pages.slice(Math.round((i * pages.length) / count), Math.round(((i + 1) * pages.length) / count)),
  }));
});

test.describe.configure({ mode: "parallel" });

// Each worker makes the samples the URLs name (a published post, a draft, a private file) and removes them.
test.beforeAll(prepareSamples);
test.afterAll(removeSamples);

test("the matrix lists pages for every kind of visitor, and the walk has each of them", () => {
  // A matrix that lost its pages would leave the walk below with nothing to check.
  const inWalk = new Set(groups.flatMap((g) => g.pages.map((shown) => shown.url)));
  for (const role of roles) expect(pagesShownTo(role).filter((shown) => !inWalk.has(shown.url))).toEqual([]);
  expect(pagesShownTo("anonymous").length).toBeGreaterThan(10);
  expect(pagesShownTo("learner").length).toBeGreaterThan(20);
  expect(pagesShownTo("partner").length).toBeGreaterThan(45);
});

test("the walk's check finds a name that is not the label, a WCAG 2.1 level A rule, and nothing outside WCAG", async ({ page }) => {
  // The check below must be able to fail: a button showing "EN" named otherwise is what issue 55 found.
  // Two search landmarks alike break only a best practice (axe's landmark-unique), not WCAG: not reported.
  await page.goto("/privacy");
  await page.locator("main").evaluate((main) => {
    const button = document.createElement("button");
    button.textContent = "EN";
    button.setAttribute("aria-label", "Switch to English");
    main.append(button);
    for (const _ of [1, 2]) {
      const search = document.createElement("form");
      search.setAttribute("role", "search");
      search.append(document.createElement("button"));
      search.lastElementChild!.textContent = "Search";
      main.append(search);
    }
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^label-content-name-mismatch: /)]);
});

/** Opens `url` as the page's signed-in role; its violations as `url: rule: elements` lines, or null for a file. */
async function violationsAt(page: Page, url: string, role: Role) {
  // A CSV export is a download, not a page: Playwright's navigation ends with an error that says so.
  const response = await page.goto(url).catch((error: Error) => {
    if (!error.message.includes("Download is starting")) throw error;
    return null;
  });
  if (!response) {
    const answer = await page.request.get(url, { maxRedirects: 0 });
    expect(answer.status(), `${url} as ${role}`).toBe(200);
    expect(answer.headers()["content-type"], `${url} as ${role}`).not.toMatch(/^text\/html/);
    return null;
  }
  expect(response.status(), `${url} as ${role}`).toBe(200);
  // A file, an image or a health answer is no page: axe has nothing to read there.
  if (!response.headers()["content-type"]?.startsWith("text/html")) return null;
  return [...(await phoneLayoutFaults(page)), ...(await axeViolations(page))].map((line) => `${url}: ${line}`);
}

/**
 * Issue 56, on a phone: the page no wider than the screen (a wide table scrolls in its own box), the
 * header one row (at most 72 px high) and the page's h1, where it has one, starting within 160 px.
 * What is wrong, as lines like axe's.
 */
async function phoneLayoutFaults(page: Page) {
  const { width, scrollWidth, header, h1, widest } = await page.evaluate(() => {
    const width = window.innerWidth;
    // What sticks out: the outermost elements that end past the screen's right edge (to say where).
    const widest = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && (el.parentElement?.getBoundingClientRect().right ?? 0) <= width + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join(".")}`);
    return {
      width,
      scrollWidth: document.documentElement.scrollWidth,
      header: document.querySelector("header")?.getBoundingClientRect().height ?? null,
      h1: document.querySelector("h1") ? document.querySelector("h1")!.getBoundingClientRect().top + window.scrollY : null,
      widest,
    };
  });
  return [
    ...(scrollWidth > width ? [`wider than the screen: ${scrollWidth} px at ${width} px (${widest.join(", ")})`] : []),
    ...(header === null || header > 72 ? [`header ${header} px high (72 at most)`] : []),
    ...(h1 !== null && h1 > 160 ? [`h1 starts ${Math.round(h1)} px down (160 at most)`] : []),
  ];
}

/** The phones of the walk (issue 56): Vietnamese on a narrow one (its words are longer), English on a common one. */
const phones = { vi: { width: 360, height: 800 }, en: { width: 390, height: 844 } } as const;

for (const language of ["vi", "en"] as const) {
  describeInLanguage(language, () => {
    test.use({ viewport: phones[language] });
    for (const { role, pages } of groups) {
      test(`axe finds no WCAG A/AA violation and the page fits a phone as ${role} on ${pages.map((p) => p.sample).join(", ")}`, async ({
        page,
        signInAs,
      }) => {
        test.setTimeout(30_000 + pages.length * 10_000);
        if (role !== "anonymous") await signInAs(roleAccount[role]);
        const violations: string[] = [];
        let read = 0;
        for (const { url } of pages) {
          const found = await violationsAt(page, fill(url), role);
          if (found) read++;
          violations.push(...(found ?? []));
        }
        // Every group holds pages, not only files: a walk that read none would pass for nothing.
        expect(read, "pages axe read").toBeGreaterThan(0);
        expect(violations).toEqual([]);
      });
    }
  });
}

/** A few pages of each area for the check without JavaScript (the walk above reads every page with it). */
const withoutScripts: [Role, string[]][] = [
  ["anonymous", ["/login", "/", "/news"]],
  ["learner", ["/student/portal/dashboard", "/student/portal/learning/projects", "/student/portal/market/internships"]],
  ["faculty", ["/teacher/portal", "/teacher/portal/grading", "/teacher/portal/schedule"]],
  ["partner", ["/partner/portal/dashboard", "/partner/portal/talent-pipeline/jobs", "/partner/portal/analytics"]],
  ["contentAdmin", ["/staff/requests", "/a-7f3c91e2", "/staff/subscribers"]],
];

describeInLanguage(
  "vi",
  () => {
    test.use({ viewport: phones.vi });
    test("without JavaScript, a few pages of each area fit a 360-px phone and the menu opens", async ({
      page,
      signInAs,
      javaScriptEnabled,
    }, testInfo) => {
      test.skip(javaScriptEnabled, "with JavaScript the walk above checks every page");
      test.setTimeout(120_000);
      const faults: string[] = [];
      for (const [role, urls] of withoutScripts) {
        // Every sample is a page the matrix shows this role: a page renamed there is renamed here too.
        expect(pagesShownTo(role).map((shown) => shown.url)).toEqual(expect.arrayContaining(urls));
        if (role !== "anonymous") await signInAs(roleAccount[role]);
        for (const url of urls) {
          const response = await page.goto(url);
          expect(response?.status(), `${url} as ${role}`).toBe(200);
          faults.push(...(await phoneLayoutFaults(page)).map((line) => `${url} as ${role}: ${line}`));
        }
        // The drawer is a disclosure: the header's 'Menu' opens it without scripts, over the last page
        // (the sign-in page's header has none).
        await page.locator("header summary").click();
        await expect(page.locator("header details[open] nav").first()).toBeVisible();
        await testInfo.attach(`${role} ${urls.at(-1)} menu open, 360 px, no JavaScript`, {
          body: await page.screenshot(),
          contentType: "image/png",
        });
        await page.locator("header summary").click();
        await testInfo.attach(`${role} ${urls.at(-1)}, 360 px, no JavaScript`, { body: await page.screenshot(), contentType: "image/png" });
      }
      expect(faults).toEqual([]);
    });
  },
  { tag: "@js-off" },
);
