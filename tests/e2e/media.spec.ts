import { randomUUID } from "node:crypto";
import { deleteFilesNamed, filesNamed, tinyPng, uploadFile } from "../support/files";
import { axeViolations, describeInLanguage, expect, fileOnDisk, test } from "./fixtures";

// The media library (issue 28), as an editor, with JavaScript on and off: upload, find, search,
// load more, edit the alt text, delete with the confirmation; a refused file says why.

const run = () => `e2e${randomUUID().slice(0, 8)}`;

test(
  "an editor uploads, finds, edits and deletes an image (in Vietnamese)",
  { tag: "@js-off" },
  async ({ page, signInAs, javaScriptEnabled }) => {
    const prefix = run();
    const filename = `${prefix}-san-truong.png`;
    try {
      await signInAs("editor");
      await page.goto("/media");
      await expect(page.getByRole("heading", { level: 1, name: "Thư viện ảnh" })).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

      const gallery = page.getByRole("region", { name: /^Ảnh \(/ });
      const shownBefore = await gallery.getByRole("listitem").allTextContents();
      await page.getByLabel("Tiêu đề (không bắt buộc)").fill(`Sân trường ${prefix}`);
      await page.getByLabel("Ảnh", { exact: true }).setInputFiles({ name: filename, mimeType: "image/png", buffer: Buffer.from(tinyPng) });
      await page.getByRole("button", { name: "Tải lên", exact: true }).click();
      if (javaScriptEnabled) await expect(page.getByText(`Đã tải lên ${filename}`)).toBeVisible();
      else await expect(page.getByRole("status").filter({ hasText: "Đã tải lên 1 ảnh." })).toBeVisible();
      // Newest first, its original file name as visible text: above every image the gallery showed
      // before (another test's upload, on the other worker, may come in between).
      await expect(gallery.getByRole("listitem").filter({ hasText: filename }).getByText(filename)).toBeVisible();
      const shownAfter = await gallery.getByRole("listitem").allTextContents();
      const ours = shownAfter.findIndex((text) => text.includes(filename));
      expect(shownAfter.slice(0, ours).filter((text) => shownBefore.includes(text))).toEqual([]);
      expect(await filesNamed(prefix)).toHaveLength(1);

      await page.getByLabel("Tìm theo tiêu đề, tên tệp hoặc mô tả").fill(`  Sân trường ${prefix} `);
      await page.getByRole("button", { name: "Tìm", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`q=S%C3%A2n\\+tr%C6%B0%E1%BB%9Dng\\+${prefix}$`));
      await expect(gallery.getByRole("listitem")).toHaveCount(1);

      await page.getByRole("link", { name: `Sửa Sân trường ${prefix}` }).click();
      const edit = page.getByRole("dialog", { name: `Sửa “Sân trường ${prefix}”` });
      await expect(edit).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await edit.getByLabel("Văn bản thay thế").fill("Học viên trong sân trường");
      await edit.getByRole("button", { name: "Lưu" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Đã lưu “Sân trường ${prefix}”.` })).toBeVisible();
      expect((await filesNamed(prefix))[0]?.alt).toBe("Học viên trong sân trường");
      await expect(page.getByRole("img", { name: "Học viên trong sân trường" })).toBeVisible();

      await page.getByRole("link", { name: `Xóa Sân trường ${prefix}` }).click();
      const confirm = page.getByRole("dialog", { name: "Xóa ảnh" });
      await expect(confirm.getByText(`Xóa “Sân trường ${prefix}”? Không thể hoàn tác.`)).toBeVisible();
      await expect(confirm.getByText("Không bài viết nào dùng ảnh này.")).toBeVisible();
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole("button", { name: "Xóa" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Đã xóa “Sân trường ${prefix}”.` })).toBeVisible();
      await expect(page.getByText("Không có ảnh nào khớp với")).toBeVisible();
      expect(await filesNamed(prefix)).toEqual([]);
      // Read once: a reload shows no trace of the message.
      await page.reload();
      await expect(page.getByText(`Đã xóa “Sân trường ${prefix}”.`)).toHaveCount(0);
    } finally {
      await deleteFilesNamed(prefix);
    }
  },
);

describeInLanguage("en", () => {
  test("more than 24 images: Load more shows the next page", { tag: "@js-off" }, async ({ page, signInAs }) => {
    const prefix = run();
    // The cards are sent as the server kept them (ADR 023, seventh pass): they must hydrate as
    // rendered, without React's hydration error.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    try {
      for (let i = 0; i < 25; i++) await uploadFile({ name: `${prefix}-${i}.png`, type: "image/png", body: tinyPng });
      await signInAs("editor");
      await page.goto(`/media?q=${prefix}`);
      await expect(page.getByRole("listitem").filter({ hasText: prefix })).toHaveCount(24);
      await page.getByRole("link", { name: "Load more" }).click();
      await expect(page.getByRole("listitem").filter({ hasText: prefix })).toHaveCount(25);
      await expect(page.getByRole("link", { name: "Load more" })).toHaveCount(0);
      expect(errors).toEqual([]);
    } finally {
      await deleteFilesNamed(prefix);
    }
  });

  test(
    "an SVG and an HTML file renamed .png are refused with a clear message; nothing is stored",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const prefix = run();
      try {
        await signInAs("editor");
        await page.goto("/media");
        await page.getByLabel("Title (optional)").fill("Kept title");
        await page.getByLabel("Images", { exact: true }).setInputFiles([
          { name: `${prefix}.svg`, mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
          { name: `${prefix}.png`, mimeType: "image/png", buffer: Buffer.from("<!DOCTYPE html><script>alert(1)</script>") },
        ]);
        await page.getByRole("button", { name: "Upload", exact: true }).click();
        const refusal = `“${prefix}.svg” is not a PNG, JPEG, GIF, WebP or AVIF image.`;
        if (javaScriptEnabled) await expect(page.getByText(`Upload error: ${refusal}`)).toBeVisible();
        else {
          await expect(page.getByRole("status").filter({ hasText: `Nothing was uploaded. ${refusal}` })).toBeVisible();
          await expect(page.getByText(`“${prefix}.png” is not a PNG`)).toBeVisible();
        }
        await expect(page.getByLabel("Title (optional)")).toHaveValue("Kept title");
        expect(await filesNamed(prefix)).toEqual([]);
      } finally {
        await deleteFilesNamed(prefix);
      }
    },
  );

  test("with JavaScript: Cancel stops an upload ('Upload canceled'), Dismiss resets; nothing is stored", async ({ page, signInAs }) => {
    const prefix = run();
    await signInAs("editor");
    await page.goto("/media");
    // Hold the upload on its way, as a slow connection would.
    await page.route("**/upload", () => {});
    await page.getByLabel("Images", { exact: true }).setInputFiles(fileOnDisk(`${prefix}.png`, Buffer.alloc(2 * 1024 * 1024, 1)));
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(page.getByText(new RegExp(`^Uploading ${prefix}\\.png: \\d{1,3}%$`))).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("Upload canceled")).toBeVisible();
    await page.getByRole("button", { name: "Dismiss" }).click();
    await expect(page.getByText("Upload canceled")).toHaveCount(0);
    expect(await filesNamed(prefix)).toEqual([]);
  });

  test("a learner gets 403 from /media and /upload; a signed-out visitor is sent to sign in", async ({ page, signInAs }) => {
    await page.goto("/media");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmedia/);
    await signInAs("learner");
    expect((await page.goto("/media"))?.status()).toBe(403);
    const upload = await page.request.post("/upload", {
      multipart: { files: { name: "x.png", mimeType: "image/png", buffer: Buffer.from(tinyPng) } },
      maxRedirects: 0,
    });
    expect(upload.status()).toBe(403);
  });
});
