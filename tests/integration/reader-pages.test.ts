// Signed-in pages kept per reader (ADR 014) against the real stack: a repeat view is answered from
// the reader's own copy, and nothing of one person (their name and address, the drafts only editors
// may read) ever reaches another person or a signed-out visitor through a kept page.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { testEnv } from "../support/env";
import { getPage, untilHit } from "../support/page-cache";
import { signInCookie, signOut } from "../support/sign-in";

const tag = runTag();
const draft = { title: `Reader pages draft ${tag}`, slug: `reader-pages-draft-${tag}` };
beforeAll(async () => {
  await createTestPost({ ...draft, status: "draft", content: `<p>Draft body ${tag}</p>` });
});
afterAll(() => deleteTestPosts([draft.slug]));

test("an editor's repeat view is their kept copy, with the drafts; a learner and a visitor on the same URL get their own page", async () => {
  // Drafts reach the list through Directus Studio here, so the posts cache may need its 10 s.
  const editor = `lng=en; ${await signInCookie(accounts.editor)}`;
  const path = "/news?page=49"; // no other test reads page 49: a visitor's first view here is rendered
  await expect.poll(async () => (await getPage(path, editor)).text(), { timeout: 15_000, interval: 500 }).toContain(draft.title);
  const kept = await untilHit(path, editor);
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  expect(kept.headers.get("Cache-Control")).toBe("private, no-store");
  expect(kept.headers.get("X-Seed-Keep-For-Reader")).toBeNull();
  const keptHtml = await kept.text();
  expect(keptHtml).toContain(draft.title);
  expect(keptHtml).toContain(accounts.editor.email);
  // The CSP names the nonce the kept page's scripts carry.
  const nonce = /'nonce-([^']+)'/.exec(kept.headers.get("Content-Security-Policy") ?? "")?.[1];
  expect(keptHtml).toContain(`nonce="${nonce}"`);

  for (const cookie of [`lng=en; ${await signInCookie(accounts.learner)}`, "lng=en"]) {
    const first = await getPage(path, cookie);
    expect(first.headers.get("X-Page-Cache")).not.toBe("hit");
    const html = await first.text();
    expect(html).not.toContain(draft.title);
    expect(html).not.toContain(accounts.editor.email);
    const again = await untilHit(path, cookie);
    const againHtml = await again.text();
    expect(againHtml).not.toContain(draft.title);
    expect(againHtml).not.toContain(accounts.editor.email);
    if (cookie !== "lng=en") expect(againHtml).toContain(accounts.learner.email);
  }
});

test("a draft an editor keeps open stays 'not available' for a learner", async () => {
  const path = `/post/${draft.slug}`;
  const editor = `lng=en; ${await signInCookie(accounts.editor)}`;
  const kept = await untilHit(path, editor);
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  expect(await kept.text()).toContain(`Draft body ${tag}`);
  const learner = `lng=en; ${await signInCookie(accounts.learner)}`;
  for (let i = 0; i < 2; i++) {
    const response = await getPage(path, learner);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(`Draft body ${tag}`);
  }
});

test("after signing out, a kept copy of the cookie gets the signed-out page, not the kept one", async () => {
  const editor = `lng=en; ${await signInCookie(accounts.editor)}`;
  const kept = await untilHit("/news", editor);
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  expect(await kept.text()).toContain(draft.title);
  const logout = await signOut(editor);
  expect(logout.status).toBe(302);
  const after = await getPage("/news", editor);
  const html = await after.text();
  expect(html).not.toContain(accounts.editor.email);
  expect(html).not.toContain(draft.title);
});

test("a form the reader posts drops their kept pages: the next view is rendered", async () => {
  const learner = `lng=en; ${await signInCookie(accounts.learner)}`;
  expect((await untilHit("/", learner)).headers.get("X-Page-Cache")).toBe("hit");
  const language = await fetch(`${testEnv.appUrl}/set-language`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: learner },
    body: new URLSearchParams({ lng: "en", redirectTo: "/" }),
    redirect: "manual",
  });
  expect(language.status).toBeLessThan(500);
  expect((await getPage("/", learner)).headers.get("X-Page-Cache")).toBe("miss");
});

test("a learner's portal dashboard, which shows rows others change (mentor slots), is never kept: an editor on the same URL is refused, a visitor is sent to sign in", async () => {
  const learner = `lng=en; ${await signInCookie(accounts.learner)}`;
  for (let i = 0; i < 3; i++) {
    const page = await getPage("/student/portal/dashboard", learner);
    expect(page.headers.get("X-Page-Cache")).not.toBe("hit");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await page.text()).toContain("Competency progress");
  }
  const editor = await getPage("/student/portal/dashboard", `lng=en; ${await signInCookie(accounts.editor)}`);
  expect(editor.status).toBe(403);
  expect(await editor.text()).not.toContain("Competency progress");
  const visitor = await fetch(`${testEnv.appUrl}/student/portal/dashboard`, { headers: { Cookie: "lng=en" }, redirect: "manual" });
  expect(visitor.status).toBe(302);
  await visitor.arrayBuffer();
});

test("a staff page, which says nothing about caching, is private, no-store", async () => {
  const response = await getPage("/staff/requests", `lng=en; ${await signInCookie(accounts.contentAdmin)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("private, no-store");
  await response.arrayBuffer();
});

test("keeping is opt-in by name (keepForReader): the sign-in page, which a signed-in reader sees with a form, is rendered on every view", async () => {
  const learner = `lng=en; ${await signInCookie(accounts.learner)}`;
  for (let i = 0; i < 3; i++) {
    const page = await getPage("/login", learner);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Page-Cache")).not.toBe("hit");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    await page.arrayBuffer();
  }
});
