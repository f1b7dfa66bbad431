// Import CSV of /staff/companies (issue 50, item 3): a content administrator uploads the export's
// columns; the preview (kept on the server) says row by row what would be created and what is wrong
// in words, writing nothing; the confirm re-checks and creates each company with its first ORG_ADMIN
// invited (the set-password mail). A domain another company has is a problem, and nothing is made for it.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { previewCsv } from "../support/csv-import";
import { deleteUsersWhere, deleteWhere, directusAdmin } from "../support/env";
import { mailedLink } from "../support/maildev";
import { page, postForm } from "../support/people";
import { signInCookie } from "../support/sign-in";
import { shownWithoutScripts as shown } from "../support/html";

const tag = randomUUID().slice(0, 8);
const importPath = "/staff/companies/import";
const domain = (name: string) => `${name}-${tag}.example`;
const address = (name: string) => `zi-${tag}-${name}@example.com`;
const companyName = (name: string) => `ZI ${tag} ${name}`;
let cookie = "";
let editorCookie = "";

const companiesAt = (value: string) =>
  directusAdmin<{ id: number; name: string; billing_plan: string }[]>(
    "GET",
    `/items/seed_companies?filter[domain][_eq]=${encodeURIComponent(value)}&fields=id,name,billing_plan`,
  );
const accountsOf = (email: string) =>
  directusAdmin<{ id: string; status: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id,status`);

const preview = (csv: string, as = cookie) => previewCsv(importPath, csv, "companies.csv", as);

beforeAll(async () => {
  [cookie, editorCookie] = await Promise.all([signInCookie(accounts.contentAdmin), signInCookie(accounts.editor)]);
});

afterAll(async () => {
  await deleteWhere("seed_companies", { name: { _starts_with: `ZI ${tag}` } });
  await deleteUsersWhere({ email: { _starts_with: `zi-${tag}-` } });
});

test("a 2-row file is previewed, confirmed and created with both first admins invited; a taken domain is a problem and nothing is made for it", async () => {
  const csv = [
    "name,domain,plan,admin_email",
    `${companyName("Hanoi Goods")},${domain("hanoi")},STARTER,${address("hanoi")}`,
    `"${companyName("Hue, Crafts")}",${domain("HUE")},STARTER,${address("hue")}`,
    `${companyName("Copy")},lotus.example,STARTER,${address("copy")}`,
  ].join("\r\n");

  // An editor is refused the page and the preview.
  expect((await page(importPath, editorCookie)).status).toBe(403);
  expect((await preview(csv, editorCookie)).status).toBe(403);

  const first = await preview(csv);
  expect(first.status).toBe(200);
  expect(first.html).toContain("2 companies to create, 1 rows with a problem");
  expect(first.html).toContain("Will create");
  expect(first.html).toContain("Another company already has this domain.");
  expect(first.id).not.toBeNull();
  // The preview wrote nothing.
  expect(await companiesAt(domain("hanoi"))).toEqual([]);
  expect(await accountsOf(address("hanoi"))).toEqual([]);

  const done = await postForm(importPath, cookie, { intent: "import", preview: first.id ?? "" });
  expect(done.status).toBe(303);
  expect(done.location).toBe("/staff/companies");
  expect(await companiesAt(domain("hanoi"))).toMatchObject([{ name: companyName("Hanoi Goods"), billing_plan: "STARTER" }]);
  expect(await companiesAt(domain("hue"))).toMatchObject([{ name: companyName("Hue, Crafts") }]);
  for (const name of ["hanoi", "hue"]) {
    expect(await accountsOf(address(name))).toMatchObject([{ status: "invited" }]);
    expect((await mailedLink(address(name), "/set-password")).link.pathname).toBe("/set-password");
  }
  // Nothing for the row with the taken domain.
  expect(await companiesAt("lotus.example")).toHaveLength(1);
  expect(await accountsOf(address("copy"))).toEqual([]);

  // The preview is used up: a second confirm writes nothing and says so.
  const again = await postForm(importPath, cookie, { intent: "import", preview: first.id ?? "" });
  expect(again.status).toBe(410);
  expect(shown(again.body)).toContain("The preview was changed or is too old.");
  // The same file again: both domains are now taken.
  expect((await preview(csv)).html).toContain("0 companies to create, 3 rows with a problem");
});
