// Limits on partner invitations (issue 51, item 1): each ORG_ADMIN may send 10 an hour and a
// company 20 a day (the next is a 429 with Retry-After and words, keeping what was typed); the
// plan's seats are enforced; an address with an account elsewhere gets the same answer as a new
// one, and another company's pending invitee is not mailed again (only the inviting company may
// re-send). Companies and admins of the test's own, so no shared sample account's allowance is spent.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { mailsRecordedOnceDelivered, mailsTo, waitForMail } from "../support/maildev";
import { directusToken } from "../support/people";
import { signInCookie } from "../support/sign-in";

const tag = `inv-${randomUUID().slice(0, 8)}`;
const password = "Invite#Pass2026";
const members = "/partner/portal/settings/members";
const made = { companies: [] as number[], users: [] as string[] };
let partnerRole = "";

async function newCompany(name: string, plan: string) {
  const company = await directusAdmin<{ id: number }>("POST", "/items/seed_companies", { name: `${tag} ${name}`, billing_plan: plan });
  made.companies.push(company.id);
  return company.id;
}

async function newMember(company: number, name: string, role: string) {
  const email = `${tag}-${name}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: partnerRole,
    status: "active",
    first_name: name,
  });
  made.users.push(user.id);
  await directusAdmin("POST", "/items/seed_company_members", { company, user: user.id, role });
  return { id: user.id, cookie: await signInCookie({ email, password }) };
}

/** The invite form posted as a browser without JavaScript sends it, with the answer's headers. */
async function invite(cookie: string, email: string, role = "INTERVIEWER") {
  const response = await fetch(`${testEnv.appUrl}${members}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: new URLSearchParams({ intent: "invite", email, role }),
    redirect: "manual",
  });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), body: await response.text() };
}

const alerts = (body: string) => [...body.matchAll(/role="alert"[^>]*>([^<]*)</g)].map((m) => m[1].replaceAll("&#x27;", "'"));
const address = (name: string) => `${tag}-${name}@example.com`;
const accountsOf = async (email: string) =>
  directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
const companyOf = async (email: string) =>
  (
    await directusAdmin<{ company: number }[]>(
      "GET",
      `/items/seed_company_members?filter[user][email][_eq]=${encodeURIComponent(email)}&fields=company`,
    )
  ).map((row) => row.company);
/** A membership created straight in Directus with this person's own token. */
const asMember = async (token: string, row: Record<string, unknown>) =>
  fetch(`${testEnv.directusUrl}/items/seed_company_members`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(row),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  [{ id: partnerRole }] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
});

afterAll(async () => {
  for (const company of made.companies) {
    for (const { id } of await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_audit_log?filter[company][_eq]=${company}&fields=id&limit=-1`,
    ))
      await directusAdmin("DELETE", `/items/seed_audit_log/${id}`).catch(() => {});
    for (const { id } of await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_company_members?filter[company][_eq]=${company}&fields=id&limit=-1`,
    ))
      await directusAdmin("DELETE", `/items/seed_company_members/${id}`).catch(() => {});
  }
  const invited = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_starts_with]=${tag}&fields=id&limit=-1`);
  for (const id of new Set([...made.users, ...invited.map((u) => u.id)])) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
  for (const company of made.companies) await directusAdmin("DELETE", `/items/seed_companies/${company}`).catch(() => {});
});

test("an admin's 11th invitation in an hour is refused with words and Retry-After, keeping what was typed", async () => {
  const company = await newCompany("Hourly", "ENTERPRISE");
  const admin = await newMember(company, "hourly-admin", "ORG_ADMIN");
  for (let i = 1; i <= 10; i++) expect((await invite(admin.cookie, address(`hourly-${i}`))).status, `invitation ${i}`).toBe(200);
  const refused = await invite(admin.cookie, address("hourly-11"), "MENTOR");
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  expect(alerts(refused.body)).toContain(
    "You have sent too many invitations for now: each admin may send 10 an hour and a company 20 a day. Nothing was sent; please try again later.",
  );
  expect(refused.body).toContain(`value="${address("hourly-11")}"`);
  expect(refused.body).toMatch(/<option value="MENTOR" selected=""/);
  expect(await accountsOf(address("hourly-11"))).toEqual([]);
});

test("a company's 21st invitation in a day is refused, whichever of its admins sends it", async () => {
  const company = await newCompany("Daily", "ENTERPRISE");
  const admins = [
    await newMember(company, "daily-admin-1", "ORG_ADMIN"),
    await newMember(company, "daily-admin-2", "ORG_ADMIN"),
    await newMember(company, "daily-admin-3", "ORG_ADMIN"),
  ];
  for (const [n, admin] of admins.slice(0, 2).entries())
    for (let i = 1; i <= 10; i++)
      expect((await invite(admin.cookie, address(`daily-${n}-${i}`))).status, `admin ${n}, invitation ${i}`).toBe(200);
  const refused = await invite(admins[2].cookie, address("daily-21"));
  expect(refused.status).toBe(429);
  expect(Number(refused.retryAfter)).toBeGreaterThan(3600);
  expect(alerts(refused.body)).toContain(
    "You have sent too many invitations for now: each admin may send 10 an hour and a company 20 a day. Nothing was sent; please try again later.",
  );
  expect(await accountsOf(address("daily-21"))).toEqual([]);
});

test("the plan's seats are enforced: with every seat taken, no one is invited and the page says why", async () => {
  // STARTER has 3 seats: the admin and a mentor take two (the Seed PM is the academy's, not a seat).
  const company = await newCompany("Starter", "STARTER");
  const admin = await newMember(company, "starter-admin", "ORG_ADMIN");
  await newMember(company, "starter-mentor", "MENTOR");
  await newMember(company, "starter-pm", "SEED_PM");
  expect((await invite(admin.cookie, address("starter-third"))).status).toBe(200);
  expect(await companyOf(address("starter-third"))).toEqual([company]);
  const full = await invite(admin.cookie, address("starter-fourth"), "MENTOR");
  expect(full.status).toBe(409);
  expect(alerts(full.body)).toContain(
    "Every seat of your company's plan is taken, so no one was invited. Ask the academy for a plan with more seats.",
  );
  expect(full.body).toContain(`value="${address("starter-fourth")}"`);
  expect(await accountsOf(address("starter-fourth"))).toEqual([]);
  // Inviting its own pending invitee again takes no new seat.
  expect((await invite(admin.cookie, address("starter-third"))).status).toBe(200);

  // With the admin's own token straight to Directus: no membership past the seats either.
  const token = await directusToken({ email: address("starter-admin"), password });
  const invitee = await directusAdmin<{ id: string }>("POST", "/users", {
    email: address("starter-direct"),
    role: partnerRole,
    status: "invited",
  });
  made.users.push(invitee.id);
  const direct = await asMember(token, { company, user: invitee.id, role: "MENTOR" });
  expect(direct.status).toBe(400);
  expect(await companyOf(address("starter-direct"))).toEqual([]);
});

test("with their own Directus token, an admin adds only a new partner invitee, never an existing account", async () => {
  const company = await newCompany("Direct", "ENTERPRISE");
  await newMember(company, "direct-admin", "ORG_ADMIN");
  const token = await directusToken({ email: address("direct-admin"), password });
  const [learner] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${accounts.learner.email}&fields=id`);
  expect((await asMember(token, { company, user: learner.id, role: "MENTOR" })).status).toBe(400);
  expect(await companyOf(accounts.learner.email)).toEqual([]);
  const invitee = await directusAdmin<{ id: string }>("POST", "/users", {
    email: address("direct-new"),
    role: partnerRole,
    status: "invited",
  });
  made.users.push(invitee.id);
  expect((await asMember(token, { company, user: invitee.id, role: "MENTOR" })).status).toBe(200);
});

test("an address with an account elsewhere gets the answer a new one gets, and another company's invitee is not mailed", async () => {
  const ours = await newMember(await newCompany("Ours", "ENTERPRISE"), "ours-admin", "ORG_ADMIN");
  const theirsCompany = await newCompany("Theirs", "ENTERPRISE");
  const theirs = await newMember(theirsCompany, "theirs-admin", "ORG_ADMIN");
  const invitee = address("pending");

  const fresh = await invite(theirs.cookie, invitee);
  expect(fresh.status).toBe(200);
  await waitForMail((m) => m.to.some((to) => to.address === invitee));
  expect(await mailsTo(invitee)).toHaveLength(1);

  // A learner's address, another company's pending invitee and its active admin: what a new address gets.
  for (const email of [accounts.learner.email, invitee, address("theirs-admin")]) {
    const answer = await invite(ours.cookie, email);
    expect(answer.status, email).toBe(fresh.status);
    expect(alerts(answer.body), email).toEqual(alerts(fresh.body));
  }
  expect(await companyOf(invitee)).toEqual([theirsCompany]);
  expect(await companyOf(accounts.learner.email)).toEqual([]);

  // The inviting company may send it again; the other company's try sent nothing.
  expect((await invite(theirs.cookie, invitee)).status).toBe(200);
  expect(await mailsRecordedOnceDelivered(invitee, 2)).toBe(2);
  expect(await mailsTo(invitee)).toHaveLength(2);
});

test("an unaccepted invitation expires with its link: its account and membership go, and any company may invite the address again", async () => {
  const first = await newCompany("Expiring", "ENTERPRISE");
  const firstAdmin = await newMember(first, "expiring-admin", "ORG_ADMIN");
  const second = await newCompany("Next", "ENTERPRISE");
  const secondAdmin = await newMember(second, "next-admin", "ORG_ADMIN");
  const expired = address("expired");
  const recent = address("recent");
  const before = Date.now();
  for (const email of [expired, recent]) expect((await invite(firstAdmin.cookie, email)).status).toBe(200);
  type Invitee = { id: string; registered_at: string | null };
  const inviteeOf = async (email: string) =>
    (await directusAdmin<Invitee[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,registered_at`))[0] ?? null;
  // Stamped when invited; mailing it again moves the stamp on (its new link lives 7 days).
  const invitee = await inviteeOf(recent);
  expect(Date.parse(invitee!.registered_at!)).toBeGreaterThanOrEqual(before - 2000);
  await directusAdmin("PATCH", `/users/${invitee!.id}`, { registered_at: new Date(Date.now() - 6.9 * 86_400_000).toISOString() });
  const resent = Date.now();
  expect((await invite(firstAdmin.cookie, recent)).status).toBe(200);
  for (let i = 0; i < 40 && Date.parse((await inviteeOf(recent))!.registered_at!) < resent - 2000; i++) await sleep(250);
  expect(Date.parse((await inviteeOf(recent))!.registered_at!)).toBeGreaterThanOrEqual(resent - 2000);

  // The link of the other one has expired (7 days): the sweep (every 2 s in tests) removes it.
  const old = await inviteeOf(expired);
  await directusAdmin("PATCH", `/users/${old!.id}`, { registered_at: new Date(Date.now() - 8 * 86_400_000).toISOString() });
  for (let i = 0; i < 60 && (await inviteeOf(expired)); i++) await sleep(250);
  expect(await inviteeOf(expired)).toBeNull();
  expect(await companyOf(expired)).toEqual([]);
  expect(await inviteeOf(recent)).not.toBeNull();
  expect(await companyOf(recent)).toEqual([first]);

  // Free again: another company invites it, and it is mailed.
  expect((await invite(secondAdmin.cookie, expired)).status).toBe(200);
  expect(await companyOf(expired)).toEqual([second]);
  await waitForMail((m) => m.to.some((to) => to.address === expired));
});
