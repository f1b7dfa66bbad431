import fs from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { describeInLanguage, expect, expectSaved, test } from "./fixtures";

// Issue 46, item 5 (ADR 037): what a person types while a page is starting up is their input: in
// the post editor (its HTML and Blocks tabs), and in a form without unsaved-changes state whose
// textarea holds loaded text (a teacher's coursework item).
// The page works before its scripts run (ADR 016), so an editor can type into it; when the scripts
// take over, the typed text stays as it was typed (nothing overwritten by the loaded body, nothing
// glued to it) and Save is enabled. Two ways into that window:
// - scripts slowed down (a fresh browser, route interception): typing starts before the scripts
//   are let through and goes on while they hydrate the page;
// - scripts cached (a returning editor): typing starts as soon as the field is there; whether it
//   lands before, during or after hydration is a race, so each round repeats it.

/** The editor's words in `language` (locales/<language>/editor.json). */
function editorWords(language: "en" | "vi") {
  const editor = words(language, "editor");
  return {
    save: editor.save as string,
    saved: editor.saved as string,
    html: editor.html.label as string,
    blockText: editor.blocks.text as string,
  };
}

/** The words of `namespace` in `language` (locales/<language>/<namespace>.json). */
const words = (language: "en" | "vi", namespace: string) => JSON.parse(fs.readFileSync(`locales/${language}/${namespace}.json`, "utf8"));

/** What an editor types, in their language, in two halves: HTML in the HTML tab, a block's text in Blocks. */
function typing(language: "en" | "vi", round: number, where: string, html: boolean) {
  const [first, rest] =
    language === "en"
      ? [`Typed while starting, round ${round}`, `, ${where}: kept whole.`]
      : [`Gõ khi trang đang khởi động, lượt ${round}`, `, ${where}: giữ nguyên.`];
  return html ? [`<p>${first}`, `${rest}</p>`] : [first, rest];
}

/**
 * Opens `url` and types into `field` while the page starts. `loaded` given: the page's scripts are
 * held until the field, showing `loaded`, has the first half typed into it; the second half is
 * typed key by key while they start. Otherwise (scripts cached) the whole text is typed as soon as
 * the field is there. Returns once hydrated.
 */
async function typeWhileStarting(page: Page, url: string, field: Locator, [first, rest]: string[], loaded: string | null) {
  const hold = loaded !== null;
  let release = () => {};
  if (hold) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/**", async (route) => {
      await held;
      await route.continue();
    });
  }
  // Typing goes on beside the page's loading.
  const opening = page.goto(url);
  if (hold) await expect(field).toHaveValue(loaded);
  await field.fill(first);
  if (hold) {
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    release();
    // A person's typing speed: the keys go on arriving while the scripts start.
    await field.pressSequentially(rest, { delay: 25 });
  } else {
    // Typing on from where the caret is: after what was typed.
    await field.pressSequentially(rest);
  }
  await opening;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  if (hold) await page.unrouteAll();
}

/**
 * A fresh browser (a context of its own: nothing cached) signed in as `context` is, for the page
 * whose scripts are held. Its requests are intercepted, which also keeps its HTTP cache off.
 */
async function freshBrowser(browser: Browser, context: BrowserContext) {
  const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, storageState: await context.storageState() });
  return { fresh, slowed: await fresh.newPage() };
}

/** Save is enabled (every Save button of the tab), pressed, and the saved page answers. */
async function save(page: Page, { save: label, saved }: { save: string; saved: string }) {
  const buttons = page.getByRole("button", { name: label, exact: true });
  for (const button of await buttons.all()) await expect(button).toBeEnabled();
  await buttons.first().click();
  await expectSaved(page, saved);
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(language, () => {
    const w = editorWords(language);
    const made: string[] = [];
    test.afterAll(() => deleteTestPosts(made));

    test("what is typed while the editor starts is what Save stores", async ({ browser, page, context, signInAs }) => {
      test.slow(); // three rounds of two page loads and saves, one with its scripts held
      const slug = `e2e-typed-starting-${runTag()}-${language}`;
      made.push(slug);
      const loadedBody = "<h2>Start writing here</h2>\n<p>The old body.</p>";
      await createTestPost({ title: `Typed while starting ${language}`, slug, status: "draft", content: loadedBody });
      await signInAs("editor");
      const htmlBox = (on: Page) => on.getByRole("textbox", { name: w.html, exact: true });
      const firstBlock = (on: Page) => on.getByRole("textbox", { name: w.blockText, exact: true }).first();
      // Scripts slowed down: a fresh browser, signed in the same.
      const { fresh, slowed } = await freshBrowser(browser, context);
      // Scripts cached: the test's page, after a first visit.
      await page.goto(`/edit-post/${slug}?tab=html`);
      await expect(htmlBox(page)).toHaveValue(loadedBody);

      // The HTML tab (the case) in rounds 1 and 3, the Blocks tab in round 2. The loaded text
      // of each page is what the step before saved.
      let stored = { html: loadedBody, blocks: "Start writing here" };
      for (let round = 1; round <= 3; round++) {
        const tab = round === 2 ? "blocks" : "html";
        for (const [on, hold] of [
          [slowed, true],
          [page, false],
        ] as const) {
          const typed = typing(language, round, `${tab} ${hold ? "slowed" : "cached"}`, tab === "html");
          const field = tab === "html" ? htmlBox(on) : firstBlock(on);
          await typeWhileStarting(on, `/edit-post/${slug}?tab=${tab}`, field, typed, hold ? stored[tab] : null);
          // Exactly what was typed: the loaded text neither back nor glued to it.
          await expect(field, `${tab}, ${hold ? "slowed" : "cached"}, round ${round}`).toHaveValue(typed.join(""));
          await save(on, w);
          await expect(field).toHaveValue(typed.join(""));
          const text = tab === "html" ? typed.join("").replace(/^<p>|<\/p>$/g, "") : typed.join("");
          stored = { html: `<p>${text}</p>`, blocks: text };
        }
      }
      await fresh.close();
      await page.goto(`/edit-post/${slug}?tab=html`);
      await expect(htmlBox(page)).toHaveValue(stored.html);
    });
  });
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(language, () => {
    const teaching = words(language, "teaching");
    const items: number[] = [];
    test.afterAll(async () => {
      for (const id of items) await directusAdmin("DELETE", `/items/seed_grading_items/${id}`);
    });

    test("what a teacher types into a coursework brief while the page starts is what Save stores", async ({
      browser,
      page,
      context,
      signInAs,
    }) => {
      test.slow(); // three rounds of two page loads and saves, one with its scripts held
      const [ownClass] = await directusAdmin<{ id: number }[]>(
        "GET",
        "/items/seed_classes?filter[teacher][email][_eq]=faculty@example.com&fields=id&limit=1",
      );
      const title = `Typed while starting ${runTag()} ${language}`;
      const item = await directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", {
        class: ownClass!.id,
        item: title,
        brief: "The loaded brief.\nSecond line.",
        due_on: "2099-12-30",
        due_at: "2099-12-30T10:00:00.000Z",
        max_grade: 10,
      });
      items.push(item.id);
      await signInAs("faculty");
      const url = `/teacher/portal/grading/items/${item.id}`;
      const brief = (on: Page) => on.getByRole("textbox", { name: teaching.fields.brief, exact: true });
      const { fresh, slowed } = await freshBrowser(browser, context);
      await page.goto(url);

      let stored = "The loaded brief.\nSecond line.";
      for (let round = 1; round <= 3; round++) {
        for (const [on, hold] of [
          [slowed, true],
          [page, false],
        ] as const) {
          const typed = typing(language, round, hold ? "slowed" : "cached", false);
          await typeWhileStarting(on, url, brief(on), typed, hold ? stored : null);
          await expect(brief(on), `${hold ? "slowed" : "cached"}, round ${round}`).toHaveValue(typed.join(""));
          await on.getByRole("button", { name: teaching.save, exact: true }).click();
          await expect(on.getByText(teaching.outcomes.saved.replace("{{item}}", title))).toBeVisible();
          stored = typed.join("");
          await expect(brief(on)).toHaveValue(stored);
        }
      }
      await fresh.close();
      await page.goto(url);
      await expect(brief(page)).toHaveValue(stored);
    });
  });
}
