import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { deleteFiles, tinyPng, uploadFile } from "../support/files";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { axeViolations, describeInLanguage, expect, expectSaved, test, crossed } from "./fixtures";

/** axe on the editor outside its preview frames: a sandboxed `srcdoc` frame runs no scripts, so axe cannot enter it. */
async function axeOutsideFrames(page: Page) {
  return axeViolations(page, { exclude: "iframe" });
}

/** Before a click: without JavaScript, a page still streaming would post half its form (the server refuses it). */
const loaded = (page: Page) => page.waitForLoadState("load");

/** Every drag state the blocks take from now on, in order (spec 001: idle, pending, dragging, drop animating). */
async function recordDragStates(page: Page) {
  await page.evaluate(() => {
    const states: string[] = [];
    (window as { __dragStates?: string[] }).__dragStates = states;
    new MutationObserver((changes) => {
      for (const change of changes) states.push((change.target as HTMLElement).dataset.dragState ?? "");
    }).observe(document.body, { subtree: true, attributeFilter: ["data-drag-state"] });
  });
  return () => page.evaluate(() => (window as { __dragStates?: string[] }).__dragStates ?? []);
}

/** A draft of the test's own (its slug goes into `made`, deleted after the block), opened in the editor by an editor. */
/**
 * Presses a key of a keyboard drag until the move it makes is announced. dnd-kit's KeyboardSensor
 * starts listening for keys in a `setTimeout` after the pick-up, and Chromium runs input before
 * timers: under load, an arrow pressed right after the pick-up is lost (this file's CI flake). The
 * moves pressed here end at the list's edge, so a second press moves nothing more.
 */
async function pressUntil(page: Page, key: string, announced: Locator) {
  await expect(async () => {
    await page.keyboard.press(key);
    await expect(announced).toBeAttached({ timeout: 1_000 });
  }).toPass();
}

async function editNewDraft(
  { page, signInAs }: { page: Page; signInAs: (name: "editor") => Promise<unknown> },
  made: string[],
  draft: { slug: string; title: string; content?: string },
  tab?: "blocks",
) {
  made.push(draft.slug);
  await createTestPost({ ...draft, status: "draft" });
  await signInAs("editor");
  await page.goto(`/edit-post/${draft.slug}${tab ? `?tab=${tab}` : ""}`);
}

// The post editor (issue 27), its "Done when" path with JavaScript on and off: rename and save (the
// new URL, the post and /news show it, the old URL redirects), blocks added from templates, moved
// (two blocks' previews open across the move, issue 54), duplicated and deleted, HTML edited and seen in Blocks, a script that runs nowhere; with
// JavaScript, a keyboard reorder and the leave warning. The denied page in Vietnamese. axe on each tab.

type Lang = "en" | "vi";

/** `{{name}}` in a locale's text filled in. */
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name]));

/** The editor's words in `language`, as locales/<language>/editor.json has them, `{{n}}` filled in; `post`, `news`, `media`: those namespaces' words. */
function editorWords(language: Lang) {
  const read = (ns: string) => JSON.parse(fs.readFileSync(`locales/${language}/${ns}.json`, "utf8"));
  const words = read("editor");
  return {
    ...words,
    post: read("post"),
    news: read("news"),
    media: read("media"),
    fill,
    legend: (n: number, tag: string) => fill(words.blocks.legend, { n, tag }),
    /** A block's button, as a screen reader names it: its label and '(block n)'. */
    blockButton: (label: string, n: number) => `${label} ${fill(words.blocks.which, { n })}`,
  };
}

/**
 * Issue 54: the tests of the block run in `withScripts` in the js-on project and in the other
 * language in the js-off one, so a test tagged @js-off covers both languages at no added time.
 */
function useLanguagePerProject(withScripts: Lang) {
  test.use({ language: async ({ javaScriptEnabled }, use) => use(javaScriptEnabled ? withScripts : withScripts === "en" ? "vi" : "en") });
}

/** A test's words in its language (useLanguagePerProject) and a slug naming the test, its language and its project. */
function perProject(name: string, { language, javaScriptEnabled }: { language: string | undefined; javaScriptEnabled: boolean }) {
  return { w: editorWords(language as Lang), slug: `e2e-${name}-${language}-${runTag()}-${javaScriptEnabled ? "on" : "off"}` };
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(language, () => {
    const w = editorWords(language);
    const tag = runTag();
    const made: string[] = [];
    test.afterAll(() => deleteTestPosts(made));

    test(
      "rename, blocks, HTML: saved and shown on the post",
      { tag: ["@js-off", crossed] },
      async ({ page, signInAs, javaScriptEnabled }, testInfo) => {
        test.slow(); // the whole "Done when" path: about twenty round trips and four axe runs
        const js = javaScriptEnabled ? "on" : "off";
        const oldSlug = `e2e-editor-${tag}-${language}-${js}`;
        const newSlug = `e2e-renamed-${tag}-${language}-${js}`;
        made.push(oldSlug, newSlug);
        await createTestPost({ title: `Editor e2e ${tag}`, slug: oldSlug, status: "published", content: "<p>First</p>\n<p>Second</p>" });
        await signInAs("editor");
        const checkAxe = async () => {
          if (javaScriptEnabled) expect(await axeOutsideFrames(page)).toEqual([]);
        };

        // Meta: title and slug (tidied on save), then the new URL.
        await page.goto(`/edit-post/${oldSlug}`);
        await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
        await expect(page.getByRole("tab", { name: w.tabs.meta })).toHaveAttribute("aria-selected", "true");
        await checkAxe();
        await page.getByLabel(w.fields.title, { exact: true }).fill(`Renamed ${tag} ${language} ${js}`);
        await page.getByLabel(w.fields.slug, { exact: true }).fill(`E2E Renamed ${tag} ${language} ${js}!`);
        await loaded(page);
        await page.getByRole("button", { name: w.save }).first().click();
        await expectSaved(page, w.saved);
        await expect(page).toHaveURL(new RegExp(`/edit-post/${newSlug}$`));
        await expect(page.getByText(w.unsaved)).toHaveCount(0);

        // Blocks: a Callout and a Figure at the end, block 2 moved up, block 1 duplicated, the copy deleted.
        await loaded(page);
        await page.getByRole("tab", { name: w.tabs.blocks }).click();
        await expect(page.getByText(w.legend(1, "p"))).toBeVisible();
        await checkAxe();
        await loaded(page);
        await page.getByRole("button", { name: w.templates.callout, exact: true }).click();
        await expect(page.getByText(w.legend(3, "div"))).toBeVisible();
        await loaded(page);
        await page.getByRole("button", { name: w.templates.figure, exact: true }).click();
        await expect(page.getByText(w.legend(4, "figure"))).toBeVisible();
        // Issue 54, item 3: two blocks' previews open at once, still open (and renumbered) after Move up.
        for (const n of [1, 2]) {
          await loaded(page);
          await page.getByRole("button", { name: w.blockButton(w.blocks.showPreview, n) }).click();
          await expect(page.getByTitle(fill(w.blocks.previewTitle, { n }))).toBeVisible();
        }
        await loaded(page);
        await page.getByRole("button", { name: w.blockButton(w.blocks.moveUp, 2) }).click();
        await expect(page.getByLabel(w.blocks.text).first()).toHaveValue("Second");
        await expect(page.locator("iframe")).toHaveCount(2);
        for (const [n, text] of [
          [1, "Second"],
          [2, "First"],
        ] as const)
          await expect(page.frameLocator(`iframe[title="${fill(w.blocks.previewTitle, { n })}"]`).getByText(text)).toBeVisible();
        await loaded(page);
        await page.getByRole("button", { name: w.blockButton(w.blocks.duplicate, 1) }).click();
        await expect(page.getByText(w.legend(5, "figure"))).toBeVisible();
        await loaded(page);
        await page.getByRole("button", { name: w.blockButton(w.blocks.remove, 2) }).click();
        await expect(page.getByText(w.legend(5, "figure"))).toHaveCount(0);
        // 'Insert paragraph above' (issue 54, item 6): an empty paragraph first, deleted again; each block names its template menu.
        await expect(page.getByText(fill(w.blocks.templates, { n: 4 }), { exact: true })).toBeVisible();
        await loaded(page);
        await page.getByRole("button", { name: w.blockButton(w.blocks.insert, 1) }).click();
        await expect(page.getByText(w.legend(5, "figure"))).toBeVisible();
        await expect(page.getByLabel(w.blocks.text).first()).toHaveValue("");
        await loaded(page);
        await page.getByRole("button", { name: w.blockButton(w.blocks.remove, 1) }).click();
        await expect(page.getByText(w.legend(5, "figure"))).toHaveCount(0);
        await expect(page.getByLabel(w.blocks.text).first()).toHaveValue("Second");
        await loaded(page);
        await page.getByRole("button", { name: w.save }).first().click();
        await expectSaved(page, w.saved);
        await expect(page).toHaveURL(new RegExp(`/edit-post/${newSlug}\\?tab=blocks$`));

        await page.goto(`/post/${newSlug}`);
        await expect(page.getByRole("heading", { level: 1, name: `Renamed ${tag} ${language} ${js}` })).toBeVisible();
        const body = page.locator("#post-content");
        const text = (await body.textContent()) ?? "";
        expect(text.indexOf("Second")).toBeLessThan(text.indexOf("First"));
        await expect(body.locator('.callout[role="note"]')).toBeVisible();
        await expect(body.locator("figure img")).toHaveAttribute("alt", "Describe the image");
        await page.goto("/news");
        await expect(page.getByText(`Renamed ${tag} ${language} ${js}`)).toBeVisible();
        await page.goto(`/post/${oldSlug}`);
        await expect(page).toHaveURL(new RegExp(`/post/${newSlug}$`));

        // HTML: typed markup (with a script, a handler and a javascript: link) seen in Blocks, saved harmless.
        await page.goto(`/edit-post/${newSlug}?tab=html`);
        await checkAxe();
        await page
          .getByRole("textbox", { name: w.html.label })
          .fill(
            `<h2>From HTML</h2>\n<p>Typed <a href="javascript:window.__pwned=3">bad</a></p>\n<script>window.__pwned=1</script>\n<img src="/x.png" onerror="window.__pwned=2">`,
          );
        await loaded(page);
        await page.getByRole("tab", { name: w.tabs.blocks }).click();
        await expect(page.getByText(w.legend(1, "h2"))).toBeVisible();
        await expect(page.getByLabel(w.blocks.text).first()).toHaveValue("From HTML");
        await loaded(page);
        await page.getByRole("tab", { name: w.tabs.preview }).click();
        await expect(page.frameLocator("iframe").getByRole("heading", { name: "From HTML" })).toBeVisible();
        await checkAxe();
        await loaded(page);
        await page.getByRole("button", { name: w.save }).first().click();
        await expectSaved(page, w.saved);
        await page.goto(`/post/${newSlug}`);
        await expect(page.locator("#post-content h2")).toHaveText("From HTML");
        await expect(page.locator("#post-content script")).toHaveCount(0);
        await expect(page.locator("#post-content [onerror]")).toHaveCount(0);
        await expect(page.locator('#post-content a[href^="javascript"]')).toHaveCount(0);
        if (javaScriptEnabled) expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
        testInfo.annotations.push({ type: "slug", description: newSlug });
      },
    );
  });
}

test.describe("an editor, in English", () => {
  test.use({ language: "en" });
  const tag = runTag();
  const made: string[] = [];
  test.afterAll(() => deleteTestPosts(made));

  // Dragging, the keyboard reorder, kept edits, the leave warning and the picker dialog need
  // JavaScript (untagged: js-on only); without it: the move buttons (above), the picker inside the form (below).
  test.describe("the enhanced page", () => {
    test("a mouse drag begins after a 5 px move and reorders the blocks (JavaScript)", async ({ page, signInAs }) => {
      const slug = `e2e-mouse-drag-${tag}`;
      await editNewDraft({ page, signInAs }, made, { slug, title: `Mouse drag ${tag}`, content: "<p>Alpha</p>\n<p>Beta</p>" }, "blocks");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const handle = page.getByRole("button", { name: "Drag to move block 2" });
      const from = (await handle.boundingBox())!;
      const to = (await page.getByRole("button", { name: "Drag to move block 1" }).boundingBox())!;
      const dragged = page.locator('li[data-drag-state="dragging"]');
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      // 3 px: not yet a drag (spec 001 §2: it begins after a 5 px move).
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 3);
      await expect(dragged).toHaveCount(0);
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10);
      await expect(dragged).toHaveCount(1);
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 20, { steps: 10 });
      await page.mouse.up();
      await expect(page.getByLabel("Content (HTML)").first()).toHaveValue("Beta");
      await expect(page.getByText("(unsaved changes)")).toBeVisible();
      // The dropped block slides into its place first: a key pressed while it still moves is not a
      // new drag (the cause of this test's flakes in CI).
      await expect(page.locator('li[data-drag-state]:not([data-drag-state="idle"])')).toHaveCount(0);

      // With less motion asked for (prefers-reduced-motion), a dropped block takes its place without an animation.
      await page.emulateMedia({ reducedMotion: "reduce" });
      const dragStates = await recordDragStates(page);
      await page.getByRole("button", { name: "Drag to move block 1" }).focus();
      await page.keyboard.press("Space");
      await expect(page.getByText("Block 1 is over position 1.")).toBeAttached();
      await pressUntil(page, "ArrowDown", page.getByText("Block 1 is over position 2."));
      await page.keyboard.press("Space");
      await expect(page.getByLabel("Content (HTML)").first()).toHaveValue("Alpha");
      const states = await dragStates();
      expect(states).toContain("dragging");
      expect(states).not.toContain("dropping");
    });

    test("on touch a drag begins after a 120 ms press; a quick swipe does not drag (JavaScript)", async ({ page, signInAs }) => {
      const slug = `e2e-touch-drag-${tag}`;
      await editNewDraft({ page, signInAs }, made, { slug, title: `Touch drag ${tag}`, content: "<p>Alpha</p>\n<p>Beta</p>" }, "blocks");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
      const from = (await page.getByRole("button", { name: "Drag to move block 2" }).boundingBox())!;
      const to = (await page.getByRole("button", { name: "Drag to move block 1" }).boundingBox())!;
      const x = from.x + from.width / 2;
      const y = from.y + from.height / 2;
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", points: { x: number; y: number }[]) =>
        cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
      const dragged = page.locator('li[data-drag-state="dragging"]');
      const swipeTo = async (toY: number) => {
        for (let step = 1; step <= 10; step++) await touch("touchMove", [{ x, y: y + ((toY - y) * step) / 10 }]);
      };

      // A quick move (no press first) is no drag: the order stays.
      await touch("touchStart", [{ x, y }]);
      await swipeTo(to.y - 20);
      await expect(dragged).toHaveCount(0);
      await touch("touchEnd", []);
      await expect(page.getByLabel("Content (HTML)").first()).toHaveValue("Alpha");

      // A press held past 120 ms lifts the block (the finger has not moved); moving it over block 1 reorders.
      await touch("touchStart", [{ x, y }]);
      await expect(dragged).toHaveCount(1);
      await swipeTo(to.y - 20);
      await touch("touchEnd", []);
      await expect(page.getByLabel("Content (HTML)").first()).toHaveValue("Beta");
    });

    test("keyboard reorder, kept edits and the leave warning (JavaScript)", async ({ page, signInAs }) => {
      const slug = `e2e-keyboard-${tag}`;
      await editNewDraft({ page, signInAs }, made, { slug, title: `Keyboard ${tag}`, content: "<p>Alpha</p>\n<p>Beta</p>" }, "blocks");
      await expect(page.getByRole("button", { name: "Saved" }).first()).toBeDisabled();
      const dragStates = await recordDragStates(page);
      // Both blocks' previews open at once (issue 54), and they stay open when the blocks are reordered.
      await page.getByRole("button", { name: "Show preview (block 1)" }).click();
      await expect(page.getByTitle("Preview of block 1")).toBeVisible();
      await page.getByRole("button", { name: "Show preview (block 2)" }).click();
      await expect(page.locator("iframe")).toHaveCount(2);
      const handle = page.getByRole("button", { name: "Drag to move block 2" });
      await handle.focus();
      await page.keyboard.press("Space");
      await expect(page.getByText("Block 2 is over position 2.")).toBeAttached();
      await pressUntil(page, "ArrowUp", page.getByText("Block 2 is over position 1."));
      await page.keyboard.press("Space");
      await expect(page.getByText("Block 2 was dropped at position 1.")).toBeAttached();
      await expect(page.getByLabel("Content (HTML)").first()).toHaveValue("Beta");
      await expect(page.getByText("(unsaved changes)")).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(2);
      await expect(page.frameLocator('iframe[title="Preview of block 1"]').getByText("Beta")).toBeVisible();
      // The dropped block animated into place, then settled.
      await expect.poll(dragStates).toContain("dropping");
      await expect(page.locator('li[data-drag-state="dropping"]')).toHaveCount(0);

      // Kept in the browser: a second tab on the same post is offered the edits back.
      await page.waitForFunction(() =>
        Object.keys(localStorage).some((key) => key.startsWith("seed-editor:") && localStorage.getItem(key)!.includes("Beta")),
      );
      const other = await page.context().newPage();
      await other.goto(`/edit-post/${slug}?tab=blocks`);
      await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await other.getByRole("button", { name: "Restore them" }).click();
      await expect(other.getByLabel("Content (HTML)").first()).toHaveValue("Beta");
      await other.close();

      const messages: string[] = [];
      page.on("dialog", (dialog) => {
        messages.push(dialog.message());
        void dialog.dismiss();
      });
      await loaded(page);
      await page.getByRole("link", { name: "Posts" }).click();
      await expect.poll(() => messages.length).toBe(1);
      expect(messages[0]).toContain("unsaved changes");
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}`));

      await loaded(page);
      await page.getByRole("button", { name: "Save changes" }).first().click();
      await expectSaved(page);
      await loaded(page);
      await page.getByRole("link", { name: "Posts" }).click();
      await expect(page).toHaveURL(/\/news$/);
      expect(messages).toHaveLength(1);
    });

    test("the cover comes from the media library's picker (JavaScript)", async ({ page, signInAs }) => {
      const slug = `e2e-picker-${tag}`;
      await editNewDraft({ page, signInAs }, made, { slug, title: `Picker ${tag}`, content: "<p>Alpha</p>" });
      await page.getByRole("button", { name: "Choose from the media library…" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose an image" });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("button", { name: "Choose" }).first()).toBeVisible();
      expect(await axeOutsideFrames(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Choose" }).first().click();
      await expect(dialog).toHaveCount(0);
      const cover = page.getByLabel("Cover image URL", { exact: true });
      await expect(cover).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);
      const chosen = await cover.inputValue();
      await expect(page.getByRole("img", { name: "Cover image preview" })).toHaveAttribute("src", chosen);
      await page.getByRole("button", { name: "Save changes" }).first().click();
      await expectSaved(page);
      await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(chosen);
    });
  });
});

test.describe("the media library in the editor (issues 27, 28)", () => {
  test.use({ language: "en" });
  const tag = runTag();
  const made: string[] = [];
  const files: string[] = [];
  test.afterAll(async () => {
    await deleteTestPosts(made);
    await deleteFiles(files);
  });

  test(
    "without JavaScript the picker opens inside the form: the cover and a figure's image chosen, nothing typed lost",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled, "with JavaScript the picker is a dialog (the test above)");
      const slug = `e2e-picker-nojs-${tag}`;
      const imageName = `e2e-pick-${tag}.png`;
      const fileId = await uploadFile({ name: imageName, type: "image/png", body: tinyPng });
      files.push(fileId);
      await editNewDraft({ page, signInAs }, made, { slug, title: `Picker no-JS ${tag}`, content: "<p>Alpha</p>" });
      await page.getByLabel("Title", { exact: true }).fill(`Kept ${tag}`);
      await loaded(page);
      await page.getByRole("button", { name: "Choose from the media library…" }).click();
      const picker = page.getByRole("group", { name: "Choose an image" });
      /** Each a submit of its own: the search for the uploaded image, then choosing it. */
      const searchAndChoose = async () => {
        await picker.getByLabel("Search by title, file name or description").fill(imageName);
        await loaded(page);
        await picker.getByRole("button", { name: "Search" }).click();
        await expect(picker.getByText(imageName)).toBeVisible();
        await loaded(page);
        await picker
          .getByRole("button", { name: /^Choose/ })
          .first()
          .click();
      };
      await expect(picker).toBeVisible();
      // The unsaved title came back with the picker.
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Kept ${tag}`);
      await searchAndChoose();
      await expect(page.getByRole("group", { name: "Choose an image" })).toHaveCount(0);
      await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(`/media/${fileId}`);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Kept ${tag}`);
      await expect(page.getByText("(unsaved changes)")).toBeVisible();

      // A figure block's image, the same way.
      await loaded(page);
      await page.getByRole("tab", { name: "Blocks" }).click();
      await loaded(page);
      await page.getByRole("button", { name: "Figure + Caption", exact: true }).click();
      await expect(page.getByText("Block 2: figure")).toBeVisible();
      await loaded(page);
      await page.getByRole("button", { name: "Choose the image from the media library… (block 2)" }).click();
      await searchAndChoose();
      await expect(page.getByLabel("Image URL", { exact: true })).toHaveValue(`/media/${fileId}`);

      // Saved together: the title, the cover, the figure.
      await loaded(page);
      await page.getByLabel("Alt text", { exact: true }).fill("A tiny picture");
      await page.getByRole("button", { name: "Save changes" }).first().click();
      await expectSaved(page);
      await expect(page.getByLabel("Image URL", { exact: true })).toHaveValue(`/media/${fileId}`);
      await loaded(page);
      await page.getByRole("tab", { name: "Meta" }).click();
      await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(`/media/${fileId}`);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Kept ${tag}`);
    },
  );

  test(
    "without JavaScript the picker pages like /media: previous / next submits, the unsaved form kept",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled, "with JavaScript the picker is a dialog with 'Load more'");
      test.slow(); // 25 uploads
      const slug = `e2e-picker-pages-${tag}`;
      const prefix = `e2e-pickpage-${tag}`;
      const uploaded: string[] = [];
      for (let i = 0; i < 25; i++) uploaded.push(await uploadFile({ name: `${prefix}-${i}.png`, type: "image/png", body: tinyPng }));
      files.push(...uploaded);
      await editNewDraft({ page, signInAs }, made, { slug, title: `Picker pages ${tag}` });
      await page.getByLabel("Title", { exact: true }).fill(`Paged ${tag}`);
      await loaded(page);
      await page.getByRole("button", { name: "Choose from the media library…" }).click();
      const picker = page.getByRole("group", { name: "Choose an image" });
      await picker.getByLabel("Search by title, file name or description").fill(prefix);
      await loaded(page);
      await picker.getByRole("button", { name: "Search" }).click();
      const cards = picker.getByRole("listitem").filter({ hasText: prefix });
      await expect(cards).toHaveCount(24);
      await expect(picker.getByText("Page 1 of 2")).toBeVisible();
      await expect(picker.getByRole("button", { name: "Previous page" })).toHaveCount(0);

      await loaded(page);
      await picker.getByRole("button", { name: "Next page" }).click();
      await expect(picker.getByText("Page 2 of 2")).toBeVisible();
      // The 25th image alone on page 2, one not on page 1; the search and the typed title kept.
      await expect(cards).toHaveCount(1);
      const last = (await cards.getByText(new RegExp(`^${prefix}-\\d+\\.png$`)).textContent()) ?? "";
      await expect(picker.getByRole("button", { name: "Next page" })).toHaveCount(0);
      await expect(picker.getByLabel("Search by title, file name or description")).toHaveValue(prefix);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Paged ${tag}`);

      await loaded(page);
      await picker.getByRole("button", { name: "Previous page" }).click();
      await expect(picker.getByText("Page 1 of 2")).toBeVisible();
      await expect(cards).toHaveCount(24);
      expect(last).toMatch(new RegExp(`^${prefix}-\\d+\\.png$`));
      await expect(cards.getByText(last, { exact: true })).toHaveCount(0);
      await loaded(page);
      await picker.getByRole("button", { name: "Next page" }).click();
      await loaded(page);
      await picker
        .getByRole("button", { name: /^Choose/ })
        .first()
        .click();
      const cover = await page.getByLabel("Cover image URL", { exact: true }).inputValue();
      expect(uploaded.map((id) => `/media/${id}`)).toContain(cover);
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Paged ${tag}`);
      await expect(page.getByText("(unsaved changes)")).toBeVisible();
    },
  );

  // With JavaScript choosing the file uploads it; without, the block's Upload button (a multipart submit of the editor's form, ADR 039).
  // In English with JavaScript, in Vietnamese without; the cover's upload below the other way round.
  test.describe("a figure's upload", () => {
    useLanguagePerProject("en");

    test(
      "a figure's image is uploaded from its block; a refused file shows 'Upload failed.' (no axe violations); the typed caption kept",
      { tag: "@js-off" },
      async ({ page, signInAs, javaScriptEnabled, language }) => {
        const { w, slug } = perProject("figure-upload", { language, javaScriptEnabled });
        await editNewDraft({ page, signInAs }, made, { slug, title: `Figure upload ${tag}`, content: "<p>Alpha</p>" }, "blocks");
        await loaded(page);
        await page.getByRole("button", { name: w.templates.figure, exact: true }).click();
        await expect(page.getByText(w.legend(2, "figure"))).toBeVisible();
        await page.getByLabel(w.blocks.figureCaption, { exact: true }).fill("Kept caption");
        const input = page.getByLabel(w.blockButton(w.blocks.uploadImage, 2));
        const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
          await loaded(page);
          await input.setInputFiles(file);
          if (!javaScriptEnabled) await page.getByRole("button", { name: w.blockButton(w.media.upload.submit, 2) }).click();
        };
        const bad = `e2e-figure-bad-${tag}.png`;
        await upload({ name: bad, mimeType: "image/png", buffer: Buffer.from("<!DOCTYPE html><p>not an image") });
        await expect(page.getByRole("alert")).toContainText(w.blocks.uploadFailed);
        await expect(page.getByRole("alert")).toContainText(fill(w.media.upload.refused.type, { name: bad }));
        await expect(page.getByLabel(w.blocks.figureCaption, { exact: true })).toHaveValue("Kept caption");
        if (javaScriptEnabled) expect(await axeOutsideFrames(page)).toEqual([]);
        await upload({ name: `e2e-figure-${tag}.png`, mimeType: "image/png", buffer: Buffer.from(tinyPng) });
        const src = page.getByLabel(w.blocks.figureSrc, { exact: true });
        await expect(src).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);
        files.push((await src.inputValue()).slice("/media/".length));
        await expect(page.getByLabel(w.blocks.figureCaption, { exact: true })).toHaveValue("Kept caption");
        await expect(page.getByText(w.unsaved)).toBeVisible();
      },
    );
  });
});

test.describe("paste into a block (issue 27)", () => {
  test.use({ language: "en" });
  const tag = runTag();
  const made: string[] = [];
  test.afterAll(() => deleteTestPosts(made));

  // JavaScript only: without it the browser pastes plain text (and Save sanitises).
  test("pasted HTML keeps headings, lists, links, bold, italic; styles, comments and scripts are dropped", async ({ page, signInAs }) => {
    const slug = `e2e-paste-${tag}`;
    await editNewDraft({ page, signInAs }, made, { slug, title: `Paste ${tag}`, content: "<p>Alpha</p>" }, "blocks");
    const text = page.getByLabel("Content (HTML)", { exact: true }).first();
    await text.fill("");
    await text.evaluate((field) => {
      const clipboard = new DataTransfer();
      clipboard.setData(
        "text/html",
        '<!--StartFragment--><h2 style="color:red" class="MsoHeading2">Pasted</h2><p><b>bold</b> <i>it</i> <a href="https://example.org/" onclick="x()">link</a></p><ul><li>one</li></ul><script>alert(1)</script><!--EndFragment-->',
      );
      clipboard.setData("text/plain", "Pasted bold it link one");
      field.dispatchEvent(new ClipboardEvent("paste", { clipboardData: clipboard, bubbles: true, cancelable: true }));
    });
    await expect(text).toHaveValue(/<h2>Pasted<\/h2>/);
    const value = await text.inputValue();
    expect(value).toContain("<b>bold</b> <i>it</i>");
    expect(value).toContain("<ul><li>one</li></ul>");
    expect(value).toMatch(/<a href="https:\/\/example\.org\/"/);
    for (const gone of ["style", "Mso", "<!--", "script", "onclick"]) expect(value).not.toContain(gone);
    await expect(page.getByText("(unsaved changes)")).toBeVisible();
  });
});

describeInLanguage("vi", () => {
  // Reads server-rendered pages and posts with `page.request`: the same without JavaScript (axe needs it), so js-on only.
  test("an editor's Meta tab has no axe violations; a learner is denied, and every action refused", async ({
    page,
    signInAs,
    javaScriptEnabled,
  }) => {
    await signInAs("editor");
    const response = await page.goto("/staff/posts/new");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Bài viết mới" })).toBeVisible();
    await expect(page.getByLabel("Tiêu đề", { exact: true })).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    await signInAs("learner");
    const denied = await page.goto("/edit-post/khai-giang-khoa-thuong-mai-dien-tu-k01-2024");
    expect(denied?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Bạn không có quyền truy cập" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Về trang chủ" })).toBeVisible();
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    const origin = new URL(page.url()).origin;
    for (const url of ["/edit-post/khai-giang-khoa-thuong-mai-dien-tu-k01-2024", "/staff/posts/new"]) {
      const post = await page.request.post(url, {
        form: { intent: "save", title: "x", slug: "x" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(post.status()).toBe(403);
    }
    await signInAs("contentAdmin");
    const refused = await page.request.post("/staff/posts/new", {
      form: { intent: "save", title: "x", slug: "x" },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
  });

  // JavaScript only: a server-rendered visit has nothing to wait for on screen.
  test("while another page of the editor loads, it says 'Đang tải…' (JavaScript)", async ({ page, signInAs }) => {
    const slug = `e2e-loading-vi-${runTag()}`;
    const made: string[] = [];
    try {
      await editNewDraft({ page, signInAs }, made, { slug, title: `Đang tải ${slug}` });
      await loaded(page);
      // The history's data held until the words have been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/history\.data/, async (route) => {
        await held;
        await route.continue();
      });
      await page.getByRole("link", { name: "Lịch sử", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Đang tải…" })).toBeVisible();
      release();
      await expect(page.getByRole("heading", { level: 1, name: "Lịch sử bài viết" })).toBeVisible();
      await expect(page.getByText("Đang tải…")).toHaveCount(0);
    } finally {
      await deleteTestPosts(made);
    }
  });
});

// Delete and the cover's upload inside the editor (issue 54), each in English in one project and
// in Vietnamese in the other (useLanguagePerProject): both languages with and without JavaScript.
test.describe("delete and the cover's upload in the editor (issue 54)", { tag: "@js-off" }, () => {
  /** The header's links to the post (spec 001 §2): 'View post ↗' in a new tab, 'View public page' in this one. */
  const expectLinksToPost = async (page: Page, w: ReturnType<typeof editorWords>, slug: string) => {
    await expect(page.getByRole("link", { name: w.viewPost })).toHaveAttribute("href", `/post/${slug}`);
    await expect(page.getByRole("link", { name: w.viewPost })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: w.viewPublic })).toHaveAttribute("href", `/post/${slug}`);
  };

  test.describe("delete", () => {
    useLanguagePerProject("en");

    test("'Delete post' asks in the editor (no axe violations); a failure shows 'Couldn't delete the post' there, the edits kept; then /news with a notice", async ({
      page,
      signInAs,
      javaScriptEnabled,
      language,
    }) => {
      const { w, slug } = perProject("delete", { language, javaScriptEnabled });
      const edited = `${language === "vi" ? "Đã sửa" : "Edited"} ${slug}`;
      const made: string[] = [];
      try {
        await editNewDraft({ page, signInAs }, made, { slug, title: `Delete me ${slug}` });
        await expectLinksToPost(page, w, slug);
        await page.getByLabel(w.fields.title, { exact: true }).fill(edited);
        await loaded(page);
        await page.getByRole("button", { name: w.delete }).click();
        const dialog = page.getByRole("dialog", { name: w.delete });
        await expect(dialog.getByText(fill(w.post.deleteConfirm, { title: edited }))).toBeVisible();
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        // Cancel closes it, the edit still there.
        await dialog.getByRole("button", { name: w.post.cancel }).click();
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.getByLabel(w.fields.title, { exact: true })).toHaveValue(edited);

        // Deleted meanwhile by someone else: the error card in the editor, the typed title kept.
        await deleteTestPosts([slug]);
        await loaded(page);
        await page.getByRole("button", { name: w.delete }).click();
        await loaded(page);
        await dialog.getByRole("button", { name: w.post.deleteConfirmButton }).click();
        await expect(dialog.getByRole("alert")).toContainText(w.post.deleteFailed);
        await expect(dialog.getByRole("alert")).toContainText(w.errors.missingData);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await expect(page.getByLabel(w.fields.title, { exact: true })).toHaveValue(edited);

        // There again: deleted, /news says so.
        await createTestPost({ slug, title: `Delete me ${slug}`, status: "draft" });
        await loaded(page);
        await dialog.getByRole("button", { name: w.post.deleteConfirmButton }).click();
        await page.waitForURL(/\/news$/);
        await expect(page.getByRole("status").filter({ hasText: fill(w.news.deleted, { title: edited }) })).toBeVisible();
        expect((await page.goto(`/edit-post/${slug}`))?.status()).toBe(404);
      } finally {
        await deleteTestPosts(made);
      }
    });
  });

  test.describe("the cover's upload", () => {
    useLanguagePerProject("vi");

    test("'Upload a cover image' sets the cover from the editor, the typed title kept (no axe violations)", async ({
      page,
      signInAs,
      javaScriptEnabled,
      language,
    }) => {
      const { w, slug } = perProject("cover-upload", { language, javaScriptEnabled });
      const typed = `${language === "vi" ? "Chưa lưu" : "Unsaved"} ${slug}`;
      const made: string[] = [];
      try {
        await editNewDraft({ page, signInAs }, made, { slug, title: `Cover ${slug}` });
        await expectLinksToPost(page, w, slug);
        await page.getByLabel(w.fields.title, { exact: true }).fill(typed);
        await loaded(page);
        await page
          .getByLabel(w.fields.uploadCover)
          .setInputFiles({ name: `cover-${slug}.png`, mimeType: "image/png", buffer: Buffer.from(tinyPng) });
        if (!javaScriptEnabled) await page.getByRole("button", { name: w.media.upload.submit, exact: true }).click();
        const cover = page.getByLabel(w.fields.cover, { exact: true });
        await expect(cover).toHaveValue(/^\/media\/[0-9a-f-]{36}$/);
        await deleteFiles([(await cover.inputValue()).slice("/media/".length)]);
        await expect(page.getByLabel(w.fields.title, { exact: true })).toHaveValue(typed);
        await expect(page.getByText(w.unsaved)).toBeVisible();
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      } finally {
        await deleteTestPosts(made);
      }
    });
  });
});

// A post's history (issue 27, beyond the spec, ADR 025): a save adds a version; the list (date,
// who, title), one version as the post renders it, and Restore loading it into the form as unsaved
// edits that Save writes. With JavaScript on and off, in English and Vietnamese; axe on the history.
const historyWords = {
  en: {
    history: "History",
    view: "View",
    restore: "Restore",
    save: "Save changes",
    unsaved: "(unsaved changes)",
    title: "Title",
    saved: "Saved",
  },
  vi: {
    history: "Lịch sử",
    view: "Xem",
    restore: "Khôi phục",
    save: "Lưu thay đổi",
    unsaved: "(có thay đổi chưa lưu)",
    title: "Tiêu đề",
    saved: "Đã lưu",
  },
} as const;

for (const language of ["en", "vi"] as const) {
  test.describe(`a post's history (${language})`, { tag: "@js-off" }, () => {
    test.use({ language });
    const tag = runTag();
    const made: string[] = [];
    test.afterAll(() => deleteTestPosts(made));
    const words = historyWords[language];

    test("a save adds a version; one version viewed; restored into the form and saved", async ({ page, signInAs, javaScriptEnabled }) => {
      const slug = `e2e-history-${language}-${tag}-${javaScriptEnabled ? "on" : "off"}`;
      await editNewDraft({ page, signInAs }, made, { slug, title: `Original ${tag}`, content: "<p>The original body</p>" });
      await page.getByLabel(words.title, { exact: true }).fill(`Changed ${tag}`);
      await loaded(page);
      await page.getByRole("button", { name: words.save }).first().click();
      await expectSaved(page, words.saved);
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}$`));

      await loaded(page);
      await page.getByRole("link", { name: words.history, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}/history$`));
      const rows = page.locator("tbody tr");
      await expect(rows.first()).toContainText(`Changed ${tag}`);
      await expect(rows.first()).toContainText("Minh Trần");
      await expect(page.getByRole("row", { name: new RegExp(`Original ${tag}`) })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: `${words.view} Original ${tag}` }).click();
      await expect(page.getByRole("heading", { level: 2, name: `Original ${tag}` })).toBeVisible();
      await expect(page.getByText("The original body")).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      await page.getByRole("link", { name: words.restore, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}\\?restore=\\d+$`));
      await expect(page.getByLabel(words.title, { exact: true })).toHaveValue(`Original ${tag}`);
      await expect(page.getByText(words.unsaved)).toBeVisible();
      await loaded(page);
      await page.getByRole("button", { name: words.save }).first().click();
      await expectSaved(page, words.saved);
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}$`));
      await expect(page.getByLabel(words.title, { exact: true })).toHaveValue(`Original ${tag}`);

      await page.goto(`/post/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: `Original ${tag}` })).toBeVisible();
      await expect(page.getByText("The original body")).toBeVisible();
    });
  });
}
