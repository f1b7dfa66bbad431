// The page cache (ADR 006) against the real stack: signed-out pages come from it, per language,
// with the headers they were rendered with; signed-in visitors and form answers never do; a post
// the app creates clears it.
import { randomUUID } from "node:crypto";
import { afterAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { mailedLink } from "../support/maildev";
import { getPage, untilHit as untilKept } from "../support/page-cache";
import { createTestPost } from "../support/posts";
import { shownWithoutScripts } from "../support/html";
import { signInCookie } from "../support/sign-in";

const created: string[] = [];
afterAll(async () => {
  for (const slug of created) {
    const [meta] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_post_meta?filter[slug][_eq]=${slug}&fields=id`);
    if (!meta) continue;
    await directusAdmin("DELETE", `/items/seed_post_detail?filter[post_id][_eq]=${meta.id}`).catch(() => {});
    await directusAdmin("DELETE", `/items/seed_post_meta/${meta.id}`);
  }
});

const get = (path: string, cookie = "lng=en") => getPage(path, cookie);
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
const untilHit = (path: string, cookie = "lng=en") => untilKept(path, cookie);

test("a signed-out visitor's repeat visit is the same page from the cache, nonce and all, compressed", async () => {
  // A page of this test's own: a made-up `?type=` is keyed as `/` (issue 31), which another test may have kept.
  const slug = `page-cache-visit-${randomUUID().slice(0, 8)}`;
  await createTestPost({ title: `Page cache visit ${slug}`, slug, status: "published" });
  created.push(slug);
  const path = `/post/${slug}`;
  const first = await get(path);
  expect(first.headers.get("X-Page-Cache")).toBe("miss");
  const firstHtml = await first.text();
  // Kept at once, as rendered; compressed (Brotli 11, in the thread pool) shortly after.
  let hit = await untilHit(path);
  for (let i = 0; i < 40 && hit.headers.get("Content-Encoding") !== "br"; i++) {
    await hit.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    hit = await untilHit(path);
  }
  expect(hit.headers.get("X-Page-Cache")).toBe("hit");
  expect(hit.headers.get("Content-Encoding")).toBe("br");
  expect(hit.headers.get("Cache-Control")).toContain("s-maxage");
  const html = await hit.text();
  expect(html).toBe(firstHtml);
  // The CSP header and the page's scripts carry one nonce (the page was kept with its headers).
  expect(html).toContain(`nonce="${nonceOf(hit)}"`);
});

test("each language has its own copy", async () => {
  const path = "/news?page=47"; // a copy of its own: no other test reads page 47 (pages above 50 are page 50)
  expect((await untilHit(path, "lng=en")).headers.get("X-Page-Cache")).toBe("hit");
  const vi = await get(path, "lng=vi");
  expect(vi.headers.get("X-Page-Cache")).toBe("miss");
  expect(await vi.text()).toContain('<html lang="vi"');
});

test("a signed-in editor is always rendered, never served the signed-out copy", async () => {
  const cookie = `lng=en; ${await signInCookie(accounts.editor)}`;
  expect((await untilHit("/news")).headers.get("X-Page-Cache")).toBe("hit");
  const response = await get("/news", cookie);
  // Their first view is rendered for them (and kept for them alone: reader-pages.test.ts).
  expect(response.headers.get("X-Page-Cache")).toBe("miss");
  expect(response.headers.get("Cache-Control")).toContain("private");
  expect(await response.text()).toContain("As an editor you also see drafts and archived posts.");
});

test("a form answer is never kept", async () => {
  const response = await fetch(`${testEnv.appUrl}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: "lng=en" },
    body: new URLSearchParams({ email: `cache-${randomUUID()}@example.com` }),
  });
  expect(response.headers.get("X-Page-Cache")).toBeNull();
  expect(response.headers.get("Cache-Control")).toBe("no-store");
});

test("a post created through the app clears the cache: the next visitor's page is rendered again", async () => {
  const path = "/news?page=48"; // a copy of its own: no other test reads page 48 (pages above 50 are page 50)
  expect((await untilHit(path)).headers.get("X-Page-Cache")).toBe("hit");
  const cookie = `lng=en; ${await signInCookie(accounts.editor)}`;
  const create = await fetch(`${testEnv.appUrl}/news`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: cookie },
    body: new URLSearchParams({ intent: "create-draft" }),
    redirect: "manual",
  });
  expect(create.status).toBe(302);
  created.push(decodeURIComponent(create.headers.get("Location")!.replace("/post/", "")));
  expect((await get(path)).headers.get("X-Page-Cache")).toBe("miss");
});

test("a post stays kept for signed-out readers; its delete confirmation (/post/:slug/delete) never is, and the delete clears the post (issue 46, item 1)", async () => {
  const slug = `page-cache-delete-${randomUUID().slice(0, 8)}`;
  await createTestPost({ title: `Page cache delete ${slug}`, slug, status: "published" });
  created.push(slug);
  const path = `/post/${slug}`;
  expect((await untilHit(path)).headers.get("X-Page-Cache")).toBe("hit");

  // Signed out: sent to sign in, nothing kept.
  for (let i = 0; i < 2; i++) {
    const anonymous = await fetch(`${testEnv.appUrl}${path}/delete`, { headers: { Cookie: "lng=en" }, redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("X-Page-Cache")).not.toBe("hit");
  }
  // The editor: the post with the dialog open over it, private and never kept, not even for them (ADR 014).
  const editor = `lng=en; ${await signInCookie(accounts.editor)}`;
  for (let i = 0; i < 2; i++) {
    const confirm = await get(`${path}/delete`, editor);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("Cache-Control")).toBe("private, no-store");
    expect(confirm.headers.get("X-Page-Cache")).not.toBe("hit");
    const html = await confirm.text();
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain(`Delete “Page cache delete ${slug}”? This cannot be undone.`);
  }
  // The post itself for a signed-out reader is still the kept copy, without the dialog.
  const kept = await untilHit(path);
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  // (Its scripts carry every word of the page's namespaces, the dialog's too: the markup is what counts.)
  const keptHtml = await kept.text();
  expect(keptHtml).not.toMatch(/<dialog/);
  expect(shownWithoutScripts(keptHtml)).not.toContain("This cannot be undone.");

  const deleted = await fetch(`${testEnv.appUrl}${path}/delete`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: editor },
    body: new URLSearchParams(),
    redirect: "manual",
  });
  expect(deleted.status).toBe(303);
  expect(deleted.headers.get("Location")).toBe("/news");
  expect((await get(path)).status).toBe(404);
});

test("made-up query strings are rendered and never kept; campaign tags share the page's kept copy (issue 10 §4)", async () => {
  const junk = `/?junk=${randomUUID()}`;
  for (let i = 0; i < 3; i++) {
    const response = await get(junk);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Page-Cache")).toBeNull();
  }
  const tagged = await untilHit("/partner?utm_source=zalo&fbclid=abc");
  await tagged.arrayBuffer();
  expect(tagged.headers.get("X-Page-Cache")).toBe("hit");
  const plain = await get("/partner");
  await plain.arrayBuffer();
  expect(plain.headers.get("X-Page-Cache")).toBe("hit");
});

test("a burst of rendered first views, more than the cache holds, leaves the kept pages kept (issue 23 §5)", async () => {
  const kept = await untilHit("/news");
  await kept.arrayBuffer();
  expect(kept.headers.get("X-Page-Cache")).toBe("hit");
  const keptAt = Date.now();
  // 210 first views (the cache holds 200 pages of each kind), ten at a time as the bench sends them:
  // none is kept (no X-Page-Cache at all), so none can push a kept page out.
  for (let batch = 0; batch < 21; batch++)
    await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const response = await get(`/login?first-view=${batch * 10 + i}`);
        await response.arrayBuffer();
        expect(response.headers.get("X-Page-Cache")).toBeNull();
      }),
    );
  // The kept /news is still there, unless its 10 s of freshness ran out meanwhile on a slow machine.
  const after = await get("/news");
  await after.arrayBuffer();
  if (Date.now() - keptAt < 8_000) expect(after.headers.get("X-Page-Cache")).toBe("hit");
});

test("after a password reset /login says so once, from the flash; the kept anonymous /login never carries it (issue 46, item 4)", async () => {
  // The anonymous sign-in page is kept first: the request with the flash must not be answered from it.
  expect((await untilHit("/login")).headers.get("X-Page-Cache")).toBe("hit");
  const email = `flash-${randomUUID().slice(0, 8)}@example.com`;
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password: "Flash#Pass2026",
    role: role.id,
    status: "active",
  });
  try {
    const send = (path: string, fields: Record<string, string>) =>
      fetch(`${testEnv.appUrl}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: "lng=en" },
        body: new URLSearchParams(fields),
        redirect: "manual",
      });
    expect((await send("/forgot-password", { email })).status).toBeLessThan(400);
    const { link } = await mailedLink(email, "/reset-password");
    const token = link.searchParams.get("token") ?? "";
    const reset = await send("/reset-password", { token, password: "Flash#Pass2027", confirm: "Flash#Pass2027" });
    expect(reset.status).toBe(302);
    expect(reset.headers.get("Location")).toBe("/login");
    const flash = reset.headers
      .getSetCookie()
      .find((cookie) => /^(__Host-)?seed_flash=/.test(cookie))!
      .split(";")[0];

    const shown = await get("/login", `lng=en; ${flash}`);
    expect(shown.status).toBe(200);
    expect(shown.headers.get("X-Page-Cache")).not.toBe("hit");
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.getSetCookie().join()).toMatch(/seed_flash=[^;]*;.*Max-Age=0/i);
    // The words are in the page (not only in the translations it sends along).
    expect(await shown.text()).toContain(">Your password has been changed.");

    // The next anonymous visitor gets the kept page, without the words.
    const next = await untilHit("/login");
    expect(next.headers.get("X-Page-Cache")).toBe("hit");
    expect(await next.text()).not.toContain(">Your password has been changed.");
  } finally {
    await directusAdmin("DELETE", `/users/${user.id}`);
  }
});
