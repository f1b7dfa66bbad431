// Partner companies from the app (issue 50): content administrators create, change and delete them on
// /staff/companies with their own token. Creating one invites its first ORG_ADMIN (the set-password
// mail; the invitee accepts and signs in to the partner portal); the seats come from the plan and are
// enforced; the Seed PM is given here, never by the company. Editors, teachers, learners and partners
// are refused by the app and by Directus; bad input gets words, keeps what was typed, stores nothing;
// a company someone joined, or that holds rows, is not deleted.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { deleteUsersWhere, deleteWhere, directusAdmin, testEnv } from "../support/env";
import { mailedLink } from "../support/maildev";
import { page, postForm, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";
import { shown } from "../support/html";
import { expectStructureRefused } from "../support/structure";

const tag = randomUUID().slice(0, 8);
const domain = (name: string) => `${name}-${tag}.example`;
const address = (name: string) => `zc-${tag}-${name}@example.com`;
const companyName = (name: string) => `ZC ${tag} ${name}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty" | "partnerAdmin";
let people: Record<Name, SignedInPerson>;
let partnerRole = "";

type StoredCompany = { id: number; name: string; domain: string; billing_plan: string };
const companiesAt = (value: string) =>
  directusAdmin<StoredCompany[]>(
    "GET",
    `/items/seed_companies?filter[domain][_eq]=${encodeURIComponent(value)}&fields=id,name,domain,billing_plan`,
  );
const companiesNamed = (value: string) =>
  directusAdmin<StoredCompany[]>("GET", `/items/seed_companies?filter[name][_eq]=${encodeURIComponent(value)}&fields=id`);
const accountsOf = (email: string) =>
  directusAdmin<{ id: string; status: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,status`);
const membersOf = (company: number) =>
  directusAdmin<{ id: number; role: string | null; user: { email: string } }[]>(
    "GET",
    `/items/seed_company_members?filter[company][_eq]=${company}&fields=id,role,user.email&sort=id`,
  );

/** An active partner account of this test, a member of `company` with `role`. */
async function member(company: number, name: string, role: string | null) {
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email: address(name),
    password: "Member#Pass2026",
    role: partnerRole,
    status: "active",
    first_name: name,
  });
  return directusAdmin<{ id: number }>("POST", "/items/seed_company_members", { company, user: user.id, role });
}

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty", "partnerAdmin"] as const);
  [{ id: partnerRole }] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
});

afterAll(async () => {
  await deleteWhere("seed_companies", { name: { _starts_with: `ZC ${tag}` } });
  await deleteUsersWhere({ email: { _starts_with: `zc-${tag}-` } });
});

describe("who may", () => {
  test("editors, teachers, learners and partners get a 403 on every page and post; nothing is stored", async () => {
    const [lotus] = await companiesAt("lotus.example");
    const form = { name: companyName("Refused"), domain: domain("refused"), plan: "STARTER", adminEmail: address("refused") };
    for (const person of [people.editor, people.faculty, people.learner, people.partnerAdmin]) {
      await expectStructureRefused("companies", lotus.id, person.cookie, form);
    }
    expect(await companiesAt(domain("refused"))).toEqual([]);
    expect(await accountsOf(address("refused"))).toEqual([]);
    expect((await page("/staff/companies", people.admin.cookie)).status).toBe(200);
    const list = shown((await page("/staff/companies", people.contentAdmin.cookie)).body);
    expect(list).toContain("Lotus Commerce");
    expect(list).toContain("lotus.example");
  });

  test("Directus refuses the same with each person's own token, and a content administrator's writes that break its rules", async () => {
    const [lotus] = await companiesAt("lotus.example");
    const row = { name: companyName("Direct"), domain: domain("direct"), billing_plan: "STARTER" };
    for (const person of [people.editor, people.faculty, people.learner, people.partnerAdmin])
      expect(await statusAs(person.token, "POST", "/items/seed_companies", row)).toBe(403);
    expect(await companiesAt(domain("direct"))).toEqual([]);
    // A company never gives itself the Seed PM (issue 51, item 2): the partner's own admin is refused.
    const [hiring] = (await membersOf(lotus.id)).filter((m) => m.role === "HIRING_MANAGER");
    expect([400, 403]).toContain(
      await statusAs(people.partnerAdmin.token, "PATCH", `/items/seed_company_members/${hiring.id}`, { role: "SEED_PM" }),
    );
    // The content administrator: another company's domain (in capitals), an unknown plan, a company with rows deleted.
    expect(await statusAs(people.contentAdmin.token, "POST", "/items/seed_companies", { ...row, domain: "LOTUS.example" })).toBe(400);
    expect(await statusAs(people.contentAdmin.token, "POST", "/items/seed_companies", { ...row, billing_plan: "GOLD" })).toBe(400);
    expect(await companiesNamed(row.name)).toEqual([]);
    expect(await statusAs(people.contentAdmin.token, "DELETE", `/items/seed_companies/${lotus.id}`)).toBe(400);
    expect(await companiesAt("lotus.example")).toHaveLength(1);
    expect((await membersOf(lotus.id)).find((m) => m.id === hiring.id)?.role).toBe("HIRING_MANAGER");
  });
});

describe("a company", () => {
  test("is created with its first ORG_ADMIN invited, who accepts and signs in; then it is not deleted", async () => {
    const form = { name: companyName("Saigon Shops"), domain: domain("SAIGON"), plan: "STARTER", adminEmail: address("first") };
    const made = await postForm("/staff/companies/new", people.contentAdmin.cookie, form);
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/companies");
    const [company] = await companiesAt(domain("saigon"));
    expect(company).toMatchObject({ name: form.name, billing_plan: "STARTER" });
    const [invitee] = await accountsOf(address("first"));
    expect(invitee.status).toBe("invited");
    expect(await membersOf(company.id)).toMatchObject([{ role: "ORG_ADMIN", user: { email: address("first") } }]);
    const list = shown((await page("/staff/companies", people.contentAdmin.cookie)).body);
    expect(list).toContain(form.name);
    expect(list).toContain("1 of 3");

    // While nobody accepted, the confirmation names the pending invitation.
    expect(shown((await page(`/staff/companies/${company.id}/delete`, people.contentAdmin.cookie)).body)).toContain(
      `has 1 invitation nobody has accepted yet (${address("first")})`,
    );

    // The invitation is the set-password mail; its token sets the password; the admin signs in to the portal.
    const { link } = await mailedLink(address("first"), "/set-password");
    const accepted = await fetch(`${testEnv.directusUrl}/users/invite/accept`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ token: link.searchParams.get("token"), password: "First#Admin2026" }),
    });
    expect(accepted.status).toBeLessThan(300);
    const cookie = await signInCookie({ email: address("first"), password: "First#Admin2026" });
    const portal = await page("/partner/portal/settings/members", cookie);
    expect(portal.status).toBe(200);
    expect(shown(portal.body)).toContain(address("first"));

    // Now someone uses it: the delete is refused with words, in the app and in Directus.
    expect(shown((await page(`/staff/companies/${company.id}/delete`, people.contentAdmin.cookie)).body)).toContain(
      "so it cannot be deleted",
    );
    const refused = await postForm(`/staff/companies/${company.id}/delete`, people.contentAdmin.cookie, {});
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toContain("This company has members or rows now, so it was not deleted.");
    expect(await statusAs(people.contentAdmin.token, "DELETE", `/items/seed_companies/${company.id}`)).toBe(400);
    expect(await companiesAt(domain("saigon"))).toHaveLength(1);
  });

  test("bad input gets words, keeps what was typed and stores nothing", async () => {
    const form = { name: companyName("Bad"), domain: domain("bad"), plan: "STARTER", adminEmail: address("bad") };
    const cases: [Record<string, string>, string, number][] = [
      [{ name: "", domain: "", plan: "", adminEmail: "" }, "Enter the name.", 400],
      [{ ...form, domain: "lotus.example" }, "Another company already has this domain.", 400],
      [{ ...form, domain: "Lotus.EXAMPLE" }, "Another company already has this domain.", 400],
      [{ ...form, name: "x".repeat(10_000) }, "Use at most 120 characters.", 400],
      [{ ...form, domain: `${"d".repeat(10_000)}.example` }, "Use at most 253 characters.", 400],
      [{ ...form, adminEmail: `${"e".repeat(10_000)}@example.com` }, "Use at most 254 characters.", 400],
      [{ ...form, name: `${companyName("Bad")} <script>alert(1)</script>` }, "Plain text only: no HTML tags.", 400],
      [{ ...form, domain: "<b>x</b>.example" }, "Enter a domain such as lotus.example", 400],
      [{ ...form, adminEmail: "not an address" }, "Enter an email address such as name@lotus.example.", 400],
      [{ ...form, plan: "GOLD" }, "Choose one of the plans in the list.", 400],
      [{ ...form, adminEmail: accounts.partnerHiring.email }, "This address already has a partner account: invite someone else.", 400],
      // A learner's or a teacher's address never becomes a partner account.
      [{ ...form, adminEmail: accounts.learner.email }, "This address belongs to an account that is not a partner's", 400],
      [{ ...form, adminEmail: accounts.faculty.email }, "This address belongs to an account that is not a partner's", 400],
    ];
    for (const [sent, words, status] of cases) {
      const refused = await postForm("/staff/companies/new", people.contentAdmin.cookie, sent);
      expect(refused.status, words).toBe(status);
      expect(shown(refused.body), words).toContain(words);
      if (sent.name && !sent.name.includes("<")) expect(shown(refused.body)).toContain(`value="${sent.name}"`);
      if (sent.adminEmail) expect(shown(refused.body)).toContain(`value="${sent.adminEmail.slice(0, 60)}`);
    }
    expect(await companiesAt(domain("bad"))).toEqual([]);
    expect(await companiesNamed(form.name)).toEqual([]);
    expect(await accountsOf(address("bad"))).toEqual([]);
    expect(await accountsOf(accounts.learner.email)).toMatchObject([{ status: "active" }]);
  });

  test("its plan's seats hold, the Seed PM is the academy's to give, and a company nobody joined is deleted with its invitation", async () => {
    const made = await postForm("/staff/companies/new", people.contentAdmin.cookie, {
      name: companyName("Delta Foods"),
      domain: domain("delta"),
      plan: "GROWTH",
      adminEmail: address("delta-admin"),
    });
    expect(made.status).toBe(303);
    const [company] = await companiesAt(domain("delta"));
    const edit = `/staff/companies/${company.id}/edit`;
    const [orgAdmin] = await membersOf(company.id);
    for (const name of ["delta-a", "delta-b"]) await member(company.id, name, "INTERVIEWER");
    const pm = await member(company.id, "delta-pm", "MENTOR");
    const form = { name: company.name, domain: domain("delta"), plan: "GROWTH" };

    // Four members do not fit STARTER's three seats; the Seed PM takes none, so with one they do.
    const tooSmall = await postForm(edit, people.contentAdmin.cookie, { ...form, plan: "STARTER" });
    expect(tooSmall.status).toBe(400);
    expect(shown(tooSmall.body)).toContain("This plan has fewer seats than the company has members");
    expect((await companiesAt(domain("delta")))[0].billing_plan).toBe("GROWTH");
    // The only ORG_ADMIN never becomes the Seed PM (the company keeps an admin); a stranger's membership is no choice.
    const lastAdmin = await postForm(edit, people.contentAdmin.cookie, { ...form, seedPm: String(orgAdmin.id) });
    expect(shown(lastAdmin.body)).toContain("This member is the company's only ORG_ADMIN");
    const [lotusMember] = await directusAdmin<{ id: number }[]>(
      "GET",
      "/items/seed_company_members?filter[company][name][_eq]=Lotus%20Commerce&fields=id&limit=1",
    );
    const stranger = await postForm(edit, people.contentAdmin.cookie, { ...form, seedPm: String(lotusMember.id) });
    expect(shown(stranger.body)).toContain("Choose one of the company's members.");

    const saved = await postForm(edit, people.contentAdmin.cookie, { ...form, plan: "STARTER", seedPm: String(pm.id) });
    expect(saved.status).toBe(303);
    expect((await companiesAt(domain("delta")))[0].billing_plan).toBe("STARTER");
    expect((await membersOf(company.id)).find((m) => m.id === pm.id)?.role).toBe("SEED_PM");
    expect(shown((await page("/staff/companies", people.contentAdmin.cookie)).body)).toContain("3 of 3");
    // Taking the Seed PM back frees no seat for the plan: STARTER is then too small again.
    const back = await postForm(edit, people.contentAdmin.cookie, { ...form, plan: "STARTER", seedPm: "" });
    expect(back.status).toBe(400);

    // The company's people and rows would go with it: remove the active members, leave the pending admin.
    await directusAdmin(
      "DELETE",
      "/users",
      (
        await directusAdmin<{ id: string }[]>(
          "GET",
          `/users?filter[email][_starts_with]=zc-${tag}-delta-&filter[status][_eq]=active&fields=id`,
        )
      ).map((user) => user.id),
    );
    const deleted = await postForm(`/staff/companies/${company.id}/delete`, people.contentAdmin.cookie, {});
    expect(deleted.status).toBe(303);
    expect(await companiesAt(domain("delta"))).toEqual([]);
    expect(await accountsOf(address("delta-admin"))).toEqual([]);
    expect((await page(edit, people.contentAdmin.cookie)).status).toBe(404);
  });
});
