// Issue 55: axe, with every WCAG A/AA rule it has, finds nothing on any page of the authorization
// matrix (tests/support/authz-matrix.ts) that some role may see, in Vietnamese and English, signed in
// as the first role the matrix lets see it, with JavaScript (axe runs as a script in the page). The
// pages come from the matrix: a route added there is checked here too.
//
// Fast enough for CI: each worker signs in once per role (the `signInAs` fixture's stored sign-in),
// and the pages are split into small groups of one role and one language that the workers share.
import { fill, pagesShownToSomeRole, prepareSamples, removeSamples, roleAccount, type Role } from "../support/authz-matrix";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

/** Pages per test: small enough to balance the two workers, large enough to keep each test's start-up cheap. */
const GROUP = 6;

const pages = pagesShownToSomeRole();
/** Each group's pages by their matrix keys (the titles: a URL may hold a worker's random slug, a title may not) and URLs. */
const groups: { role: Role; samples: string[]; urls: string[] }[] = [];
for (const { role, sample, url } of pages) {
  const last = groups.at(-1);
  if (last?.role === role && last.urls.length < GROUP) {
    last.samples.push(sample);
    last.urls.push(url);
  } else groups.push({ role, samples: [sample], urls: [url] });
}

test.describe.configure({ mode: "parallel" });

// Each worker makes the samples the URLs name (a published post, a draft, a private file) and removes them.
test.beforeAll(prepareSamples);
test.afterAll(removeSamples);

test("the matrix lists pages for every kind of visitor", () => {
  // A matrix that lost its pages would leave the walk below with nothing to check.
  expect(new Set(pages.map((p) => p.role))).toEqual(new Set(["anonymous", "learner", "faculty", "editor", "contentAdmin", "partner"]));
  expect(pages.length).toBeGreaterThan(60);
});

for (const language of ["vi", "en"] as const) {
  describeInLanguage(language, () => {
    for (const { role, samples, urls } of groups) {
      test(`axe finds no WCAG A/AA violation as ${role} on ${samples.join(", ")}`, async ({ page, signInAs }) => {
        test.setTimeout(30_000 + urls.length * 10_000);
        if (role !== "anonymous") await signInAs(roleAccount[role]);
        const violations: string[] = [];
        for (const url of urls.map(fill)) {
          // A file, a CSV export or a health answer is no page: axe has nothing to read there (and a CSV is a download).
          const answer = await page.request.get(url, { maxRedirects: 0 });
          expect(answer.status(), `${url} as ${role}`).toBe(200);
          if (!answer.headers()["content-type"]?.startsWith("text/html")) continue;
          const response = await page.goto(url);
          expect(response?.status(), `${url} as ${role}`).toBe(200);
          violations.push(...(await axeViolations(page)).map((line) => `${url}: ${line}`));
        }
        expect(violations).toEqual([]);
      });
    }
  });
}
