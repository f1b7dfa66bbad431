// Plans and invoices (issue 50, item 1): content administrators and the Administrator run the partner
// plans on /staff/plans and every company's invoices on /staff/invoices with their own token; other
// roles are refused by the app and by Directus. Bad input gets words, keeps what was typed and stores
// nothing; a plan companies are on keeps its code and its seats and is not deleted (in the app and in
// Directus). A company's members read and print their own company's invoices only, with their own
// token; /staff/activity shows who changed plans and invoices.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteWhere, directusAdmin } from "../support/env";
import { asPerson, page, postForm, refusedWith, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { shown } from "../support/html";
import { expectStructureRefused } from "../support/structure";

const mark = randomUUID().slice(0, 6).toUpperCase();
const code = (suffix: string) => `ZP${mark}${suffix}`;
const number = (suffix: string) => `ZI-${mark}-${suffix}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty" | "partnerAdmin" | "partner2Admin" | "partner2Member";
let people: Record<Name, SignedInPerson>;
let lotus = 0;

type StoredPlan = { id: number; code: string; seats: number; monthly_vnd: number; features: string | null };
const plansCoded = (value: string) =>
  directusAdmin<StoredPlan[]>(
    "GET",
    `/items/seed_partner_plans?filter[code][_eq]=${encodeURIComponent(value)}&fields=id,code,seats,monthly_vnd,features`,
  );
type StoredInvoice = { id: number; number: string; company: number; amount_vnd: number | string; period_start: string; status: string };
const invoicesNumbered = (value: string) =>
  directusAdmin<StoredInvoice[]>(
    "GET",
    `/items/seed_invoices?filter[number][_eq]=${encodeURIComponent(value)}&fields=id,number,company,amount_vnd,period_start,status`,
  );

beforeAll(async () => {
  people = await signInPeople([
    "contentAdmin",
    "admin",
    "editor",
    "learner",
    "faculty",
    "partnerAdmin",
    "partner2Admin",
    "partner2Member",
  ] as const);
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  lotus = company.id;
});

afterAll(async () => {
  await deleteWhere("seed_invoices", { number: { _starts_with: `ZI-${mark}` } });
  await deleteWhere("seed_partner_plans", { code: { _starts_with: `ZP${mark}` } });
});

const goodPlan = (suffix: string, more: Record<string, string> = {}) => ({
  code: code(suffix),
  seats: "5",
  monthly_vnd: "9 900 000",
  summary: "For a test",
  features: "Job posts\nShortlists",
  ...more,
});
const goodInvoice = (suffix: string, more: Record<string, string> = {}) => ({
  company: String(lotus),
  number: number(suffix),
  period_start: "2026-11-01",
  period_end: "2026-11-30",
  amount_vnd: "49000000",
  issued_on: "2026-12-01",
  due_on: "2026-12-31",
  status: "open",
  ...more,
});

describe("who may", () => {
  test("an editor, a teacher, a learner and a partner get 403 on every page and post; the Administrator gets the pages", async () => {
    const [plan] = await plansCoded("GROWTH");
    const [invoice] = await invoicesNumbered("LC-2026-002");
    for (const person of [people.editor, people.faculty, people.learner, people.partnerAdmin]) {
      await expectStructureRefused("plans", plan.id, person.cookie, goodPlan("E"));
      await expectStructureRefused("invoices", invoice.id, person.cookie, goodInvoice("E"));
    }
    expect(await plansCoded(code("E"))).toEqual([]);
    expect(await invoicesNumbered(number("E"))).toEqual([]);
    expect(await invoicesNumbered("LC-2026-002")).toHaveLength(1);
    for (const path of ["/staff/plans", "/staff/invoices"]) {
      const list = await page(path, people.admin.cookie);
      expect(list.status, path).toBe(200);
      expect(list.body, path).toContain(path === "/staff/plans" ? "ENTERPRISE" : "LC-2026-002");
    }
  });

  test("Directus refuses other roles' writes, and the content administrator's that break its rules", async () => {
    for (const person of [people.editor, people.faculty, people.learner, people.partnerAdmin]) {
      expect(
        await statusAs(person.token, "POST", "/items/seed_partner_plans", { code: code("D"), seats: 3, monthly_vnd: 0 }),
        person.id,
      ).toBe(403);
      expect(
        await statusAs(person.token, "POST", "/items/seed_invoices", { company: lotus, number: number("D"), amount_vnd: 1 }),
        person.id,
      ).toBe(403);
    }
    expect(await plansCoded(code("D"))).toEqual([]);
    expect(await invoicesNumbered(number("D"))).toEqual([]);
    const admin = people.contentAdmin.token;
    const [enterprise] = await plansCoded("ENTERPRISE");
    // A plan companies are on: not deleted, its code kept, never fewer seats than a company's members.
    expect(await statusAs(admin, "DELETE", `/items/seed_partner_plans/${enterprise.id}`)).toBe(400);
    expect(await statusAs(admin, "PATCH", `/items/seed_partner_plans/${enterprise.id}`, { code: code("RENAMED") })).toBe(400);
    expect(await statusAs(admin, "PATCH", `/items/seed_partner_plans/${enterprise.id}`, { seats: 1 })).toBe(400);
    expect(await plansCoded("ENTERPRISE")).toMatchObject([{ seats: enterprise.seats }]);
    // An invoice's number is no other invoice's (in any case); its period ends on or after its start; its status is open or paid.
    const invoice = (more: Record<string, unknown>) => ({ company: lotus, number: number("D"), amount_vnd: 1, status: "open", ...more });
    expect(await statusAs(admin, "POST", "/items/seed_invoices", invoice({ number: "lc-2026-002" }))).toBe(400);
    expect(await statusAs(admin, "POST", "/items/seed_invoices", invoice({ period_start: "2026-11-02", period_end: "2026-11-01" }))).toBe(
      400,
    );
    expect(await statusAs(admin, "POST", "/items/seed_invoices", invoice({ status: "forgiven" }))).toBe(400);
    expect(await invoicesNumbered(number("D"))).toEqual([]);
  });
});

describe("a plan", () => {
  test("is created with its features; bad input gets words, keeps what was typed and stores nothing", async () => {
    const made = await postForm("/staff/plans/new", people.contentAdmin.cookie, goodPlan("A"));
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/plans");
    expect(await plansCoded(code("A"))).toMatchObject([{ seats: 5, monthly_vnd: 9900000, features: "Job posts\nShortlists" }]);
    const list = shown((await page("/staff/plans", people.contentAdmin.cookie)).body);
    expect(list).toContain(code("A"));
    expect(list).toContain("<li>Shortlists</li>");

    const cases: [Record<string, string>, string][] = [
      [goodPlan("A", { seats: "9" }), "Another plan already has this code."],
      [goodPlan("B", { code: "" }), "Enter the plan's code."],
      [goodPlan("B", { code: "growth plan" }), "Use only capital letters, digits and dashes, such as GROWTH."],
      [goodPlan("B", { code: "K".repeat(10_000) }), "Use at most 30 characters."],
      [goodPlan("B", { seats: "0" }), "Enter a whole number of seats from 1 to 100000."],
      [goodPlan("B", { seats: "many" }), "Enter a whole number of seats from 1 to 100000."],
      [goodPlan("B", { monthly_vnd: "-5" }), "Enter the monthly price as a whole number of đồng, 0 or more."],
      [goodPlan("B", { features: "f".repeat(10_000) }), "Use at most 2000 characters."],
      [goodPlan("B", { summary: "<script>alert(1)</script>" }), "Plain text only: no HTML tags."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/plans/new", people.contentAdmin.cookie, form, words);
      if (form.seats.length < 10) expect(body, words).toContain(`value="${form.seats}"`);
    }
    expect(await plansCoded(code("A"))).toMatchObject([{ seats: 5 }]);
    expect(await plansCoded(code("B"))).toEqual([]);
  });

  test("companies are on it: its code stays, it keeps their seats, its delete names them and is refused; without them it goes", async () => {
    const [enterprise] = await plansCoded("ENTERPRISE");
    const form = goodPlan("", { code: "ENTERPRISE", seats: "50", monthly_vnd: "49000000" });
    const renamed = await postForm(`/staff/plans/${enterprise.id}/edit`, people.contentAdmin.cookie, { ...form, code: code("R") });
    expect(renamed.status).toBe(400);
    expect(shown(renamed.body)).toContain("Companies are on this plan, so its code stays as it is.");
    const fewer = await postForm(`/staff/plans/${enterprise.id}/edit`, people.contentAdmin.cookie, { ...form, seats: "1" });
    expect(fewer.status).toBe(400);
    expect(shown(fewer.body)).toContain("A company on this plan has more members than that");
    expect(await plansCoded("ENTERPRISE")).toMatchObject([{ seats: enterprise.seats }]);

    const asked = shown((await page(`/staff/plans/${enterprise.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain("ENTERPRISE is the plan of Lotus Commerce, so it cannot be deleted.");
    expect(asked).not.toContain(">Delete plan<");
    const refused = await postForm(`/staff/plans/${enterprise.id}/delete`, people.contentAdmin.cookie, {});
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toContain("Companies are on this plan now, so it was not deleted.");
    expect(await plansCoded("ENTERPRISE")).toHaveLength(1);

    await postForm("/staff/plans/new", people.contentAdmin.cookie, goodPlan("X"));
    const [plan] = await plansCoded(code("X"));
    const saved = await postForm(`/staff/plans/${plan.id}/edit`, people.contentAdmin.cookie, goodPlan("Y", { seats: "7" }));
    expect(saved.status).toBe(303);
    expect(await plansCoded(code("Y"))).toMatchObject([{ id: plan.id, seats: 7 }]);
    expect(shown((await page(`/staff/plans/${plan.id}/delete`, people.contentAdmin.cookie)).body)).toContain(
      `No company is on ${code("Y")}.`,
    );
    expect((await postForm(`/staff/plans/${plan.id}/delete`, people.contentAdmin.cookie, {})).status).toBe(303);
    expect(await plansCoded(code("Y"))).toEqual([]);
    const gone = await page(`/staff/plans/${plan.id}/edit`, people.contentAdmin.cookie);
    expect(gone.status).toBe(404);
    expect(shown(gone.body)).toContain("This plan no longer exists");
  });
});

describe("an invoice", () => {
  test("is created for a company; bad input gets words, keeps what was typed and stores nothing", async () => {
    const made = await postForm("/staff/invoices/new", people.contentAdmin.cookie, goodInvoice("1"));
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/invoices");
    expect(await invoicesNumbered(number("1"))).toMatchObject([{ company: lotus, period_start: "2026-11-01", status: "open" }]);
    expect(shown((await page("/staff/invoices", people.contentAdmin.cookie)).body)).toContain(number("1"));

    const cases: [Record<string, string>, string][] = [
      [goodInvoice("2", { number: number("1").toLowerCase() }), "Another invoice already has this number."],
      [goodInvoice("2", { period_end: "2026-10-31" }), "The period cannot end before it starts."],
      [goodInvoice("2", { due_on: "2026-11-30" }), "The due date cannot be before the issue date."],
      [goodInvoice("2", { period_start: "" }), "Enter the first day of the period."],
      [goodInvoice("2", { issued_on: "2026-02-30" }), "Enter a date such as 2026-12-01."],
      [goodInvoice("2", { amount_vnd: "a lot" }), "Enter the amount as a whole number of đồng, 0 or more."],
      [goodInvoice("2", { company: "999999999" }), "That company does not exist any more: choose another."],
      [goodInvoice("2", { company: "" }), "Choose a company."],
      [goodInvoice("2", { status: "forgiven" }), "Choose open or paid."],
      [goodInvoice("2", { number: "N".repeat(10_000) }), "Use at most 40 characters."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/invoices/new", people.contentAdmin.cookie, form, words);
      expect(body, words).toContain(`value="${form.amount_vnd}"`);
    }
    expect(await invoicesNumbered(number("2"))).toEqual([]);
  });

  test("the company's members read and print their own invoices with their own token; another company's members never", async () => {
    await postForm("/staff/invoices/new", people.contentAdmin.cookie, goodInvoice("P", { status: "paid" }));
    const [invoice] = await invoicesNumbered(number("P"));
    const list = shown((await page("/partner/portal/billing-contracts/invoices", people.partnerAdmin.cookie)).body);
    expect(list).toContain(`href="/partner/portal/billing-contracts/invoices/${invoice.id}"`);
    const printed = await page(`/partner/portal/billing-contracts/invoices/${invoice.id}`, people.partnerAdmin.cookie);
    expect(printed.status).toBe(200);
    const body = shown(printed.body);
    expect(body).toContain(`Invoice ${number("P")}`);
    expect(body).toContain("Lotus Commerce");
    expect(body).toContain("49,000,000");
    expect(body).toContain("Paid");
    expect(body).toContain("data-printable");
    // Company B's administrator, and company B's member without a member role: not found, nothing shown.
    for (const person of [people.partner2Admin, people.partner2Member]) {
      const other = await page(`/partner/portal/billing-contracts/invoices/${invoice.id}`, person.cookie);
      expect(other.status, person.id).toBe(404);
      expect(other.body, person.id).not.toContain(number("P"));
      expect((await asPerson(person.token, `/items/seed_invoices?filter[id][_eq]=${invoice.id}`)).rows, person.id).toEqual([]);
    }
    expect((await asPerson(people.partnerAdmin.token, `/items/seed_invoices?filter[id][_eq]=${invoice.id}`)).rows).toHaveLength(1);
    // A learner is no member: the portal's 403.
    expect((await page(`/partner/portal/billing-contracts/invoices/${invoice.id}`, people.learner.cookie)).status).toBe(403);
  });

  test("is changed and deleted, the confirmation saying its members will no longer see it; the changes page names both", async () => {
    await postForm("/staff/invoices/new", people.contentAdmin.cookie, goodInvoice("3"));
    const [invoice] = await invoicesNumbered(number("3"));
    const saved = await postForm(`/staff/invoices/${invoice.id}/edit`, people.contentAdmin.cookie, goodInvoice("3", { status: "paid" }));
    expect(saved.status).toBe(303);
    expect(await invoicesNumbered(number("3"))).toMatchObject([{ status: "paid" }]);
    const asked = shown((await page(`/staff/invoices/${invoice.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain(`${number("3")} billed Lotus Commerce`);
    expect(asked).toContain("Its members will no longer see or print it.");
    expect((await postForm(`/staff/invoices/${invoice.id}/delete`, people.contentAdmin.cookie, {})).status).toBe(303);
    expect(await invoicesNumbered(number("3"))).toEqual([]);

    const changes = shown((await page("/staff/activity?what=invoices", people.contentAdmin.cookie)).body);
    expect(changes).toContain(`Invoice #${invoice.id}`);
    expect(changes).toContain(number("3"));
    const plans = shown((await page("/staff/activity?what=plans", people.contentAdmin.cookie)).body);
    expect(plans).toContain(code("A"));
  });
});
