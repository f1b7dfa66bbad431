// Issue 51, item 5: a company's ORG_ADMIN removes a member (the membership goes, the person's sessions
// end, their Directus token reads no company row any more; never the Seed PM, never the last
// ORG_ADMIN, never by another member role), a member without a member role reads no candidates,
// interview feedback, invoices or audit log, and an INTERVIEWER reads their own interviews' feedback
// only, on the mentoring feedback page too. Checked with each person's OWN token and cookie; the
// people removed or without a member role are this test's own, made and cleared here.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { asPerson, directusToken, page, postForm } from "../support/people";
import { signInCookie } from "../support/sign-in";

const members = "/partner/portal/settings/members";
const stamp = Date.now().toString(36);
const password = "Members-check-1a!";

type Sample = "partnerAdmin" | "partnerHiring" | "partnerInterviewer" | "partnerPm";
const sample = {} as Record<Sample, { id: string; cookie: string; token: string }>;
/** This test's own people of company A (Lotus Commerce): one to remove, one without a member role. */
const own = {} as Record<"gone" | "none", { id: string; email: string; membership: number }>;
const a = { company: 0, application: 0, interview: 0 };

async function membershipOf(userId: string) {
  return (
    await directusAdmin<{ id: number; role: string | null }[]>(
      "GET",
      `/items/seed_company_members?filter[user][_eq]=${userId}&fields=id,role`,
    )
  )[0];
}

/** A DELETE of one membership with this token: its status and Directus' error code. */
async function removeWith(token: string, id: number) {
  const response = await fetch(`${testEnv.directusUrl}/items/seed_company_members/${id}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${token}` },
  });
  const text = await response.text();
  return {
    status: response.status,
    code: text ? (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code : undefined,
  };
}

async function makeMember(name: "gone" | "none", role: string | null, partnerRole: string) {
  const email = `members-${name}-${stamp}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: partnerRole,
    status: "active",
    first_name: "Member",
    last_name: `${name}-${stamp}`,
  });
  const membership = await directusAdmin<{ id: number }>("POST", "/items/seed_company_members", {
    company: a.company,
    user: user.id,
    role,
  });
  own[name] = { id: user.id, email, membership: membership.id };
}

beforeAll(async () => {
  for (const name of Object.keys({ partnerAdmin: 0, partnerHiring: 0, partnerInterviewer: 0, partnerPm: 0 }) as Sample[]) {
    const [user] = await directusAdmin<{ id: string }[]>(
      "GET",
      `/users?filter[email][_eq]=${encodeURIComponent(accounts[name].email)}&fields=id`,
    );
    sample[name] = { id: user.id, cookie: await signInCookie(accounts[name]), token: await directusToken(accounts[name]) };
  }
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  a.company = company.id;
  const [application] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_applications?filter[job][company][_eq]=${a.company}&fields=id&sort=id&limit=1`,
  );
  a.application = application.id;
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
  await makeMember("gone", "HIRING_MANAGER", role.id);
  await makeMember("none", null, role.id);
  // An interview of company A that is not the INTERVIEWER's, with feedback.
  a.interview = (
    await directusAdmin<{ id: number }>("POST", "/items/seed_interviews", {
      application: a.application,
      interviewer: sample.partnerHiring.id,
      at: "2031-03-04T02:00:00.000Z",
      feedback: `Someone else's feedback ${stamp}`,
      scores: { problem: 3, communication: 3, skills: 3 },
    })
  ).id;
});

afterAll(async () => {
  await deleteWhere("seed_interviews", { id: { _eq: a.interview } });
  await deleteWhere("seed_audit_log", { target: { _contains: stamp } });
  for (const person of Object.values(own)) {
    await deleteWhere("seed_company_members", { user: { _eq: person.id } });
    await directusAdmin("DELETE", `/users/${person.id}`);
  }
});

describe("removing a member (issue 51, item 5)", () => {
  test("a member role other than ORG_ADMIN may not remove anyone: 403 in the app and in Directus", async () => {
    const answer = await postForm(`${members}/${own.none.membership}/remove`, sample.partnerHiring.cookie, { intent: "remove-member" });
    expect(answer.status).toBe(403);
    expect((await removeWith(sample.partnerHiring.token, own.none.membership)).status).toBe(403);
    expect(await membershipOf(own.none.id)).toBeTruthy();
  });

  test("the last ORG_ADMIN stays, with words; the Seed PM is the academy's", async () => {
    const admin = await membershipOf(sample.partnerAdmin.id);
    expect(admin.role).toBe("ORG_ADMIN");
    const others = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_company_members?filter[company][_eq]=${a.company}&filter[role][_eq]=ORG_ADMIN&fields=id`,
    );
    expect(others.map((row) => row.id)).toEqual([admin.id]);
    const last = await postForm(`${members}/${admin.id}/remove`, sample.partnerAdmin.cookie, { intent: "remove-member" });
    expect(last.status).toBe(409);
    expect(last.body).toContain("must keep at least one organisation admin");
    const direct = await removeWith(sample.partnerAdmin.token, admin.id);
    expect(direct.status).toBe(400);
    expect(await membershipOf(sample.partnerAdmin.id)).toBeTruthy();

    const pm = await membershipOf(sample.partnerPm.id);
    const byApp = await postForm(`${members}/${pm.id}/remove`, sample.partnerAdmin.cookie, { intent: "remove-member" });
    expect(byApp.status).toBe(409);
    expect(byApp.body).toContain("assigned by the academy");
    expect((await removeWith(sample.partnerAdmin.token, pm.id)).status).toBe(403);
    expect(await membershipOf(sample.partnerPm.id)).toBeTruthy();
  });

  test("the ORG_ADMIN's removal ends the membership, the person's sessions and their token's reads, in the audit log", async () => {
    const account = { email: own.gone.email, password };
    const cookie = await signInCookie(account);
    const token = await directusToken(account);
    expect((await page("/partner/portal/dashboard", cookie)).status).toBe(200);
    expect((await asPerson(token, "/items/seed_jobs?fields=id")).rows.length).toBeGreaterThan(0);

    // The page asks first (a child route of the list, ADR 055: without JavaScript its own page), then the form posts.
    const asked = await page(`${members}/${own.gone.membership}/remove`, sample.partnerAdmin.cookie);
    expect(asked.status).toBe(200);
    expect(asked.body).toContain("Remove this member?");
    expect(asked.body).toContain(`Member gone-${stamp}`);
    const answer = await postForm(`${members}/${own.gone.membership}/remove`, sample.partnerAdmin.cookie, { intent: "remove-member" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(members);

    expect(await membershipOf(own.gone.id)).toBeUndefined();
    const after = await page("/partner/portal/dashboard", cookie);
    expect(after.status).toBe(302);
    expect(after.body).not.toContain("Lotus Commerce");
    for (const collection of ["seed_jobs", "seed_company_members", "seed_applications", "seed_invoices", "seed_audit_log"])
      expect((await asPerson(token, `/items/${collection}?fields=id`)).rows, collection).toEqual([]);
    const lines = await directusAdmin<{ actor: string }[]>(
      "GET",
      `/items/seed_audit_log?filter[action][_eq]=member.removed&filter[target][_contains]=${stamp}&filter[company][_eq]=${a.company}&fields=actor`,
    );
    expect(lines).toEqual([{ actor: sample.partnerAdmin.id }]);
  });
});

describe("what a member reads by their member role (issue 51, item 5)", () => {
  test("a member without a member role reads no candidates, interviews, invoices or audit log with their own token", async () => {
    const token = await directusToken({ email: own.none.email, password });
    // Still a member: the company's jobs.
    expect((await asPerson(token, "/items/seed_jobs?fields=id")).rows.length).toBeGreaterThan(0);
    for (const collection of ["seed_applications", "seed_interviews", "seed_invoices", "seed_audit_log", "seed_competencies"]) {
      // The company has such rows (its ORG_ADMIN reads them), this member reads none.
      expect((await asPerson(sample.partnerAdmin.token, `/items/${collection}?fields=id`)).rows.length, collection).toBeGreaterThan(0);
      expect((await asPerson(token, `/items/${collection}?fields=id`)).rows, collection).toEqual([]);
    }
  });

  test("a member without a member role sees those pages with words, not rows and not a crash", async () => {
    const cookie = await signInCookie({ email: own.none.email, password });
    for (const path of ["billing-contracts/invoices", "security-compliance/audit-log"]) {
      const answer = await page(`/partner/portal/${path}`, cookie);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain("Your member role does not show these rows");
    }
  });

  test("an INTERVIEWER reads only their own interviews' feedback with their token; the mentoring feedback page shows nobody's interviews", async () => {
    const theirs = await asPerson(sample.partnerInterviewer.token, "/items/seed_interviews?fields=id,interviewer,feedback&limit=-1");
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((row) => row.interviewer === sample.partnerInterviewer.id)).toBe(true);
    const hiring = await asPerson(sample.partnerHiring.token, "/items/seed_interviews?fields=id&limit=-1");
    expect(hiring.rows.map((row) => row.id)).toContain(a.interview);

    // Issue 49, item 5: the mentoring feedback page is the mentors' own; interviews' feedback stays on the hiring pages.
    for (const who of [sample.partnerInterviewer, sample.partnerHiring]) {
      const feedback = await page("/partner/portal/mentoring/feedback", who.cookie);
      expect(feedback.status).toBe(200);
      expect(feedback.body).not.toContain("Clear thinking about marketplace fees.");
      expect(feedback.body).not.toContain(stamp);
    }
  });
});
