// Faults (issue 10, the suite): Directus stopped, Directus stopped in the middle of requests, and
// Directus answering after 5 s. A lone app process talks to the test Directus through a proxy that
// breaks on command (tests/support/fault-proxy.ts), so the shared stack is not disturbed. Its page
// cache is off: every answer here is rendered, as for a signed-in visitor or a new query.
// Public pages must answer 200 with the built-in posts or a clear message, fast enough to read,
// never a 500; forms keep what was typed; sign-out that Directus cannot complete says so.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { startFaultProxy, type FaultProxy } from "../support/fault-proxy";
import { startLoneApp, type LoneApp } from "../support/lone-app";
import { signInCookie } from "../support/sign-in";

/** Every fault × request tried, for the closing note. */
let faultsTried = 0;
afterAll(() => console.log(`faults tried: ${faultsTried}`));

const english = { Cookie: "lng=en" };

interface Answer {
  status: number;
  html: string;
  ms: number;
  headers: Headers;
}

async function get(app: LoneApp, path: string, headers: Record<string, string> = english): Promise<Answer> {
  const started = Date.now();
  const response = await fetch(`${app.url}${path}`, { headers, redirect: "manual" });
  const html = await response.text();
  faultsTried++;
  return { status: response.status, html, ms: Date.now() - started, headers: response.headers };
}

/** The page links to the built-in posts (and so shows their notice), not to posts from Directus. */
const showsFallback = (html: string) => html.includes(`href="/post/${fallbackPosts[0].slug}"`);
/** The page links to this post from Directus. */
const links = (html: string, slug: string) => html.includes(`href="/post/${slug}"`);

let publishedSlugs: string[] = [];
let coverPath = "";

/** A lone app that reaches the test Directus through a fault proxy of its own. */
async function startBehindProxy(env: Record<string, string> = {}) {
  const proxy = await startFaultProxy(testEnv.directusUrl);
  try {
    return { proxy, app: await startLoneApp({ DIRECTUS_URL: proxy.url, PAGE_CACHE: "off", ...env }) };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}

async function stopBehindProxy(proxy: FaultProxy | undefined, app: LoneApp | undefined) {
  app?.stop();
  await proxy?.close();
}

beforeAll(async () => {
  const posts = await directusAdmin<{ slug: string; cover_image_url: string | null }[]>(
    "GET",
    "/items/seed_post_meta?fields=slug,cover_image_url&filter[status][_eq]=published&sort=-created_at&limit=8",
  );
  publishedSlugs = posts.map((p) => p.slug);
  coverPath = posts.find((p) => p.cover_image_url?.startsWith("/media/"))?.cover_image_url ?? "";
  expect(publishedSlugs.length).toBeGreaterThanOrEqual(6);
  expect(coverPath).not.toBe("");
});

/** The checks every public page passes while Directus is down or too slow; `withinMs` bounds the wait. */
function expectFallbackPages(answers: Record<string, Answer>, withinMs: number) {
  const { landing, news, post, partner, login } = answers;
  expect(landing.status).toBe(200);
  expect(showsFallback(landing.html), "landing shows the built-in posts").toBe(true);
  expect(landing.html).toContain("load the latest news, so we are showing saved articles"); // the notice (rendered)
  expect(news.status).toBe(200);
  expect(showsFallback(news.html), "news shows the built-in posts").toBe(true);
  expect(news.headers.get("cache-control")).toBe("no-store");
  // A post cannot be made up: a clear message, and 503 so no cache keeps it.
  expect(post.status).toBe(503);
  expect(post.html).toMatch(/<p[^>]*>The post couldn&#x27;t be loaded right now\. Please try again in a moment\.<\/p>/);
  expect(post.headers.get("cache-control")).toBe("no-store");
  for (const page of [partner, login]) expect(page.status).toBe(200);
  console.log(
    Object.entries(answers)
      .map(([name, answer]) => `${name} ${answer.status} in ${answer.ms} ms`)
      .join(", "),
  );
  for (const [name, answer] of Object.entries(answers)) expect(answer.ms, `${name} took ${answer.ms} ms`).toBeLessThan(withinMs);
}

describe("Directus stopped (and the mail server too)", () => {
  let proxy: FaultProxy;
  let app: LoneApp;
  let cookie = "";

  beforeAll(async () => {
    ({ proxy, app } = await startBehindProxy({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await freePort()) }));
    cookie = await signInCookie(accounts.editor, app.url);
  });
  afterAll(() => stopBehindProxy(proxy, app));

  test("sign-out that Directus cannot complete says 'Failed to sign out.' and keeps the person signed in; it works once Directus is back", async () => {
    await proxy.stop();
    const logout = (session: string) =>
      fetch(`${app.url}/logout`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: `${session}; lng=en` },
        body: "redirectTo=%2F",
        redirect: "manual",
      });
    const failed = await logout(cookie);
    faultsTried++;
    expect(failed.status).toBe(302);
    // The words travel as the flash (issue 46, item 4), never in the query; the session cookie stays.
    expect(failed.headers.get("location")).toBe("/login");
    const flash = failed.headers.getSetCookie();
    expect(flash).toHaveLength(1);
    expect(flash[0]).toMatch(/^(__Host-)?seed_flash=/);
    expect(app.output()).toContain("Logout failed: no answer from Directus");

    const card = await get(app, "/login", { Cookie: `${cookie}; lng=en; ${flash[0].split(";")[0]}` });
    expect(card.status).toBe(200);
    expect(card.html).toContain("Failed to sign out.");
    expect(card.html).toContain(accounts.editor.email); // still signed in

    await proxy.start();
    const done = await logout(cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/");
    expect(done.headers.getSetCookie().join()).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const after = await get(app, "/login", { Cookie: `${cookie}; lng=en` });
    expect(after.html).not.toContain(accounts.editor.email);
  });

  test("sign-ins Directus does not answer lock nobody out: the person signs in once it is back", async () => {
    await proxy.stop();
    const signIn = () =>
      fetch(`${app.url}/login`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: "lng=en" },
        body: new URLSearchParams(accounts.learner),
        redirect: "manual",
      });
    // More than one person's allowance (10 per address and account in 15 minutes), none refused for it.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn()).status);
    expect(statuses).toEqual(Array(12).fill(400));
    await proxy.start();
    expect((await signIn()).status).toBe(302);
  });

  test("every public page answers at once: 200 with the built-in posts, or the post page's clear message", async () => {
    await proxy.start().catch(() => {}); // up after the sign-out test
    const editor = await signInCookie(accounts.editor, app.url);
    await proxy.stop();
    const answers = {
      landing: await get(app, "/"),
      news: await get(app, "/news"),
      post: await get(app, `/post/${publishedSlugs[0]}`),
      partner: await get(app, "/partner"),
      login: await get(app, "/login"),
    };
    // Retries (3, 50/100/200 ms) keep the landing page's built-in posts inside the first HTML.
    expectFallbackPages(answers, 1_500);
    const media = await get(app, coverPath);
    expect(media.status).toBe(502);
    expect(media.headers.get("cache-control")).toBe("no-store");
    expect(app.output()).toContain("Landing news: could not load posts from Directus");
    // An editor's list (drafts too, their own token, never cached) falls back the same way.
    const editorNews = await get(app, "/news", { Cookie: `${editor}; lng=en` });
    expect(editorNews.status).toBe(200);
    expect(showsFallback(editorNews.html)).toBe(true);
    expect(editorNews.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(app, "/healthz")).status).toBe(503);
  });

  test("the cooperation form keeps what was typed and says it failed (JavaScript off)", async () => {
    await proxy.stop();
    const typed = { fullName: "Chi Fault", email: "fault@example.com", organization: "Org Fault", content: "Hai dòng\nnội dung" };
    const response = await fetch(`${app.url}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, ...english },
      body: new URLSearchParams(typed),
    });
    faultsTried++;
    const html = await response.text();
    expect(response.status).toBeLessThan(600);
    expect(response.status).not.toBe(500);
    expect(html).toContain("Sending failed:");
    for (const value of [typed.fullName, typed.email, typed.organization, "Hai dòng"]) expect(html).toContain(value);
  });

  test("the learner's resources and help pages say what failed (503); a question keeps what was typed", async () => {
    await proxy.start().catch(() => {});
    const learner = `${await signInCookie(accounts.learner, app.url)}; lng=en`;
    await proxy.stop();
    const resources = await get(app, "/student/portal/resources", { Cookie: learner });
    expect(resources.status).toBe(503);
    expect(resources.html).toContain("The resources could not be loaded just now.");
    expect(resources.headers.get("cache-control")).toBe("private, no-store");
    const help = await get(app, "/student/portal/help", { Cookie: learner });
    expect(help.status).toBe(503);
    expect(help.html).toContain("Your earlier questions could not be loaded just now.");
    expect(help.html).toContain("Frequently asked questions");
    const typed = { subject: "Fault subject", body: "Fault question\nline two" };
    const response = await fetch(`${app.url}/student/portal/help`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: learner },
      body: new URLSearchParams(typed),
      redirect: "manual",
    });
    faultsTried += 3;
    const html = await response.text();
    expect(response.status).toBe(503);
    expect(html).toContain("Your question could not be sent just now.");
    expect(html).toContain('value="Fault subject"');
    expect(html).toContain("Fault question\nline two</textarea>");
  });

  test("the admin page says what failed (spec 001 §8): the built-in posts under 'API error: … Showing mock data.', and 'API error: …' over the users", async () => {
    await proxy.start().catch(() => {});
    const contentAdmin = await signInCookie(accounts.contentAdmin, app.url);
    await proxy.stop();
    const words = {
      en: { posts: /API error: [^<]+\. Showing mock data\./, users: /API error: [^<]+/ },
      vi: { posts: /Lỗi API: [^<]+\. Đang hiển thị dữ liệu mẫu\./, users: /Lỗi API: [^<]+/ },
    };
    for (const [lng, expected] of Object.entries(words)) {
      const page = await get(app, "/a-7f3c91e2", { Cookie: `${contentAdmin}; lng=${lng}` });
      expect(page.status, lng).toBe(200);
      expect(page.html, lng).toMatch(expected.posts);
      expect(page.html, `${lng}: the built-in posts stand in`).toContain(`>${fallbackPosts[0].slug}</code>`);
      expect(page.html.replace(expected.posts, ""), lng).toMatch(expected.users);
      expect(page.headers.get("cache-control"), lng).toBe("private, no-store");
    }
  });

  test("stopped in the middle of requests: reads cut off half-way still get an answer, and Directus' return is seen at once", async () => {
    await proxy.start();
    proxy.slow(1_500); // so the requests are in flight when Directus stops
    const connectionsBefore = proxy.connections;
    const inFlight = {
      landing: get(app, "/?type=mentor"),
      news: get(app, "/news?page=2"),
      post: get(app, `/post/${publishedSlugs[1]}`),
      partner: get(app, "/partner"),
      login: get(app, "/login"),
    };
    const media = get(app, `${coverPath}?width=320`);
    // Stop once the reads are on their way through the proxy (each is held there for 1.5 s).
    await expect.poll(() => proxy.connections - connectionsBefore, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    const cut = proxy.connections - connectionsBefore;
    await proxy.stop();
    expect(cut, "reads in flight through the proxy when it stopped").toBeGreaterThan(0);
    const answers = Object.fromEntries(await Promise.all(Object.entries(inFlight).map(async ([k, v]) => [k, await v] as const)));
    expectFallbackPages(answers, 3_000);
    expect((await media).status).toBe(502);

    proxy.slow(0);
    await proxy.start();
    const news = await get(app, "/news?page=3");
    expect(news.status).toBe(200);
    expect(showsFallback(news.html), "news from Directus again").toBe(false);
    expect(links(news.html, publishedSlugs[2])).toBe(true);
    const post = await get(app, `/post/${publishedSlugs[1]}`);
    expect(post.status).toBe(200);
  });
});

describe("Directus answering after 5 s", () => {
  let proxy: FaultProxy;
  let app: LoneApp;

  beforeAll(async () => {
    ({ proxy, app } = await startBehindProxy());
  });
  afterAll(() => stopBehindProxy(proxy, app));

  test("pages read before it slowed down answer at once from the posts cache", async () => {
    const warm = await get(app, "/news?page=2");
    expect(links(warm.html, publishedSlugs[0])).toBe(true);
    proxy.slow(5_000);
    const again = await get(app, "/news?page=2");
    expect(again.status).toBe(200);
    expect(links(again.html, publishedSlugs[0])).toBe(true);
    expect(again.ms).toBeLessThan(1_000);
  });

  test("reads it has not answered yet give up after the 3 s budget: built-in posts or a clear message, never the 5 s wait", async () => {
    proxy.slow(0);
    const editor = await signInCookie(accounts.editor, app.url);
    proxy.slow(5_000);
    const [landing, news, post, partner, login, editorNews, media, health] = await Promise.all([
      get(app, "/"),
      get(app, "/news"),
      get(app, `/post/${publishedSlugs[3]}`),
      get(app, "/partner"),
      get(app, "/login"),
      get(app, "/news", { Cookie: `${editor}; lng=en` }),
      get(app, coverPath),
      get(app, "/healthz"),
    ]);
    expectFallbackPages({ landing, news, post, partner, login }, 4_800);
    for (const answer of [landing, news, post]) expect(answer.ms).toBeGreaterThanOrEqual(2_900);
    // Pages that do not read Directus do not wait for it.
    expect(partner.ms).toBeLessThan(1_500);
    expect(editorNews.status).toBe(200);
    expect(showsFallback(editorNews.html)).toBe(true);
    expect(editorNews.ms).toBeLessThan(4_800);
    // Whether a file is public is a read too: it gives up with the same budget.
    expect(media.status).toBe(502);
    expect(media.ms).toBeLessThan(4_800);
    expect(health.status).toBe(503);
  });
});

describe("creating a draft while Directus hangs", () => {
  let proxy: FaultProxy;
  let app: LoneApp;
  // An editor of this test's own: its drafts are counted by author, so other files' drafts never count.
  const editorAccount = { email: `fault-editor-${randomUUID().slice(0, 8)}@example.com`, password: "Fault#Editor2026" };
  let editorId = "";
  beforeAll(async () => {
    ({ proxy, app } = await startBehindProxy({ DRAFT_TIMEOUT_MS: "1500" }));
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-edit-post&fields=id");
    editorId = (await directusAdmin<{ id: string }>("POST", "/users", { ...editorAccount, role: role.id, status: "active" })).id;
  });
  afterAll(async () => {
    await stopBehindProxy(proxy, app);
    if (editorId) await directusAdmin("DELETE", `/users/${editorId}`).catch(() => {});
  });

  test("the editor reads 'Insert aborted' when the time runs out, and the draft Directus stored late is removed", async () => {
    const editor = await signInCookie(editorAccount, app.url);
    const drafts = () =>
      directusAdmin<{ id: number }[]>(
        "GET",
        `/items/seed_post_meta?fields=id&filter[status][_eq]=draft&filter[author][_eq]=${editorId}&limit=-1`,
      );
    const before = (await drafts()).length;
    proxy.slow(4_000);
    const started = Date.now();
    const response = await fetch(`${app.url}/news`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: `${editor}; lng=en` },
      body: new URLSearchParams({ intent: "create-draft" }),
      redirect: "manual",
    });
    faultsTried++;
    const html = await response.text();
    expect(response.status).toBe(504);
    expect(html).toContain("Insert aborted");
    // The 1.5 s limit, then the page itself (its posts read gives up within its 3 s budget): never the hang.
    expect(Date.now() - started).toBeLessThan(7_000);
    // Directus got the write and stored it after the app gave up: the app removes it again.
    await expect.poll(async () => (await drafts()).length, { timeout: 30_000, interval: 500 }).toBe(before);
    proxy.slow(0);
  });
});
