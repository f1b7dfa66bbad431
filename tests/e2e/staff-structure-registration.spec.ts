// Issue 50, item 4, in both site languages and with JavaScript on and off (@js-off): a visitor opens a
// programme's page and registers from it, and the content administrator then sees the interest on
// /staff/programs; the content administrator creates a partner company whose first admin receives
// the invitation, chooses a password and signs in. Every word read from the locale files
// (tests/support/words.ts). The rules and bad input: tests/integration/staff-programs.test.ts and
// staff-companies.test.ts.
import { randomUUID } from "node:crypto";
import type { Language } from "~/features/i18n/locales";
import { deleteUsersWhere, deleteWhere, directusAdmin } from "../support/env";
import { mailedLink } from "../support/maildev";
import { wordsOf } from "../support/words";
import { axeViolations, describeInLanguage, expect, test, crossed } from "./fixtures";

const mark = randomUUID().slice(0, 6).toLowerCase();

test.afterAll(async () => {
  await deleteWhere("seed_programs", { slug: { _starts_with: `zw-${mark}` } });
  await deleteWhere("seed_companies", { name: { _starts_with: `ZW${mark}` } });
  await deleteUsersWhere({ email: { _starts_with: `zw-${mark}-` } });
});

for (const language of ["en", "vi"] as const satisfies readonly Language[]) {
  const auth = wordsOf(language, "auth");
  const landing = wordsOf(language, "landing");
  const staff = wordsOf(language, "staff");

  describeInLanguage(
    language,
    () => {
      test("a visitor registers from a programme's page; the content administrator sees the interest on the programmes page", async ({
        page,
        signInAs,
        javaScriptEnabled,
      }) => {
        const run = `${language}-${javaScriptEnabled ? "on" : "off"}`;
        const slug = `zw-${mark}-${run}`;
        const name = `Live selling ${mark} ${run}`;
        // Its Vietnamese name: the page and the registration form show the reader's language where translated.
        const shownName = language === "vi" ? `Bán hàng trực tiếp ${mark} ${run}` : name;
        // Made by the content administrator's form, as staff make one (the site reads programmes again after it).
        await signInAs("contentAdmin");
        const made = await page.request.post("/staff/programs/new", {
          headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
          form: {
            slug,
            name,
            summary: "Sell live, answer buyers, close the order.",
            duration: "6 weeks",
            tracks: "ecommerce",
            price: "",
            open: "on",
            sort: "900",
            vi_name: `Bán hàng trực tiếp ${mark} ${run}`,
            vi_summary: "Bán hàng trực tiếp và chốt đơn.",
          },
          maxRedirects: 0,
        });
        expect(made.status()).toBe(303);
        const [program] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_programs?filter[slug][_eq]=${slug}&fields=id`);
        await page.context().clearCookies({ name: /seed_session/ });

        await page.goto(`/programs/${slug}`);
        await expect(page.getByRole("heading", { level: 1, name: shownName })).toBeVisible();
        await page.getByRole("link", { name: landing("programPage.register", { name: shownName }) }).click();
        await expect(page).toHaveURL(new RegExp(`/register\\?program=${slug}$`));
        await expect(page.getByText(auth("register.forProgram", { name: shownName }))).toBeVisible();

        const email = `zw-${mark}-${run}@example.com`;
        await page.getByLabel(auth("fields.email")).fill(email);
        await page.getByLabel(auth("fields.password"), { exact: true }).fill("Interest#2026x");
        await page.getByLabel(auth("fields.confirm")).fill("Interest#2026x");
        await page.getByLabel(auth("register.acceptTerms")).check();
        await page.getByRole("button", { name: auth("register.submit") }).click();
        await expect(page.getByRole("dialog", { name: auth("register.successTitle") })).toBeVisible();

        // Recorded once, with the address.
        const interests = await directusAdmin<{ email: string }[]>(
          "GET",
          `/items/seed_program_interests?filter[program][_eq]=${program.id}&fields=email`,
        );
        expect(interests).toEqual([{ email }]);

        // The content administrator sees it on the programme's row.
        await signInAs("contentAdmin");
        await page.goto("/staff/programs");
        await expect(page.getByRole("columnheader", { name: staff("programs.columns.interested") })).toBeVisible();
        const row = page.getByRole("row", { name: new RegExp(name) });
        await expect(row).toBeVisible();
        await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
      });

      test("the content administrator creates a company whose first admin receives the invitation, chooses a password and signs in", async ({
        page,
        signInAs,
        javaScriptEnabled,
      }) => {
        const run = `${language}-${javaScriptEnabled ? "on" : "off"}`;
        const name = `ZW${mark} Shop ${run}`;
        const email = `zw-${mark}-${run}-admin@example.com`;
        await signInAs("contentAdmin");
        await page.goto("/staff/companies");
        await page.getByRole("link", { name: staff("companies.add") }).click();
        const dialog = page.getByRole("dialog", { name: staff("companies.newTitle") });
        await dialog.getByLabel(staff("companies.fields.name"), { exact: true }).fill(name);
        // A domain another company has: words at the field, what was typed kept.
        await dialog.getByLabel(staff("companies.fields.domain")).fill("lotus.example");
        await dialog.getByLabel(staff("companies.fields.plan")).selectOption("STARTER");
        await dialog.getByLabel(staff("companies.fields.adminEmail")).fill(email);
        await dialog.getByRole("button", { name: staff("companies.create") }).click();
        await expect(dialog.getByText(staff("structure.errors.domainTaken"))).toBeVisible();
        await expect(dialog.getByLabel(staff("companies.fields.adminEmail"))).toHaveValue(email);
        await dialog.getByLabel(staff("companies.fields.domain")).fill(`zw-${mark}-${run}.example`);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole("button", { name: staff("companies.create") }).click();
        await expect(page).toHaveURL(/\/staff\/companies$/);
        await expect(page.getByText(staff("companies.done.created", { name, email }))).toBeVisible();
        const seats = staff("companies.seatsUsed", { taken: 1, seats: 3 });
        await expect(page.getByRole("row", { name: new RegExp(`${name}.*STARTER.*${seats}`) })).toBeVisible();

        // The first admin: the set-password mail, a password, the sign-in, the company's portal.
        const { link } = await mailedLink(email, "/set-password");
        await page.context().clearCookies({ name: /seed_session/ });
        await page.goto(`${link.pathname}${link.search}`);
        await page.getByLabel(auth("fields.password"), { exact: true }).fill("FirstAdmin#2026");
        await page.getByLabel(auth("fields.confirm")).fill("FirstAdmin#2026");
        await page.getByRole("button", { name: auth("setPassword.submit") }).click();
        await expect(page).toHaveURL(/\/login$/);
        await page.getByLabel(auth("fields.email")).fill(email);
        await page.getByLabel(auth("fields.password"), { exact: true }).fill("FirstAdmin#2026");
        await page.getByRole("button", { name: auth("login.submit"), exact: true }).click();
        // Signed in once the sign-in page is left (with JavaScript the post is a fetch: wait for it).
        await expect(page).not.toHaveURL(/\/login/);
        await page.goto("/partner/portal/settings/members");
        await expect(page.getByText(email).first()).toBeVisible();
      });
    },
    { tag: ["@js-off", crossed] },
  );
}
