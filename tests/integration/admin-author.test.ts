// Issue 54, item 5 (ADR 038): the admin page's posts table names a post's staff author (not the
// spec's integer author_id, which is 1 on every post), and a draft made from the news page names
// the editor who made it.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const tag = runTag();
const slug = `admin-author-${tag}`;
const made: string[] = [slug];
let editorId = "";

const idOf = async (email: string) =>
  (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`))[0]!.id;

beforeAll(async () => {
  editorId = await idOf(accounts.editor.email);
});

afterAll(async () => {
  await deleteTestPosts(made);
});

/** The page as shown: its scripts, which carry every word of the area, left out. */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");

test("a draft made from the news page names the editor who made it as its author", async () => {
  const cookie = await signInCookie(accounts.editor);
  const response = await fetch(`${testEnv.appUrl}/news`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: new URLSearchParams({ intent: "create-draft" }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const draft = decodeURIComponent(/^\/post\/(.+)$/.exec(response.headers.get("Location") ?? "")?.[1] ?? "");
  made.push(draft);
  const [stored] = await directusAdmin<{ author_id: number; author: string | null }[]>(
    "GET",
    `/items/seed_post_meta?filter[slug][_eq]=${encodeURIComponent(draft)}&fields=author_id,author`,
  );
  expect(stored).toEqual({ author_id: 1, author: editorId });
});

test("the posts table's Author column shows the author's name alone, and '—' while none is set", async () => {
  const id = await createTestPost({ title: `Admin author ${tag}`, slug, status: "draft" });
  const cookie = await signInCookie(accounts.contentAdmin);
  const page = async () => {
    const response = await fetch(`${testEnv.appUrl}/a-7f3c91e2?q=${slug}`, { headers: { Cookie: `lng=en; ${cookie}` } });
    expect(response.status).toBe(200);
    const html = shown(await response.text());
    expect(html).toContain(">Author</th>");
    expect(html).not.toContain("Author ID");
    // The row's cells after its title: slug, status, author, updated.
    const row = /<tr[^>]*>(?:(?!<\/tr>)[\s\S])*?admin-author-[\s\S]*?<\/tr>/.exec(html)?.[0] ?? "";
    return [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((cell) => cell[1].replace(/<[^>]+>/g, ""));
  };
  expect((await page())[2]).toBe("—");
  await directusAdmin("PATCH", `/items/seed_post_meta/${id}`, { author: editorId });
  expect((await page())[2]).toBe("Minh Trần");
});
