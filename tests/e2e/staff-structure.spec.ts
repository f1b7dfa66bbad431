// The academy's structure from the app (issue 50, first slice): a content administrator creates a
// course and a class of it with a teacher, each in a dialog over its table (ADR 035), and the teacher
// then finds the class on their dashboard. The rules and bad input: tests/integration/staff-structure.test.ts.
import { randomUUID } from "node:crypto";
import { deleteCoursesCoded, deleteUsersWhere, deleteWhere, directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, pickFromMenu, tabTo, test } from "./fixtures";

const mark = randomUUID().slice(0, 6).toUpperCase();

test.afterAll(async () => {
  // The partner companies of this file, and their first admins' accounts.
  await deleteWhere("seed_companies", { name: { _starts_with: `ZE${mark}` } });
  await deleteUsersWhere({ email: { _starts_with: `ze-${mark.toLowerCase()}-` } });
  await deleteCoursesCoded(`ZE${mark}`);
  await deleteWhere("seed_cohorts", { name: { _starts_with: `ZE${mark}` } });
  await deleteWhere("seed_invoices", { number: { _starts_with: `ZE-${mark}` } });
  await deleteWhere("seed_partner_plans", { code: { _starts_with: `ZE${mark}` } });
});

describeInLanguage("en", () => {
  test("a content administrator creates a course and a class of it with a teacher, who then sees the class", async ({ page, signInAs }) => {
    const code = `ZE${mark}A`;
    await signInAs("contentAdmin");
    await page.goto("/staff/courses");
    await page.getByRole("link", { name: "New course" }).click();
    const dialog = page.getByRole("dialog", { name: "New course" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/courses\/new$/);
    // The table stays under the dialog.
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeAttached();
    await dialog.getByLabel("Code").fill(code.toLowerCase());
    await dialog.getByLabel("Name").fill("Live selling");
    await dialog.getByLabel("Track").selectOption({ label: "E-commerce" });
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/staff\/courses$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Course ${code} created.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${code}.*Live selling`) })).toBeVisible();

    // Escape closes a dialog back to the list, and focus returns to the link that opened it.
    const edit = page.getByRole("link", { name: `Edit ${code}` });
    await edit.click();
    await expect(page.getByRole("dialog", { name: `Edit ${code}` })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/staff\/courses$/);
    await expect(edit).toBeFocused();

    // Keyboard alone (issue 55 item 4): Enter opens the dialog with the focus inside it, the fields
    // are reached by Tab with a visible focus, and Enter in a field saves. (The link had the focus
    // back: press Enter on it, wherever a re-render after the navigation left the focus.)
    await edit.press("Enter");
    const editDialog = page.getByRole("dialog", { name: `Edit ${code}` });
    await expect(editDialog).toBeVisible();
    expect(await editDialog.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await tabTo(page, editDialog.getByLabel("Name"));
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Live selling online");
    await page.keyboard.press("Enter");
    await expect(page.getByText(`Course ${code} saved.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${code}.*Live selling online`) })).toBeVisible();

    // The cohort the class is taught to (issue 50: seed_cohorts).
    const cohort = `ZE${mark}-LIVE`;
    await page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Cohorts" }).click();
    await page.getByRole("link", { name: "New cohort" }).click();
    const cohortDialog = page.getByRole("dialog", { name: "New cohort" });
    await cohortDialog.getByLabel("Name").fill(cohort);
    await cohortDialog.getByLabel("Start date").fill("2026-09-01");
    await cohortDialog.getByLabel("End date").fill("2027-06-30");
    await cohortDialog.getByRole("button", { name: "Create cohort" }).click();
    await expect(page.getByText(`Cohort ${cohort} created.`)).toBeVisible();

    await page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Classes" }).click();
    await page.getByRole("link", { name: "New class" }).click();
    const classDialog = page.getByRole("dialog", { name: "New class" });
    await classDialog.getByLabel("Course").selectOption({ label: `${code} · Live selling online` });
    await classDialog.getByLabel("Cohort").selectOption(cohort);
    await classDialog.getByLabel("Teacher").selectOption({ label: "Hương Đỗ" });
    await classDialog.getByLabel("Capacity (optional)").fill("30");
    await classDialog.getByRole("button", { name: "Create class" }).click();
    await expect(page.getByText(`Class ${cohort} created.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${code} · Live selling online.*${cohort}.*Hương Đỗ.*30.*0`) })).toBeVisible();

    // The course's Delete, by keyboard: the dialog says the class depends on it, and the refusal is
    // announced in the dialog.
    await page.getByRole("navigation", { name: "Staff tools" }).getByRole("link", { name: "Courses" }).click();
    await tabTo(page, page.getByRole("link", { name: `Delete ${code}` }));
    await page.keyboard.press("Enter");
    const deleteDialog = page.getByRole("dialog", { name: `Delete ${code}?` });
    await expect(deleteDialog).toContainText(`${code} is taught by 1 class, so it cannot be deleted.`);
    await expect(deleteDialog.getByRole("button", { name: "Delete course" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/staff\/courses$/);
    await expect(page.getByRole("link", { name: `Delete ${code}` })).toBeFocused();

    await signInAs("faculty");
    await page.goto("/teacher/portal");
    await expect(page.getByText(code).first()).toBeVisible();
  });
});

describeInLanguage("en", () => {
  test("a content administrator creates a plan and an invoice, and the company's member prints it", async ({ page, signInAs }) => {
    const code = `ZE${mark}P`;
    const number = `ZE-${mark}-1`;
    await signInAs("contentAdmin");
    await page.goto("/staff/plans");
    await page.getByRole("link", { name: "New plan" }).click();
    const plan = page.getByRole("dialog", { name: "New plan" });
    await plan.getByLabel("Code").fill(code);
    await plan.getByLabel("Seats").fill("4");
    await plan.getByLabel("Monthly price").fill("7900000");
    await plan.getByLabel("Features").fill("Job posts\nShortlists");
    await plan.getByRole("button", { name: "Create plan" }).click();
    await expect(page.getByText(`Plan ${code} created.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${code}.*Shortlists`) })).toBeVisible();

    await page.goto("/staff/invoices");
    await page.getByRole("link", { name: "New invoice" }).click();
    const invoice = page.getByRole("dialog", { name: "New invoice" });
    await invoice.getByLabel("Company").selectOption({ label: "Lotus Commerce" });
    await invoice.getByLabel("Number").fill(number);
    await invoice.getByLabel("Period start").fill("2026-11-01");
    // An end before the start: words at the field, what was typed kept.
    await invoice.getByLabel("Period end").fill("2026-10-31");
    await invoice.getByLabel("Amount").fill("7900000");
    await invoice.getByLabel("Issue date").fill("2026-12-01");
    await invoice.getByLabel("Due date").fill("2026-12-31");
    await invoice.getByRole("button", { name: "Create invoice" }).click();
    await expect(invoice.getByText("The period cannot end before it starts.")).toBeVisible();
    await expect(invoice.getByLabel("Number")).toHaveValue(number);
    await invoice.getByLabel("Period end").fill("2026-11-30");
    expect(await axeViolations(page)).toEqual([]);
    await invoice.getByRole("button", { name: "Create invoice" }).click();
    await expect(page.getByText(`Invoice ${number} created.`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`${number}.*Lotus Commerce`) })).toBeVisible();

    // The company's administrator finds it among the company's invoices and opens it to print.
    await signInAs("partnerAdmin");
    await page.goto("/partner/portal/billing-contracts/invoices");
    await page.getByRole("link", { name: number }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Printed, the invoice is the whole page: no navigation, no print button.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("navigation").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
    await expect(page.getByRole("cell", { name: "₫7,900,000" }).first()).toBeVisible();
    await page.screenshot({ path: "/tmp/structure/invoice-print.png", fullPage: true });
  });
});

describeInLanguage(
  "vi",
  () => {
    test("the new-course dialog is a page of its own: bad input keeps what was typed, then the course is made", async ({
      page,
      signInAs,
    }) => {
      const code = `ZE${mark}V`;
      await signInAs("contentAdmin");
      await page.goto("/staff/courses/new");
      const dialog = page.getByRole("dialog", { name: "Khoá học mới" });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Mã").fill(code);
      await dialog.getByLabel("Tên").fill("<b>Bán hàng</b>");
      await dialog.getByRole("button", { name: "Tạo khoá học" }).click();
      await expect(dialog.getByText("Chỉ văn bản thuần: không dùng thẻ HTML.")).toBeVisible();
      await expect(dialog.getByLabel("Mã")).toHaveValue(code);
      await dialog.getByLabel("Tên").fill("Bán hàng trực tiếp");
      await dialog.getByRole("button", { name: "Tạo khoá học" }).click();
      await expect(page).toHaveURL(/\/staff\/courses$/);
      await expect(page.getByText(`Đã tạo khoá học ${code}.`)).toBeVisible();
      await expect(page.getByRole("row", { name: new RegExp(`${code}.*Bán hàng trực tiếp`) })).toBeVisible();
      // Close is a link back to the list.
      await page.goto("/staff/courses/new");
      await page.getByRole("dialog").getByRole("link", { name: "Đóng" }).click();
      await expect(page).toHaveURL(/\/staff\/courses$/);
    });

    test("a cohort, a course and a class with a teacher, each refusing bad input with words; a learner enrolled sees the class, a full class enrols nobody", async ({
      page,
      signInAs,
      javaScriptEnabled,
    }) => {
      // Four forms, two enrolments and a sign-in: three times the usual minute.
      test.slow();
      const run = javaScriptEnabled ? "on" : "off";
      const cohort = `ZE${mark}-${run}`;
      const code = `ZE${mark}${run.toUpperCase()}`;
      // Two learners of this run: the class holds one.
      const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
      const learners = await Promise.all(
        ["a", "b"].map(async (which) => {
          const account = { email: `ze-${mark.toLowerCase()}-${run}-${which}@example.com`, password: `Pw-${randomUUID()}` };
          const last = `Viên ${mark} ${run} ${which}`;
          await directusAdmin("POST", "/users", { ...account, role: role!.id, status: "active", first_name: "Học", last_name: last });
          return { ...account, name: `Học ${last}` };
        }),
      );
      await signInAs("contentAdmin");

      // The cohort: 10,000 characters and an end before its start get words; what was typed stays.
      await page.goto("/staff/cohorts/new");
      const cohortDialog = page.getByRole("dialog", { name: "Khoá học viên mới" });
      const cohortName = cohortDialog.getByLabel("Tên");
      // As a crafted post would: the field's own limit lifted.
      await cohortName.evaluate((input) => input.removeAttribute("maxlength"));
      await cohortName.fill("k".repeat(10_000));
      await cohortDialog.getByLabel("Ngày bắt đầu").fill("2027-09-01");
      await cohortDialog.getByLabel("Ngày kết thúc").fill("2027-08-31");
      await cohortDialog.getByRole("button", { name: "Tạo khoá" }).click();
      await expect(cohortDialog.getByText("Tối đa 40 ký tự.")).toBeVisible();
      await expect(cohortDialog.getByText("Ngày kết thúc không được trước ngày bắt đầu.")).toBeVisible();
      await expect(cohortDialog.getByLabel("Ngày bắt đầu")).toHaveValue("2027-09-01");
      await cohortDialog.getByLabel("Tên").fill(cohort);
      await cohortDialog.getByLabel("Ngày kết thúc").fill("2028-06-30");
      await cohortDialog.getByRole("button", { name: "Tạo khoá" }).click();
      await expect(page.getByText(`Đã tạo khoá ${cohort}.`)).toBeVisible();

      // The course: a code another course has gets words; the name typed stays.
      await page.goto("/staff/courses/new");
      const courseDialog = page.getByRole("dialog", { name: "Khoá học mới" });
      await courseDialog.getByLabel("Mã").fill("EC101");
      await courseDialog.getByLabel("Tên").fill("Livestream bán hàng");
      await courseDialog.getByRole("button", { name: "Tạo khoá học" }).click();
      await expect(courseDialog.getByText("Đã có khoá học khác dùng mã này.")).toBeVisible();
      await expect(courseDialog.getByLabel("Tên")).toHaveValue("Livestream bán hàng");
      await courseDialog.getByLabel("Mã").fill(code);
      await courseDialog.getByRole("button", { name: "Tạo khoá học" }).click();
      await expect(page.getByText(`Đã tạo khoá học ${code}.`)).toBeVisible();

      // The class, taught by a teacher to the cohort, for one learner.
      await page.goto("/staff/classes/new");
      const classDialog = page.getByRole("dialog", { name: "Lớp học mới" });
      await classDialog.getByLabel("Khoá học", { exact: true }).selectOption({ label: `${code} · Livestream bán hàng` });
      await classDialog.getByLabel("Khoá học viên").selectOption(cohort);
      await classDialog.getByLabel("Giảng viên").selectOption({ label: "Hương Đỗ" });
      await classDialog.getByLabel("Sức chứa (không bắt buộc)").fill("1");
      await classDialog.getByRole("button", { name: "Tạo lớp học" }).click();
      await expect(page.getByText(`Đã tạo lớp ${cohort}.`)).toBeVisible();

      // Enrolled from the admin page: the first learner fits, the second finds the class full.
      for (const [i, learner] of learners.entries()) {
        await page.goto(`/a-7f3c91e2?uq=${encodeURIComponent(learner.email)}`);
        await pickFromMenu(page, `Quản lý học viên ${learner.name}`, "Gán vào lớp…");
        const assign = page.getByRole("dialog", { name: "Gán vào lớp…" });
        await assign.getByLabel("Lớp").selectOption({ label: `${code} Livestream bán hàng · ${cohort}` });
        await assign.getByRole("button", { name: "Gán", exact: true }).click();
        if (i === 0) await expect(page.getByText("Học viên đã được gán vào lớp.")).toBeVisible();
        else await expect(page.getByText(/Có lớp đã đủ chỗ/)).toBeVisible();
      }

      // The first learner signs in and finds the class's teacher, with its course, among their own.
      await page.context().clearCookies({ name: /seed_session/ });
      await page.goto("/login");
      await page.getByLabel("Email").fill(learners[0].email);
      await page.getByLabel("Mật khẩu", { exact: true }).fill(learners[0].password);
      await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto("/student/portal/community");
      // Their teachers, each named with the class they teach them (the message form's choice).
      await expect(page.getByRole("option", { name: `Hương Đỗ · ${code}` })).toBeAttached();
    });
    // The company whose first admin is invited and signs in: staff-structure-registration.spec.ts, in English and Vietnamese.
  },
  { tag: "@js-off" },
);
