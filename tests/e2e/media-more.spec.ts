import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { accounts } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { deleteFiles, deleteFilesNamed, filesNamed, pngOfSize, tinyPng, uploadFile } from "../support/files";
import { createTestPost, deleteTestPosts, findPostBySlug } from "../support/posts";
import { describeInLanguage, expect, expectSaved, fileOnDisk, test, useLoneAppBehindFaultProxy } from "./fixtures";

// The media library (issue 28) beyond tests/e2e/media.spec.ts, as the editor, in English: with
// JavaScript the upload's percent climbs to 100 on a slow connection and the image lands in the
// gallery; a file over 10 MB is refused in words naming the limit, nothing stored (JS on and off);
// a cover picked from the media picker on a new post is saved and shown on the post page (JS on
// and off); the gallery's and the delete's failure words (Directus stopped: a lone app behind
// tests/support/fault-proxy.ts; an image deleted elsewhere); with JavaScript, the picker's search
// and 'Load more'.

/** A prefix of this test's own file names: the project and a random part. */
const run = () => `e2e-more-${test.info().project.name}-${randomUUID().slice(0, 8)}`;

/** Before a click: without JavaScript, a page still streaming would post half its form. */
const loaded = (page: Page) => page.waitForLoadState("load");

/** A real PNG of random pixels (the app decodes each upload), about `side`² × 3 bytes: it does not compress. */
async function noisyPng(side: number) {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describeInLanguage("en", () => {
  // JavaScript on only: the percent is the XHR upload's (the js-off project runs tests tagged @js-off).
  test("with JavaScript on a slow connection the upload's percent climbs to 100, then the image is first in the gallery", async ({
    page,
    signInAs,
  }) => {
    const prefix = run();
    const filename = `${prefix}-slow.png`;
    const body = await noisyPng(320); // ~300 kB: about 3 s at 100 kB/s
    expect(body.byteLength).toBeGreaterThan(250 * 1024);
    try {
      await signInAs("editor");
      await page.goto("/media");
      const gallery = page.getByRole("region", { name: /^Images \(/ });
      const shownBefore = await gallery.getByRole("listitem").allTextContents();
      // Every text the upload's status shows, as the DOM changes (a step may last less than a poll).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __uploadTexts: string[] }).__uploadTexts = seen;
        new MutationObserver(() => {
          for (const p of document.querySelectorAll("[role=status] p")) {
            const text = p.textContent ?? "";
            if (text.startsWith("Uploading ") && seen.at(-1) !== text) seen.push(text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 50,
        downloadThroughput: 1024 * 1024,
        uploadThroughput: 100 * 1024,
      });

      await page.getByLabel("Images", { exact: true }).setInputFiles(fileOnDisk(filename, body));
      await page.getByRole("button", { name: "Upload", exact: true }).click();
      const progress = page.getByText(new RegExp(`^Uploading ${filename.replaceAll(".", "\\.")}: \\d{1,3}%$`));
      await expect(progress).toBeVisible();
      await expect(page.getByRole("progressbar", { name: filename })).toBeVisible();
      await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
      await expect(page.getByText(`Uploaded ${filename}`)).toBeVisible({ timeout: 20_000 });
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

      const percents = (await page.evaluate(() => (window as unknown as { __uploadTexts: string[] }).__uploadTexts)).map((text) =>
        Number(/: (\d+)%$/.exec(text)?.[1]),
      );
      // Shown as it went: some steps between 0 and 100, never going back, ending at 100.
      expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(1);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(percents.at(-1)).toBe(100);
      await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);

      // The gallery refreshed: the new image, by its file name, above every image it showed before
      // (another test's upload, on the other worker, may come in between); stored once, whole.
      await expect(gallery.getByRole("listitem").filter({ hasText: filename }).getByText(filename, { exact: true })).toBeVisible();
      const shownAfter = await gallery.getByRole("listitem").allTextContents();
      const ours = shownAfter.findIndex((text) => text.includes(filename));
      expect(shownAfter.slice(0, ours).filter((text) => shownBefore.includes(text))).toEqual([]);
      const stored = await filesNamed(prefix);
      expect(stored).toHaveLength(1);
    } finally {
      await deleteFilesNamed(prefix);
    }
  });

  test(
    "a file over 10 MB is refused with words naming the limit; the typed title is kept and nothing is stored",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const prefix = run();
      const filename = `${prefix}-big.png`;
      // PNG bytes first (it passes the type check), then past 10 MB by one byte: the form stays
      // under the front door's 10 MB + 64 kB, so the app's own limit is the one that answers.
      const body = pngOfSize(10 * 1024 * 1024 + 1);
      try {
        await signInAs("editor");
        await page.goto("/media");
        await page.getByLabel("Title (optional)").fill(`Big ${prefix}`);
        await page.getByLabel("Images", { exact: true }).setInputFiles(fileOnDisk(filename, body));
        await loaded(page);
        await page.getByRole("button", { name: "Upload", exact: true }).click();
        // media.json upload.refused.size: "“{{name}}” is larger than 10 MB."
        const limit = `“${filename}” is larger than 10 MB`;
        if (javaScriptEnabled) await expect(page.getByText(`Upload error: ${limit}`)).toBeVisible({ timeout: 20_000 });
        else {
          await expect(page).toHaveURL(/\/media$/, { timeout: 20_000 });
          await expect(page.getByRole("status").filter({ hasText: `Nothing was uploaded: ${limit}` })).toBeVisible();
        }
        if (javaScriptEnabled) await expect(page.getByLabel("Title (optional)")).toHaveValue(`Big ${prefix}`);
        // The upload route spools a file to disk before anything reaches Directus, so by the refusal
        // nothing of it can still be on its way.
        expect(await filesNamed(prefix)).toEqual([]);
        await page.goto(`/media?q=${prefix}`);
        await expect(page.getByText(`No images match “${prefix}”.`)).toBeVisible();
      } finally {
        await deleteFilesNamed(prefix);
      }
    },
  );

  test(
    "a file well over 10 MB (past the front door's limit) is refused in words naming the limit; nothing is stored",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const prefix = run();
      const filename = `${prefix}-huge.png`;
      const body = pngOfSize(12 * 1024 * 1024);
      try {
        await signInAs("editor");
        await page.goto("/media");
        await page.getByLabel("Images", { exact: true }).setInputFiles(fileOnDisk(filename, body));
        await loaded(page);
        await page.getByRole("button", { name: "Upload", exact: true }).click();
        if (javaScriptEnabled) await expect(page.getByText(`Upload error: “${filename}” is larger than 10 MB`)).toBeVisible();
        // With JavaScript the browser says it before sending. Without, the browser shows the front
        // door's own answer (plain text, English only): the form is never read past its limit.
        else await expect(page.getByText("Payload Too Large: this address accepts at most 10 MB")).toBeVisible({ timeout: 20_000 });
        expect(await filesNamed(prefix)).toEqual([]);
      } finally {
        await deleteFilesNamed(prefix);
      }
    },
  );

  test(
    "the editor picks a new post's cover in the media picker, saves, and sees it on the draft's post page",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const prefix = run();
      const filename = `${prefix}-cover.png`;
      const slug = `${prefix}-post`;
      const title = `Cover ${prefix}`;
      const fileId = await uploadFile({ name: filename, type: "image/png", body: Uint8Array.from(await noisyPng(40)) });
      try {
        await signInAs("editor");
        await page.goto("/staff/posts/new");
        await page.getByLabel("Title", { exact: true }).fill(title);
        await page.getByLabel("Slug", { exact: true }).fill(slug);
        await loaded(page);
        await page.getByRole("button", { name: "Choose from the media library…" }).click();
        if (javaScriptEnabled) {
          const dialog = page.getByRole("dialog", { name: "Choose an image" });
          await dialog.getByLabel("Search by title, file name or description").fill(filename);
          await dialog.getByRole("button", { name: "Search", exact: true }).click();
          const card = dialog.getByRole("listitem").filter({ hasText: filename });
          await expect(dialog.getByRole("listitem")).toHaveCount(1);
          await card.getByRole("button", { name: /^Choose/ }).click();
          await expect(dialog).toHaveCount(0);
        } else {
          const picker = page.getByRole("group", { name: "Choose an image" });
          await picker.getByLabel("Search by title, file name or description").fill(filename);
          await loaded(page);
          await picker.getByRole("button", { name: "Search", exact: true }).click();
          await expect(picker.getByRole("listitem")).toHaveCount(1);
          await loaded(page);
          await picker
            .getByRole("listitem")
            .filter({ hasText: filename })
            .getByRole("button", { name: /^Choose/ })
            .click();
          await expect(page.getByRole("group", { name: "Choose an image" })).toHaveCount(0);
          // Nothing typed was lost on the way.
          await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
        }
        await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(`/media/${fileId}`);
        await loaded(page);
        await page.getByRole("button", { name: "Save changes" }).first().click();
        await expectSaved(page);
        await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}$`));
        await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(`/media/${fileId}`);

        // Stored: a draft with the chosen cover.
        expect(await findPostBySlug(slug)).toMatchObject({ status: "draft" });
        const [meta] = await directusAdmin<{ cover_image_url: string | null }[]>(
          "GET",
          `/items/seed_post_meta?fields=cover_image_url&filter[slug][_eq]=${slug}`,
        );
        expect(meta.cover_image_url).toBe(`/media/${fileId}`);

        // The post page, as the editor (a draft: editors only): the cover from /media, loaded.
        await page.goto(`/post/${slug}`);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.getByText("Only editors can see this post: it isn't published.")).toBeVisible();
        const cover = page.locator("article header img").first();
        const src = `/media/${fileId}?width=640&height=336&fit=cover&quality=75&format=webp`;
        await expect(cover).toHaveAttribute("src", src);
        await expect(cover).toHaveAttribute("srcset", new RegExp(`^/media/${fileId}\\?width=320`));
        const image = await page.request.get(src);
        expect(image.status()).toBe(200);
        expect(image.headers()["content-type"]).toBe("image/webp");
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        // Not the fallback: the browser showed the file itself.
        expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/media/${fileId}?`);
      } finally {
        await deleteTestPosts([slug]);
        await deleteFiles([fileId]);
      }
    },
  );

  test("deleting an image already deleted elsewhere says it no longer exists", { tag: "@js-off" }, async ({ page, signInAs }) => {
    const prefix = run();
    const filename = `${prefix}-gone.png`;
    const fileId = await uploadFile({ name: filename, type: "image/png", body: tinyPng });
    try {
      await signInAs("editor");
      await page.goto(`/media?q=${prefix}`);
      await page
        .getByRole("listitem")
        .filter({ hasText: filename })
        .getByRole("link", { name: /^Delete/ })
        .click();
      const confirm = page.getByRole("dialog", { name: "Delete image" });
      await expect(confirm.getByText(/^Delete “.+”\? This cannot be undone\.$/)).toBeVisible();
      // Someone else deletes it meanwhile (Directus Studio, another editor).
      await deleteFiles([fileId]);
      await loaded(page);
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText("This image no longer exists.")).toBeVisible();
      await expect(page.getByText(/^Deleted “/)).toHaveCount(0);
      await expect(page.getByText(`No images match “${prefix}”.`)).toBeVisible();
    } finally {
      await deleteFilesNamed(prefix);
    }
  });

  // JavaScript on only: with JavaScript the picker is a dialog with 'Load more' (without it: pages, editor.spec.ts).
  test("with JavaScript the picker searches (trimmed; no match said in words) and 'Load more' appends the next 24", async ({
    page,
    signInAs,
  }) => {
    test.slow(); // 25 uploads
    const prefix = run();
    const slug = `${prefix}-picker`;
    try {
      for (let i = 0; i < 25; i++) await uploadFile({ name: `${prefix}-${i}.png`, type: "image/png", body: tinyPng });
      await createTestPost({ title: `Picker ${prefix}`, slug, status: "draft" });
      await signInAs("editor");
      await page.goto(`/edit-post/${slug}`);
      await page.getByRole("button", { name: "Choose from the media library…" }).click();
      const dialog = page.getByRole("dialog", { name: "Choose an image" });
      const search = async (q: string) => {
        await dialog.getByLabel("Search by title, file name or description").fill(q);
        await dialog.getByRole("button", { name: "Search", exact: true }).click();
      };

      await search(`${prefix}-nothing`);
      await expect(dialog.getByText(`No images match “${prefix}-nothing”.`)).toBeVisible();

      await search(`   ${prefix}  `);
      const cards = dialog.getByRole("listitem").filter({ hasText: prefix });
      await expect(cards).toHaveCount(24);
      await expect(dialog.getByRole("listitem")).toHaveCount(24);
      await dialog.getByRole("button", { name: "Load more" }).click();
      await expect(cards).toHaveCount(25);
      await expect(dialog.getByRole("button", { name: "Load more" })).toHaveCount(0);
      // Each image once, newest first: the first uploaded is last.
      const names = await cards.locator(".media-file").allTextContents();
      expect(new Set(names).size).toBe(25);
      expect(names.at(-1)).toBe(`${prefix}-0.png`);

      // Choosing one from the second page sets the cover.
      await cards
        .last()
        .getByRole("button", { name: /^Choose/ })
        .click();
      await expect(dialog).toHaveCount(0);
      const [first] = await filesNamed(`${prefix}-0.png`);
      await expect(page.getByLabel("Cover image URL", { exact: true })).toHaveValue(`/media/${first.id}`);
      await expect(page.getByText("(unsaved changes)")).toBeVisible();
    } finally {
      await deleteTestPosts([slug]);
      await deleteFilesNamed(prefix);
    }
  });
});

describeInLanguage("vi", () => {
  test(
    "a file over 10 MB is refused in Vietnamese words naming the limit; nothing is stored",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const prefix = run();
      const filename = `${prefix}-lon.png`;
      const body = pngOfSize(10 * 1024 * 1024 + 1);
      try {
        await signInAs("editor");
        await page.goto("/media");
        await page.getByLabel("Ảnh", { exact: true }).setInputFiles(fileOnDisk(filename, body));
        await loaded(page);
        await page.getByRole("button", { name: "Tải lên", exact: true }).click();
        // vi media.json upload.refused.size: "“{{name}}” lớn hơn 10 MB."
        const limit = `“${filename}” lớn hơn 10 MB`;
        if (javaScriptEnabled) await expect(page.getByText(`Lỗi tải lên: ${limit}`)).toBeVisible({ timeout: 20_000 });
        else await expect(page.getByText(`Không có ảnh nào được tải lên: ${limit}`)).toBeVisible({ timeout: 20_000 });
        expect(await filesNamed(prefix)).toEqual([]);
      } finally {
        await deleteFilesNamed(prefix);
      }
    },
  );
});

// The failure words with Directus stopped: a lone app talking to the test Directus through a proxy
// that can stop, signed in through its own form (its sessions are its own).
test.describe("with Directus stopped (a lone app behind a fault proxy)", () => {
  test.use({ language: "en" });
  const lone = useLoneAppBehindFaultProxy();

  async function signInToLoneApp(page: Page) {
    const { email, password } = accounts.editor;
    await page.goto(`${lone.app.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await loaded(page);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  }

  // Reads server-rendered pages only (the sign-in form is the way in): JavaScript on only.
  test("/media says 'Failed to load media.' (503) and still offers the upload form", async ({ page }) => {
    await signInToLoneApp(page);
    expect((await page.goto(`${lone.app.url}/media`))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Media library" })).toBeVisible();
    await lone.proxy.stop();
    expect((await page.goto(`${lone.app.url}/media`))?.status()).toBe(503);
    await expect(page.getByText("Failed to load media.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Upload", exact: true })).toBeVisible();
    await lone.proxy.start();
    await page.reload();
    await expect(page.getByText("Failed to load media.")).toHaveCount(0);
  });

  test("deleting while Directus is stopped says 'Failed to delete file.' and nothing is deleted", { tag: "@js-off" }, async ({ page }) => {
    const prefix = run();
    const filename = `${prefix}-keep.png`;
    const fileId = await uploadFile({ name: filename, type: "image/png", body: tinyPng });
    try {
      await signInToLoneApp(page);
      await page.goto(`${lone.app.url}/media/${fileId}/delete`);
      const confirm = page.getByRole("dialog", { name: "Delete image" });
      await expect(confirm.getByText(/^Delete “.+”\? This cannot be undone\.$/)).toBeVisible();
      await lone.proxy.stop();
      await loaded(page);
      await confirm.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByText(/^Failed to delete(: \d{3} .+| file\.)$/)).toBeVisible();
      await lone.proxy.start();
      expect(await filesNamed(prefix)).toHaveLength(1);
    } finally {
      await deleteFilesNamed(prefix);
    }
  });
});
