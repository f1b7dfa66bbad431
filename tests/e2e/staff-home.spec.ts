// Staff find their tools and can sign out (issue 47): /portal sends an editor to /staff, which lists
// the tools their role may open with what each is for; every signed-in person has "Sign out" in the
// site header, on public and staff pages.
import { accounts } from "../support/accounts";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

describeInLanguage("en", () => {
  test("an editor's /staff lists the editor's tools, a content administrator's theirs, each with what it is for", async ({
    page,
    signInAs,
  }) => {
    await signInAs("editor");
    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff tools" })).toBeVisible();
    const tools = page.getByRole("main").getByRole("listitem");
    await expect(tools.getByRole("link")).toHaveText(["Posts", "New post", "Media", "Notifications", "Settings"]);
    await expect(tools.filter({ has: page.getByRole("link", { name: "New post", exact: true }) })).toContainText(
      "Start a post: write it, add images",
    );
    await expect(page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(await axeViolations(page)).toEqual([]);

    await signInAs("contentAdmin");
    await page.goto("/staff");
    await expect(tools.getByRole("link")).toHaveText([
      "Cooperation requests",
      "Help tickets",
      "Newsletter subscribers",
      "Programmes",
      "Courses",
      "Cohorts",
      "Classes",
      "Companies",
      "Plans",
      "Invoices",
      "Resources",
      "FAQ",
      "Projects",
      "Changes",
      "Posts",
      "Media",
      "Notifications",
      "Settings",
      "Admin · Content",
    ]);
    await tools.getByRole("link", { name: "Newsletter subscribers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
  });

  test(
    "'Sign out' in the site header signs an editor out from a public page and from a staff page",
    { tag: "@js-off" },
    async ({ page, context }) => {
      // Through the form: signing out revokes the session, which must not be the worker's shared one.
      const signIn = async () => {
        await page.goto("/login?redirectTo=%2Fportal");
        await page.getByLabel("Email").fill(accounts.editor.email);
        await page.getByLabel("Password", { exact: true }).fill(accounts.editor.password);
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await expect(page).toHaveURL(/\/staff$/);
      };
      const session = async () => (await context.cookies()).find((c) => c.name === "__Host-seed_session");

      await signIn();
      await page.goto("/news");
      await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await session()).toBeUndefined();
      await expect(page.getByRole("banner").getByRole("link", { name: "Register Now" })).toBeVisible();

      await signIn();
      await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await session()).toBeUndefined();
      await page.goto("/staff");
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff$/);
    },
  );
});

describeInLanguage("vi", () => {
  test("/staff and the header's sign-out speak Vietnamese", async ({ page, signInAs }) => {
    await signInAs("editor");
    await page.goto("/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Công cụ nhân viên" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem").getByRole("link")).toHaveText([
      "Bài viết",
      "Bài viết mới",
      "Thư viện ảnh",
      "Thông báo",
      "Cài đặt",
    ]);
    await expect(page.getByRole("banner").getByRole("button", { name: "Đăng xuất" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
