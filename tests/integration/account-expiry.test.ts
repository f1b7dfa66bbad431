// Issue 31: an unverified account expires with its verification link. Registration stamps the
// account (directus_users.registered_at, cms/extensions/seed-account-expiry); the sweep (every 2 s in
// tests) deletes unverified accounts stamped longer ago than the link's lifetime (7 days), and
// nothing else: a recent registration, an account without a stamp and a verified one stay.
import { afterAll, expect, test } from "vitest";
import { directusAdmin, testEnv } from "../support/env";

type User = { id: string; status: string; registered_at: string | null };
const tag = Date.now().toString(36);
const made: string[] = [];
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function userWith(email: string) {
  const [user] = await directusAdmin<User[]>(
    "GET",
    `/users?fields=id,status,registered_at&filter[email][_eq]=${encodeURIComponent(email)}`,
  );
  return user ?? null;
}

async function make(name: string, fields: Partial<User>) {
  const user = await directusAdmin<User>("POST", "/users", {
    email: `expiry-${name}-${tag}@example.com`,
    password: "Expiry#2024-long",
    ...fields,
  });
  made.push(user.id);
  return `expiry-${name}-${tag}@example.com`;
}

afterAll(async () => {
  for (const id of made) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
});

test("registering stamps the account with the time it registered", async () => {
  const email = `expiry-register-${tag}@example.com`;
  const before = Date.now();
  const response = await fetch(`${testEnv.directusUrl}/users/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: "Expiry#2024-long" }),
  });
  expect(response.status).toBe(204);
  const user = await userWith(email);
  made.push(user!.id);
  expect(user!.status).toBe("unverified");
  expect(Date.parse(user!.registered_at!)).toBeGreaterThanOrEqual(before - 2000);
});

test("an unverified account older than its link is deleted; a recent one, an unstamped one and a verified one stay", async () => {
  const expired = await make("old", { status: "unverified", registered_at: daysAgo(8) });
  const recent = await make("recent", { status: "unverified", registered_at: daysAgo(6) });
  const unstamped = await make("unstamped", { status: "unverified", registered_at: null });
  const verified = await make("verified", { status: "active", registered_at: daysAgo(30) });
  const deadline = Date.now() + 15_000;
  while ((await userWith(expired)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await userWith(expired)).toBeNull();
  for (const email of [recent, unstamped, verified]) expect(await userWith(email), email).not.toBeNull();
});
