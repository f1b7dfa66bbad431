// Issue 29, bad input with a known action: bad-input.test.ts sends the admin page's form only with
// unknown intents; here each menu item gets the values a person could really type or a crafted post
// could send (an unsafe cover link, an Administrator role, an empty or too long message, an address
// that is not one, rows that do not exist). Each answer is a 4xx with the field's words, what was
// typed comes back, and nothing is stored.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { postForm } from "../support/people";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const adminPath = "/a-7f3c91e2";
const tag = runTag();
const slug = `admin-bad-values-${tag}`;
const email = `admin-bad-values-${tag}@example.com`;
let cookie = "";
let postId = 0;
let learnerId = "";

/** The page as shown: its scripts, which carry every word of the area, left out. */
const shown = (body: string) => body.replace(/<script[\s\S]*?<\/script>/g, "");

const storedPost = async () =>
  directusAdmin<{ cover_image_url: string | null; status: string }>("GET", `/items/seed_post_meta/${postId}?fields=cover_image_url,status`);
const storedLearner = async () => directusAdmin<{ role: { name: string } }>("GET", `/users/${learnerId}?fields=role.name`);
const messagesTo = async (id: string) =>
  (await directusAdmin<unknown[]>("GET", `/items/seed_messages?filter[to_user][_eq]=${id}&fields=id&limit=-1`)).length;
const enrolmentsOf = async (id: string) =>
  (await directusAdmin<unknown[]>("GET", `/items/seed_enrolments?filter[user][_eq]=${id}&fields=id&limit=-1`)).length;

beforeAll(async () => {
  cookie = await signInCookie(accounts.contentAdmin);
  postId = await createTestPost({ title: `Admin bad values ${tag}`, slug, status: "draft" });
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  learnerId = (
    await directusAdmin<{ id: string }>("POST", "/users", {
      email,
      first_name: "Bad",
      last_name: "Values",
      role: role.id,
      status: "active",
    })
  ).id;
});

afterAll(async () => {
  await deleteTestPosts([slug]);
  if (learnerId) await directusAdmin("DELETE", `/users/${learnerId}`).catch(() => {});
});

describe("a post row", () => {
  test.each([
    ["a javascript: link", "javascript:alert(1)", "Enter a path on this site (starting with /) or an http(s) address."],
    ["a protocol-relative link", "//evil.example/x.png", "Enter a path on this site (starting with /) or an http(s) address."],
    ["markup", `"><img src=x onerror=alert(1)>`, "Enter a path on this site (starting with /) or an http(s) address."],
  ])("Change cover refuses %s, keeps what was typed and stores nothing", async (_name, cover, words) => {
    const before = await storedPost();
    const answer = await postForm(`${adminPath}/posts/${postId}/cover`, cookie, { cover });
    expect(answer.status).toBe(400);
    const page = shown(answer.body);
    expect(page).toContain(words);
    expect(page).toContain(cover.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));
    expect(page).not.toContain("<img src=x");
    expect(await storedPost()).toEqual(before);
  });

  test("an action on a post that does not exist, or a made-up id, says the row is not there and changes nothing", async () => {
    for (const id of ["-1", "abc", "1.5"]) {
      const answer = await postForm(`${adminPath}/posts/${id}`, cookie, { intent: "publish" });
      expect(answer.status, id).toBe(400);
      expect(shown(answer.body), id).toContain("This row does not exist. Reload the page and try again.");
    }
    const gone = await postForm(`${adminPath}/posts/999999999`, cookie, { intent: "publish" });
    expect(gone.status).toBeGreaterThanOrEqual(400);
    expect(gone.status).toBeLessThan(500);
    expect((await storedPost()).status).toBe("draft");
  });
});

describe("a learner row", () => {
  test.each([["Administrator"], ["seed-admin"], ["seed-edit-post"], [""]])(
    "Change role to %j is refused in words; the learner stays a learner",
    async (role) => {
      const answer = await postForm(`${adminPath}/learners/${learnerId}/role`, cookie, { role });
      expect(answer.status).toBe(400);
      expect(shown(answer.body)).toContain("Choose learner, faculty or partner.");
      expect((await storedLearner()).role.name).toBe("seed-user");
    },
  );

  test("an empty message and one over 4000 characters are refused in words, the text kept; nothing is stored", async () => {
    const empty = await postForm(`${adminPath}/learners/${learnerId}/message`, cookie, { body: "   " });
    expect(empty.status).toBe(400);
    expect(shown(empty.body)).toContain("Write a message.");
    const long = `${tag} ${"x".repeat(4001)}`;
    const tooLong = await postForm(`${adminPath}/learners/${learnerId}/message`, cookie, { body: long });
    expect(tooLong.status).toBe(400);
    expect(shown(tooLong.body)).toContain("A message has at most 4000 characters.");
    expect(shown(tooLong.body)).toMatch(new RegExp(`<textarea[^>]*>${long}</textarea>`));
    expect(await messagesTo(learnerId)).toBe(0);
  });

  test("a message to someone who does not exist is refused; nothing is stored", async () => {
    const nobody = randomUUID();
    const answer = await postForm(`${adminPath}/learners/${nobody}/message`, cookie, { body: `Hello ${tag}` });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await messagesTo(nobody)).toBe(0);
    // An address naming no learner is a page that does not exist (the row dialogs are routes, issue 46).
    const notAnId = await postForm(`${adminPath}/learners/${encodeURIComponent("1 OR 1=1")}/message`, cookie, { body: `Hello ${tag}` });
    expect(notAnId.status).toBe(404);
  });

  test("Move to cohort with no cohort, and Bulk move with no row ticked, say what is missing; nobody moves", async () => {
    // Posted where the dialog posts it, with JavaScript or without: the dialog's own route.
    const noCohort = await postForm(`${adminPath}/learners/${learnerId}/cohort`, cookie, { cohort: " " });
    expect(noCohort.status).toBe(400);
    expect(shown(noCohort.body)).toContain("Choose a cohort.");
    const noRows = await postForm(`${adminPath}/learners/bulk`, cookie, { intent: "bulkMove", cohort: "K24-A" });
    expect(noRows.status).toBe(400);
    expect(shown(noRows.body)).toContain("Tick at least one user in the table.");
    expect(await enrolmentsOf(learnerId)).toBe(0);
  });
});

describe("Add student", () => {
  test.each([["not-an-address"], ["<script>alert(1)</script>@example.com"], [""], [`${"a".repeat(250)}@example.com`]])(
    "the address %j is refused in words; nobody is invited",
    async (address) => {
      const answer = await postForm(`${adminPath}/learners/new`, cookie, { email: address });
      expect(answer.status).toBe(400);
      const page = shown(answer.body);
      expect(page).toContain("Please enter a valid email address.");
      expect(page).not.toContain("<script>alert(1)</script>");
      if (address) {
        const users = await directusAdmin<unknown[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(address)}&fields=id`);
        expect(users).toEqual([]);
      }
    },
  );
});
