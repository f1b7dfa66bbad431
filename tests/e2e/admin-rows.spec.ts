import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { mailedLink } from "../support/maildev";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { describeInLanguage, expect, pickFromMenu, test } from "./fixtures";

// The admin content page (issue 29, "Row menus: each item happens"), JavaScript on and off, the
// items admin-content.spec.ts leaves out: on a post row View on site, Edit post and Copy link; on a
// learner row Message, Reset password, Move to cohort… and Change role; the toolbar's Add student…
// and Refresh. Each checks the page's words (locales/en/staff.json) and what was stored or sent (a
// seed_messages row, a mail in the catcher, the enrolments, the role). The learner rows act on a
// learner the test adds with Add student… itself (never a sample account), deleted at the end.
// Add student, Message and Reset password count against seed-admin's 60 sends an hour: one each.

const adminPath = "/a-7f3c91e2";
/** The product's mail words in a language (locales/<lng>/mail.json). */
const mailWords = (language: string) =>
  JSON.parse(fs.readFileSync(`locales/${language}/mail.json`, "utf8")) as Record<string, { subject: string }>;

describeInLanguage("en", () => {
  test(
    "posts: View on site opens the post in a new tab; Edit post is not offered to seed-admin",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const tag = runTag();
      const slug = `admin-rows-view-${tag}`;
      const title = `Admin rows view ${tag}`;
      await createTestPost({ title, slug, status: "published" });
      try {
        await signInAs("contentAdmin");
        await page.goto(`${adminPath}?q=${slug}`);
        await page.getByLabel(`Manage post “${title}”`, { exact: true }).click();
        const open = page.locator("details[open]");
        const view = open.getByRole("link", { name: "View on site", exact: true });
        await expect(view).toHaveAttribute("target", "_blank");
        // Spec §6: the editor admits editors and Administrators, not seed-admin: no Edit post for them.
        await expect(open.getByRole("button", { name: "Duplicate", exact: true })).toBeVisible();
        await expect(open.getByRole("link", { name: "Edit post" })).toHaveCount(0);

        const [tab] = await Promise.all([page.waitForEvent("popup"), view.click()]);
        // /blog/{slug} answers with the one canonical post address.
        await expect(tab).toHaveURL(`${testEnv.appUrl}/post/${slug}`);
        await expect(tab.getByRole("heading", { level: 1, name: title })).toBeVisible();
        // The admin page stays where it was.
        await expect(page).toHaveURL(new RegExp(`${adminPath}\\?(.*&)?q=${slug}`));
        await tab.close();
      } finally {
        await deleteTestPosts([slug]);
      }
    },
  );

  test("posts: Edit post opens the post in the editor for an Administrator", { tag: "@js-off" }, async ({ page, signInAs }) => {
    const tag = runTag();
    const slug = `admin-rows-edit-${tag}`;
    const title = `Admin rows edit ${tag}`;
    await createTestPost({ title, slug, status: "draft" });
    try {
      await signInAs("admin");
      await page.goto(`${adminPath}?q=${slug}`);
      await pickFromMenu(page, `Manage post “${title}”`, "Edit post");
      await expect(page).toHaveURL(new RegExp(`/edit-post/${slug}(\\?|$)`));
      await expect(page.getByRole("heading", { level: 1, name: "Edit post" })).toBeVisible();
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
      await expect(page.getByLabel("Slug", { exact: true })).toHaveValue(slug);
    } finally {
      await deleteTestPosts([slug]);
    }
  });

  test(
    "posts: Copy link puts the post's address on the clipboard and says so; without JavaScript a page shows it",
    { tag: "@js-off" },
    async ({ page, context, signInAs, javaScriptEnabled }) => {
      const tag = runTag();
      const slug = `admin-rows-copy-${tag}`;
      const title = `Admin rows copy ${tag}`;
      await createTestPost({ title, slug, status: "published" });
      const link = `${new URL(testEnv.appUrl).origin}/post/${slug}`;
      try {
        await signInAs("contentAdmin");
        if (javaScriptEnabled)
          await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(testEnv.appUrl).origin });
        await page.goto(`${adminPath}?q=${slug}`);
        await pickFromMenu(page, `Manage post “${title}”`, "Copy link");
        if (javaScriptEnabled) {
          await expect(page.getByText(`Link copied: ${link}`, { exact: true })).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
          // No page of its own: the list stays as it was.
          await expect(page).not.toHaveURL(/\/link/);
          await expect(page.getByRole("dialog")).toHaveCount(0);
        } else {
          await expect(page).toHaveURL(new RegExp(`/posts/\\d+/link\\?q=${slug}$`));
          const dialog = page.getByRole("dialog", { name: "Copy link" });
          await expect(dialog).toContainText("Copy this link to share the post.");
          const field = dialog.getByLabel("Link", { exact: true });
          await expect(field).toHaveValue(link);
          await expect(field).toHaveAttribute("readonly", "");
          await dialog.getByRole("link", { name: "Close" }).click();
          await expect(page.getByRole("dialog")).toHaveCount(0);
          await expect(page).toHaveURL(new RegExp(`${adminPath}\\?q=${slug}$`));
        }
      } finally {
        await deleteTestPosts([slug]);
      }
    },
  );

  // Refresh is a plain link (a full page load with JavaScript too): JavaScript on only.
  test("toolbar: Refresh loads the lists again, keeping the filters", async ({ page, signInAs }) => {
    const tag = runTag();
    const slug = `admin-rows-refresh-${tag}`;
    const title = `Admin rows refresh ${tag}`;
    try {
      await signInAs("contentAdmin");
      await page.goto(`${adminPath}?q=${slug}&uq=${encodeURIComponent(accounts.learner2.email)}`);
      await expect(page.getByText("No posts match your filter.")).toBeVisible();
      // Written behind the page's back: only a new read shows it.
      await createTestPost({ title, slug, status: "draft" });
      await page.getByRole("link", { name: "Refresh", exact: true }).click();
      await expect(page.getByRole("rowheader", { name: new RegExp(title) })).toBeVisible();
      await expect(page.getByText("Total (filtered): 1")).toBeVisible();
      await expect(page.getByText("No posts match your filter.")).toHaveCount(0);
      await expect(page).toHaveURL(`${testEnv.appUrl}${adminPath}?q=${slug}&uq=${encodeURIComponent(accounts.learner2.email)}`);
      await expect(page.getByRole("rowheader", { name: "Bình Lê" })).toBeVisible();
    } finally {
      await deleteTestPosts([slug]);
    }
  });

  // Every step is a row menu and a form: all of them run without JavaScript too.
  test.describe("a learner added with Add student…", { tag: "@js-off" }, () => {
    // One learner for the steps below, in order: each one needs the one before (the learner exists, is active).
    test.describe.configure({ mode: "serial" });
    const learner = { email: "", id: "", password: `Pw-${randomUUID()}` };
    const listOfLearner = () => `${adminPath}?uq=${encodeURIComponent(learner.email)}`;
    const menu = () => `Manage student ${learner.email}`;

    test.afterAll(async () => {
      if (!learner.id && learner.email) {
        const [user] = await directusAdmin<{ id: string }[]>(
          "GET",
          `/users?filter[email][_eq]=${encodeURIComponent(learner.email)}&fields=id`,
        );
        learner.id = user?.id ?? "";
      }
      if (!learner.id) return;
      for (const collection of ["seed_messages", "seed_enrolments"]) {
        const field = collection === "seed_messages" ? "to_user" : "user";
        const rows = await directusAdmin<{ id: number }[]>(
          "GET",
          `/items/${collection}?filter[${field}][_eq]=${learner.id}&fields=id&limit=-1`,
        );
        for (const { id } of rows) await directusAdmin("DELETE", `/items/${collection}/${id}`).catch(() => {});
      }
      await directusAdmin("DELETE", `/users/${learner.id}`).catch(() => {});
    });

    test("Add student… sends the invitation mail; the learner is listed and can choose a password", async ({ page, signInAs }) => {
      learner.email = `admin-rows-${test.info().project.name}-${runTag()}@example.com`;
      await signInAs("contentAdmin");
      await page.goto(listOfLearner());
      await expect(page.getByText("No users match your filter.")).toBeVisible();
      await pickFromMenu(page, "Manage", "Add student…");
      const dialog = page.getByRole("dialog", { name: "Add student…" });
      await expect(dialog).toContainText("We send an invitation to this address; the new learner chooses a password from the link in it.");
      await dialog.getByLabel("Email").fill(learner.email);
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByRole("status").filter({ hasText: "The invitation was sent." })).toBeVisible();
      await expect(page.getByText("Total: 1")).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: learner.email })).toContainText("seed-user");

      const [user] = await directusAdmin<{ id: string; status: string; role: { name: string } }[]>(
        "GET",
        `/users?filter[email][_eq]=${encodeURIComponent(learner.email)}&fields=id,status,role.name`,
      );
      expect(user).toMatchObject({ status: "invited", role: { name: "seed-user" } });
      learner.id = user!.id;

      // The set-password mail, with a link to this app; its token lets the learner in (as the page would).
      const { mail, link } = await mailedLink(learner.email, "/set-password");
      // In the site's default language: the new learner has not chosen one (the admin's is not theirs).
      expect(mail.subject).toBe(mailWords("vi").setPassword.subject);
      expect(link.origin).toBe(new URL(testEnv.appUrl).origin);
      const accepted = await fetch(`${testEnv.directusUrl}/users/invite/accept`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: link.searchParams.get("token"), password: learner.password }),
      });
      expect(accepted.status).toBeLessThan(300);
    });

    test("Message: the message is stored for the learner and shown in their portal", async ({
      page,
      browser,
      signInAs,
      javaScriptEnabled,
    }) => {
      const body = `Hello from the admin rows test ${runTag()}`;
      await signInAs("contentAdmin");
      await page.goto(listOfLearner());
      const row = page.getByRole("row").filter({ hasText: learner.email });
      // The row's own Message button and the menu's item ask the same thing.
      await expect(row.getByRole("link", { name: `Message ${learner.email}` })).toHaveAttribute(
        "href",
        new RegExp(`${adminPath}/learners/${learner.id}/message\\?uq=`),
      );
      await pickFromMenu(page, menu(), "Message");
      await expect(page).toHaveURL(new RegExp(`/learners/${learner.id}/message\\?`));
      const dialog = page.getByRole("dialog", { name: "Message" });
      await expect(dialog).toContainText(`Your message appears in ${learner.email}'s learner portal.`);
      // An empty message is refused with its words, nothing stored.
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await expect(dialog).toContainText("Write a message.");
      expect(await directusAdmin<unknown[]>("GET", `/items/seed_messages?filter[to_user][_eq]=${learner.id}&fields=id`)).toEqual([]);
      await dialog.getByLabel("Message", { exact: true }).fill(body);
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "The message was sent." })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);

      const [admin] = await directusAdmin<{ id: string }[]>(
        "GET",
        `/users?filter[email][_eq]=${encodeURIComponent(accounts.contentAdmin.email)}&fields=id`,
      );
      const stored = await directusAdmin<{ body: string; from_user: string }[]>(
        "GET",
        `/items/seed_messages?filter[to_user][_eq]=${learner.id}&fields=body,from_user&limit=-1`,
      );
      expect(stored).toEqual([{ body, from_user: admin!.id }]);

      // The learner reads it on their community page, from the content administrator.
      const own = await browser.newContext({ baseURL: testEnv.appUrl, javaScriptEnabled });
      try {
        await own.addCookies([{ name: "lng", value: "en", url: testEnv.appUrl }]);
        const signIn = await own.request.post("/login", {
          form: { email: learner.email, password: learner.password },
          headers: { Origin: testEnv.appUrl },
          maxRedirects: 0,
        });
        expect(signIn.status()).toBe(302);
        const portal = await own.newPage();
        await portal.goto("/student/portal/community");
        const messages = portal.locator("#messages");
        await expect(messages.getByText(body, { exact: true })).toBeVisible();
        // From the content administrator by name (the learner's token reads staff names), not the learner's own.
        await expect(messages.getByText("Lan Nguyễn")).toBeVisible();
        await expect(messages).not.toContainText("You");
      } finally {
        await own.close();
      }
    });

    test("Reset password: asks first, then the reset mail reaches the learner", async ({ page, signInAs }) => {
      await signInAs("contentAdmin");
      await page.goto(listOfLearner());
      await pickFromMenu(page, menu(), "Reset password");
      await expect(page).toHaveURL(new RegExp(`/learners/${learner.id}/reset-password\\?`));
      const dialog = page.getByRole("dialog", { name: "Reset password" });
      await expect(dialog).toContainText(`Send a password reset link to ${learner.email}?`);
      await dialog.getByRole("button", { name: "Send reset link" }).click();
      await expect(page.getByRole("status").filter({ hasText: "A password reset link is on its way." })).toBeVisible();

      const { mail, link } = await mailedLink(learner.email, "/reset-password");
      expect(mail.subject).toBe("Reset your Seed Academy password");
      expect(link.origin).toBe(new URL(testEnv.appUrl).origin);
      // Only a link was sent: the password is still the learner's own.
      const signIn = await fetch(`${testEnv.directusUrl}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: learner.email, password: learner.password }),
      });
      expect(signIn.status).toBe(200);
    });

    test("Move to cohort…: the learner joins every class of the chosen cohort", async ({ page, signInAs, javaScriptEnabled }) => {
      await signInAs("contentAdmin");
      await page.goto(listOfLearner());
      await pickFromMenu(page, menu(), "Move to cohort…");
      // A route of its own, JavaScript or not (ADR 035).
      await expect(page).toHaveURL(new RegExp(`/learners/${learner.id}/cohort\\?`));
      const dialog = page.getByRole("dialog", { name: "Move to cohort…" });
      await expect(dialog).toContainText(`${learner.email} leaves the classes of other cohorts and joins every class of this one.`);
      const cohorts = await dialog.getByLabel("Cohort").locator("option").allTextContents();
      const classes = await directusAdmin<{ id: number; cohort: string | null }[]>("GET", "/items/seed_classes?fields=id,cohort&limit=-1");
      expect(cohorts.toSorted()).toEqual([...new Set(classes.map((row) => row.cohort).filter(Boolean))].toSorted());
      const chosen = cohorts.at(-1)!;
      await dialog.getByLabel("Cohort").selectOption(chosen);
      await dialog.getByRole("button", { name: "Move" }).click();
      await expect(page.getByRole("status").filter({ hasText: "The learner was moved to the cohort." })).toBeVisible();
      if (javaScriptEnabled) await expect(page.getByRole("dialog")).toHaveCount(0);

      const enrolments = await directusAdmin<{ class: number }[]>(
        "GET",
        `/items/seed_enrolments?filter[user][_eq]=${learner.id}&fields=class&limit=-1`,
      );
      const expected = classes.filter((row) => row.cohort === chosen).map((row) => row.id);
      expect(enrolments.map((row) => row.class).toSorted((a, b) => a - b)).toEqual(expected.toSorted((a, b) => a - b));
    });

    test("Change role: the learner becomes faculty and leaves the learners' list", async ({ page, signInAs }) => {
      await signInAs("contentAdmin");
      await page.goto(listOfLearner());
      await pickFromMenu(page, menu(), "Change role");
      await expect(page).toHaveURL(new RegExp(`/learners/${learner.id}/role\\?`));
      const dialog = page.getByRole("dialog", { name: "Change role" });
      await expect(dialog).toContainText(
        `The new role of ${learner.email}. They are signed out and find the portal of their new role at their next sign-in.`,
      );
      const role = dialog.getByLabel("Role");
      await expect(role).toHaveValue("seed-user");
      expect((await role.locator("option").allTextContents()).toSorted()).toEqual(["Faculty", "Learner", "Partner"]);
      await role.selectOption({ label: "Faculty" });
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status").filter({ hasText: "The role was changed." })).toBeVisible();
      // The list holds seed-user accounts only.
      await expect(page.getByText("No users match your filter.")).toBeVisible();

      const [user] = await directusAdmin<{ role: { name: string } }[]>("GET", `/users?filter[id][_eq]=${learner.id}&fields=role.name`);
      expect(user?.role.name).toBe("seed-faculty");
    });
  });
});
