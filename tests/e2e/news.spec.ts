import { directusAdmin } from "../support/env";
import { createTestPost, deleteTestPosts, findPostBySlug, runTag } from "../support/posts";
import { expect, setLanguage, test } from "./fixtures";

// The seed has 12 published posts; these tests add their own and remove them afterwards. Each
// Playwright project (JS on / off) uses its own tag, so the two can run side by side.

test.describe("paging through 20+ posts", { tag: "@js-off" }, () => {
  const tag = runTag();
  const titles = Array.from({ length: 10 }, (_, i) => `Paging test ${tag} #${String(i + 1).padStart(2, "0")}`);
  const slugs = titles.map((_, i) => `paging-test-${tag}-${i + 1}`);

  test.beforeAll(async () => {
    // Older than every sample post, so they sit on the last pages.
    for (const [i, title] of titles.entries()) {
      await createTestPost({
        title,
        slug: slugs[i],
        status: "published",
        created_at: `2019-01-${String(10 + i).padStart(2, "0")}T08:00:00Z`,
      });
    }
  });
  test.afterAll(async () => deleteTestPosts(slugs));

  test("Load more adds 6 posts at a time until it says all posts have been seen", async ({ page, request, javaScriptEnabled }) => {
    test.setTimeout(120_000);
    // The app caches published posts for a few seconds: wait until the new ones are listed.
    await expect
      .poll(async () => (await (await request.get("/news?page=10")).text()).includes(titles[9]), { timeout: 60_000, intervals: [1000] })
      .toBe(true);

    await page.goto("/news");
    const cards = page.getByRole("list", { name: "Bài viết" }).getByRole("article");
    await expect(cards).toHaveCount(6);
    await expect(page.getByText("Bạn đã xem hết tất cả bài viết.")).toBeHidden();
    if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    const loadMore = page.getByRole("link", { name: "Xem thêm" });
    let shown = 6;
    while (await loadMore.isVisible()) {
      await loadMore.click();
      // Without JavaScript the link loads a whole new page: count its cards once it has loaded,
      // not while the streamed document is still being parsed.
      if (!javaScriptEnabled) await page.waitForURL(new RegExp(`[?&]page=${shown / 6 + 1}(&|$)`));
      await expect(cards).not.toHaveCount(shown);
      const now = await cards.count();
      expect(now - shown).toBeLessThanOrEqual(6);
      shown = now;
      if (!javaScriptEnabled) await expect(page).toHaveURL(new RegExp(`[?&]page=${Math.ceil(shown / 6)}`));
    }
    await expect(page.getByText("Bạn đã xem hết tất cả bài viết.")).toBeVisible();
    expect(shown).toBeGreaterThanOrEqual(22);
    for (const title of titles) await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    const hrefs = await cards
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    if (javaScriptEnabled) {
      // The fetcher appended in place: the page was never reloaded.
      expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
      await expect(page).toHaveURL(/\/news$/);
    }
  });
});

test.describe("a signed-out visitor never sees a draft", () => {
  const tag = runTag();
  const draft = { title: `Secret draft ${tag}`, slug: `secret-draft-${tag}`, body: `SECRET-BODY-${tag}` };

  test.beforeAll(async () => {
    await createTestPost({
      title: draft.title,
      slug: draft.slug,
      status: "draft",
      content: `<p>${draft.body}</p>`,
      excerpt: `Secret excerpt ${tag}`,
    });
  });
  test.afterAll(async () => deleteTestPosts([draft.slug]));

  test("not in the list, not at its URL, not in a .data request", async ({ page, request }) => {
    const list = await (await request.get("/news?page=50")).text();
    expect(list).not.toContain(draft.title);
    expect(list).not.toContain("lich-nghi-tet-giap-thin-2024"); // an archived sample post

    const response = await page.goto(`/post/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Bài viết không khả dụng" })).toBeVisible();
    await expect(page.getByText("Bài viết này chưa được công khai. Vui lòng quay lại sau.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Đến trang Tin tức" })).toHaveAttribute("href", "/news");
    const html = await page.content();
    expect(html).not.toContain(draft.title);
    expect(html).not.toContain(draft.body);

    for (const path of [`/post/${draft.slug}.data`, `/post/${draft.slug}?_data=routes/post`, `/blog/${draft.slug}`]) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(404);
      const text = await answer.text();
      expect(text, path).not.toContain(draft.title);
      expect(text, path).not.toContain(draft.body);
    }
  });
});

test("in English the news page is empty-safe and says 'Load more'", async ({ page, context }) => {
  await setLanguage(context, "en");
  const response = await page.goto("/news");
  expect(response?.headers()["cache-control"]).toContain("s-maxage");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Load more" })).toBeVisible();
});

test.describe("editors", () => {
  test("an editor creates a draft, lands on it, deletes it and lands on /news", { tag: "@js-off" }, async ({ page, signInAs }) => {
    await signInAs("editor");
    // Editors also see drafts and archived posts, with their badge (the archived samples are old: later pages).
    const listing = await page.goto("/news?page=10");
    // Personalised: never in a shared cache.
    expect(listing?.headers()["cache-control"]).toMatch(/^private/);
    await expect(page.getByRole("link", { name: "Lịch nghỉ Tết Nguyên đán Giáp Thìn 2024 và lịch học bù", exact: true })).toBeVisible();
    await expect(page.getByText("Đã lưu trữ").first()).toBeVisible();

    await page.getByRole("button", { name: "Tạo bản nháp" }).click();
    await page.waitForURL(/\/post\/bai-viet-moi-[a-z0-9]{6}$/);
    const slug = new URL(page.url()).pathname.split("/").pop()!;
    try {
      await expect(page.getByRole("heading", { level: 1, name: "Bài viết nháp mới" })).toBeVisible();
      await expect(page.getByText("Trạng thái: Bản nháp")).toBeVisible();
      expect((await findPostBySlug(slug))?.status).toBe("draft");
      await expect(page.getByRole("link", { name: "Sửa bài viết" })).toHaveAttribute("href", `/edit-post/${slug}`);

      await page.getByText("Xoá", { exact: true }).click();
      await expect(page.getByText("Xoá “Bài viết nháp mới”? Thao tác này không thể hoàn tác.")).toBeVisible();
      await page.getByRole("button", { name: "Đồng ý xoá" }).click();
      await page.waitForURL(/\/news$/);
      expect(await findPostBySlug(slug)).toBeNull();
    } finally {
      await deleteTestPosts([slug]);
    }
  });

  test("a learner posting straight to the create and delete actions is refused", async ({ page, signInAs, baseURL }) => {
    const tag = runTag();
    const slug = `learner-target-${tag}`;
    await createTestPost({ title: `Learner target ${tag}`, slug, status: "published" });
    try {
      await signInAs("learner");
      const origin = new URL(baseURL!).origin;
      const create = await page.request.post("/news", { form: { intent: "create-draft" }, headers: { Origin: origin }, maxRedirects: 0 });
      expect([403, 404]).toContain(create.status());
      const remove = await page.request.post(`/post/${slug}/delete`, {
        form: { intent: "delete" },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect([403, 404]).toContain(remove.status());
      expect(await findPostBySlug(slug)).not.toBeNull();

      // Signed in, published posts' covers still stay in the browser cache (they never depend on the user), for 10 minutes (issue 51).
      const [{ cover_image_url }] = await directusAdmin<{ cover_image_url: string }[]>(
        "GET",
        "/items/seed_post_meta?fields=cover_image_url&filter[status][_eq]=published&filter[cover_image_url][_starts_with]=/media/&limit=1",
      );
      const cover = await page.request.get(cover_image_url);
      expect(cover.status()).toBe(200);
      expect(cover.headers()["cache-control"]).toBe("private, max-age=600");
    } finally {
      await deleteTestPosts([slug]);
    }
  });

  test("signed out, the create and delete actions send you to sign in and change nothing", async ({ request, baseURL }) => {
    const create = await request.post("/news", { form: { intent: "create-draft" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(create.status()).toBe(302);
    expect(create.headers().location).toMatch(/^\/login\?redirectTo=/);
    const remove = await request.post("/post/digital-marketing-spring-cohort-2024/delete", {
      form: { intent: "delete" },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(remove.status()).toBe(302);
    expect(await findPostBySlug("digital-marketing-spring-cohort-2024")).not.toBeNull();
  });
});
