// Issue 29 and shared/SECURITY.md ("Message learner": a rate limit per admin): what reaches a learner
// in an administrator's name (a message, an invitation, a reset mail) is counted per administrator,
// 60 an hour; the next is refused with 429, Retry-After and words, and nothing is written. The
// Administrator account sends here, so no other test's seed-admin allowance is spent.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { postForm } from "../support/people";
import { signInCookie } from "../support/sign-in";

const adminPath = "/a-7f3c91e2";
const mark = `send-limit-${Date.now()}`;
let cookie = "";
let learnerId = "";

const messages = async () =>
  (
    await directusAdmin<unknown[]>(
      "GET",
      `/items/seed_messages?filter[to_user][_eq]=${learnerId}&filter[body][_starts_with]=${mark}&fields=id&limit=-1`,
    )
  ).length;

beforeAll(async () => {
  cookie = await signInCookie(accounts.admin);
  const [learner] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(accounts.learner2.email)}&fields=id`,
  );
  learnerId = learner.id;
});

afterAll(async () => {
  const rows = await directusAdmin<{ id: number }[]>("GET", `/items/seed_messages?filter[body][_starts_with]=${mark}&fields=id&limit=-1`);
  for (const { id } of rows) await directusAdmin("DELETE", `/items/seed_messages/${id}`).catch(() => {});
});

test("an administrator sends 60 messages an hour; the 61st is refused with its words and not stored", async () => {
  const messagePath = `${adminPath}/learners/${learnerId}/message`;
  const send = (n: number) => postForm(messagePath, cookie, { body: `${mark} ${n}` });
  for (let n = 1; n <= 60; n++) expect((await send(n)).status, `message ${n}`).toBe(303);
  expect(await messages()).toBe(60);
  const refused = await fetch(`${testEnv.appUrl}${messagePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: new URLSearchParams({ body: `${mark} 61` }),
    redirect: "manual",
  });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  // The page as shown (its scripts, which carry every word of the area, left out).
  const shown = (await refused.text()).replace(/<script[\s\S]*?<\/script>/g, "");
  expect(shown).toContain("You have sent many messages and invitations in the last hour.");
  // The message dialog opens again with what was typed.
  expect(shown).toMatch(new RegExp(`<textarea[^>]*>${mark} 61</textarea>`));
  expect(await messages()).toBe(60);
  // Other actions are not counted: publishing a post is not a message.
  expect((await postForm(`${adminPath}/posts/999999`, cookie, { intent: "publish" })).status).not.toBe(429);
}, 120_000);
