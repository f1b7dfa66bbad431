import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { matchLearner } from "../support/hiring";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

// The enterprise partner portal (issue 30, "Real actions" and "Tests"), JavaScript on and off: the
// success paths partner-portal.spec.ts leaves out. A job is edited (its new title in the jobs list),
// an offer is declined after the whole pipeline went through the portal's forms, a brief is rejected
// by the Seed PM; and, in Vietnamese, the dashboard and the job form with axe on each page.
//
// Every row is the test's own (unique per project and run) and removed afterwards. The hiring
// pipeline runs in the second company (Mekong Logistics, its ORG_ADMIN), so the first company's
// funnel, which partner-portal.spec.ts counts, stays as it was; only the first company has a Seed PM,
// so the brief is there (briefs are counted by no test).

/** A name no other test, project or run uses. */
const unique = (what: string) => `E2E ${what} ${test.info().project.name} ${Math.random().toString(36).slice(2, 8)}`;

const done = "Done. It is in your company's audit log.";

/** The company's audit-log lines for `action` about `target` (the company by name). */
function auditLines(company: string, action: string, target: string) {
  return directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_audit_log?filter[company][name][_eq]=${encodeURIComponent(company)}&filter[action][_eq]=${action}` +
      `&filter[target][_eq]=${encodeURIComponent(target)}&fields=id`,
  );
}

/** Removes the jobs titled so (their applications and interviews first). */
/**
 * The test's own mentor of the second company (the academy's rows, made as the administrator),
 * `<first name> <unique last name>`. The test deletes the user.
 */
async function addMentor(firstName: string) {
  const last = unique("member").replace(/\s+/g, "-");
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Mekong%20Logistics&fields=id");
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email: `${last.toLowerCase().replace(/[^a-z0-9-]/g, "")}@example.com`,
    role: role.id,
    status: "active",
    first_name: firstName,
    last_name: last,
  });
  await directusAdmin("POST", "/items/seed_company_members", { company: company.id, user: user.id, role: "MENTOR" }).catch(
    async (error) => {
      await directusAdmin("DELETE", `/users/${user.id}`);
      throw error;
    },
  );
  return { user, name: `${firstName} ${last}` };
}

/** The member's one row on the members page. */
async function membersRow(page: Page, name: string) {
  await page.goto("/partner/portal/settings/members");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function deleteJobs(...titles: string[]) {
  for (const title of titles) {
    const jobs = await directusAdmin<{ id: number }[]>("GET", `/items/seed_jobs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`);
    for (const { id } of jobs) {
      const applications = await directusAdmin<{ id: number }[]>("GET", `/items/seed_applications?filter[job][_eq]=${id}&fields=id`);
      for (const application of applications) {
        const interviews = await directusAdmin<{ id: number }[]>(
          "GET",
          `/items/seed_interviews?filter[application][_eq]=${application.id}&fields=id`,
        );
        for (const interview of interviews) await directusAdmin("DELETE", `/items/seed_interviews/${interview.id}`);
        await directusAdmin("DELETE", `/items/seed_applications/${application.id}`);
      }
      await directusAdmin("DELETE", `/items/seed_jobs/${id}`);
    }
  }
}

describeInLanguage("en", () => {
  test(
    "an organisation admin edits a job: the new title is its heading, in the jobs list and stored",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const before = unique("job");
      const after = unique("job renamed");
      await signInAs("partner2Admin");
      try {
        await page.goto("/partner/portal/talent-pipeline/jobs/new");
        await page.getByLabel("Job title").fill(before);
        await page.getByLabel("Priority").selectOption("MEDIUM");
        await page.getByRole("button", { name: "Create the job" }).click();
        await expect(page.getByText("The job was created.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(before);
        const jobId = Number(/jobs\/(\d+)/.exec(page.url())![1]);

        // The form is filled with the job; change its title, priority and one skill.
        await expect(page.getByLabel("Job title")).toHaveValue(before);
        await page.getByLabel("Job title").fill(after);
        await page.getByLabel("Priority").selectOption("HIGH");
        await page.getByLabel("Skill 1", { exact: true }).fill("route planning");
        await page.getByLabel("Level 1 (%)").fill("70");
        await page.getByLabel("Weight 1 (%)").fill("100");
        await page.getByRole("button", { name: "Save the job" }).click();
        await expect(page.getByText(done)).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(after);
        await expect(page.getByLabel("Job title")).toHaveValue(after);
        await expect(page.getByLabel("Skill 1", { exact: true })).toHaveValue("route planning");

        await page.goto("/partner/portal/talent-pipeline/jobs");
        const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: after, exact: true }) });
        await expect(row).toHaveCount(1);
        await expect(row.getByRole("cell")).toHaveText([after, "Hybrid", "High", "Interview within 2.5 days · 2 rounds", "0"]);
        await expect(page.getByRole("link", { name: before, exact: true })).toHaveCount(0);

        const stored = await directusAdmin<{ title: string; priority: string; skills: unknown }>(
          "GET",
          `/items/seed_jobs/${jobId}?fields=title,priority,skills`,
        );
        expect(stored).toEqual({ title: after, priority: "HIGH", skills: [{ name: "route planning", level: 0.7, weight: 1 }] });
        expect(await auditLines("Mekong Logistics", "job.updated", after)).toHaveLength(1);
      } finally {
        await deleteJobs(before, after);
      }
    },
  );

  test(
    "an organisation admin takes a candidate to an offer through the forms; only the learner answers it",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const title = unique("offer job");
      await signInAs("partner2Admin");
      try {
        await page.goto("/partner/portal/talent-pipeline/jobs/new");
        await page.getByLabel("Job title").fill(title);
        await page.getByRole("button", { name: "Create the job" }).click();
        await expect(page.getByText("The job was created.")).toBeVisible();
        const jobId = Number(/jobs\/(\d+)/.exec(page.url())![1]);

        // The academy's matching gives the job a candidate (a learner's job match: no portal form makes one).
        const application = await matchLearner(jobId, "learner2@example.com", 0.58);

        await page.goto(`/partner/portal/talent-pipeline/jobs/${jobId}/shortlist`);
        await page.getByRole("button", { name: /^Shortlist\s*: Bình Lê$/ }).click();
        await expect(page.getByText(done)).toBeVisible();

        await page.goto(`/partner/portal/talent-pipeline/jobs/${jobId}/interviews/schedule`);
        await page.getByLabel("Interviewer").selectOption({ label: "Somchai Dee · Organisation admin" });
        await page.getByLabel("Date and time").fill("2099-05-06T09:30");
        await page.getByRole("button", { name: "Schedule the interview" }).click();
        await expect(page.getByText(done)).toBeVisible();

        // The offers page lists the company's candidates past their interview: this job's row.
        await page.goto("/partner/portal/talent-pipeline/offers");
        const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
        await expect(row.getByRole("cell").nth(3)).toHaveText("Interview");
        await row.getByRole("link", { name: /^Make an offer\s*: Bình Lê$/ }).click();
        // Its job's page asks for the start date, the terms and the answer-by date (issue 48, item 1).
        await page.getByLabel("Start date").fill("2099-05-20");
        await page.getByLabel("Answer by").fill("2099-05-13");
        await page.getByLabel("Terms").fill("Six months, full time.");
        await page.getByRole("button", { name: "Make an offer" }).click();
        await expect(page.getByText(done)).toBeVisible();
        await page.goto("/partner/portal/talent-pipeline/offers");
        await expect(row.getByRole("cell").nth(3)).toHaveText("Offer made");
        // The learner answers it in their portal (issue 48): the company has no accept or decline button.
        await expect(row.getByRole("button")).toHaveCount(0);
        await expect(row.getByRole("cell")).toHaveText(["Bình Lê", title, "58%", "Offer made", "—"]);

        const stored = await directusAdmin<{ stage: string; offer_at: string | null; decided_at: string | null }>(
          "GET",
          `/items/seed_applications/${application}?fields=stage,offer_at,decided_at`,
        );
        expect(stored.stage).toBe("offer");
        expect(stored.offer_at).not.toBeNull();
        expect(stored.decided_at).toBeNull();
        expect(await auditLines("Mekong Logistics", "offer.made", `Bình Lê · ${title}`)).toHaveLength(1);
      } finally {
        await deleteJobs(title);
      }
    },
  );

  test(
    "a hiring manager submits a brief and the Seed PM rejects it: shown as Rejected, stored, in the audit log",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const title = unique("brief");
      try {
        await signInAs("partnerHiring");
        await page.goto("/partner/portal/co-design/briefs");
        await expect(page.getByRole("heading", { level: 2, name: "Submit a brief or NDA" })).toBeVisible();
        await page.getByLabel("Title", { exact: true }).fill(title);
        await page.getByLabel("Kind", { exact: true }).selectOption({ label: "NDA" });
        await page.getByLabel("What it is about").fill("A mutual NDA for the warehouse project.");
        await page.getByRole("button", { name: "Submit", exact: true }).click();
        await expect(page.getByText(done)).toBeVisible();
        const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
        // Columns: title, its text, kind, status, author, date.
        await expect(row.getByRole("cell").nth(1)).toHaveText("A mutual NDA for the warehouse project.");
        await expect(row.getByRole("cell").nth(3)).toHaveText("Submitted");
        // Only the Seed PM moderates: no buttons for the hiring manager.
        await expect(row.getByRole("button")).toHaveCount(0);

        await signInAs("partnerPm");
        await page.goto("/partner/portal/co-design/briefs");
        await expect(row.getByRole("cell").nth(0)).toHaveText(title);
        await expect(row.getByRole("cell").nth(2)).toHaveText("NDA");
        await expect(row.getByRole("cell").nth(4)).toHaveText("Tuấn Bùi");
        await expect(row.getByRole("button", { name: new RegExp(`^Approve\\s*: ${title}$`) })).toBeVisible();
        await row.getByRole("button", { name: new RegExp(`^Reject\\s*: ${title}$`) }).click();
        await expect(page.getByText(done)).toBeVisible();
        await expect(row.getByRole("cell").nth(3)).toHaveText("Rejected");
        // A rejected brief is moderated: its buttons are gone.
        await expect(row.getByRole("button")).toHaveCount(0);

        const [stored] = await directusAdmin<{ status: string; kind: string }[]>(
          "GET",
          `/items/seed_briefs?filter[title][_eq]=${encodeURIComponent(title)}&fields=status,kind`,
        );
        expect(stored).toEqual({ status: "rejected", kind: "nda" });
        expect(await auditLines("Lotus Commerce", "nda.submitted", title)).toHaveLength(1);
        expect(await auditLines("Lotus Commerce", "brief.rejected", title)).toHaveLength(1);

        // The Seed PM reads it in the company's audit log too.
        await page.goto("/partner/portal/security-compliance/audit-log");
        await expect(page.getByRole("row").filter({ hasText: "brief.rejected" }).filter({ hasText: title })).toHaveCount(1);
      } finally {
        const briefs = await directusAdmin<{ id: number }[]>(
          "GET",
          `/items/seed_briefs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`,
        );
        for (const { id } of briefs) await directusAdmin("DELETE", `/items/seed_briefs/${id}`);
      }
    },
  );

  test(
    "an organisation admin removes a member after confirming: the row and the membership are gone, in the audit log",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const { user, name } = await addMentor("Removed");
      try {
        await signInAs("partner2Admin");
        const row = await membersRow(page, name);
        await row.getByRole("link", { name: new RegExp(`^Remove\\s*: ${name}$`) }).click();
        const dialog = page.getByRole("dialog", { name: "Remove this member?" });
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(`${name} will lose access to the portal at once`);
        await dialog.getByRole("button", { name: "Remove the member" }).click();
        await expect(page.getByText("Member removed and signed out. It is in your company's audit log.")).toBeVisible();
        await expect(page).toHaveURL(/\/partner\/portal\/settings\/members$/);
        await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
        expect(await directusAdmin("GET", `/items/seed_company_members?filter[user][_eq]=${user.id}&fields=id`)).toEqual([]);
        expect(await auditLines("Mekong Logistics", "member.removed", name)).toHaveLength(1);
      } finally {
        const lines = await auditLines("Mekong Logistics", "member.removed", name);
        for (const { id } of lines) await directusAdmin("DELETE", `/items/seed_audit_log/${id}`);
        await directusAdmin("DELETE", `/users/${user.id}`);
      }
    },
  );

  test(
    "an organisation admin changes a member's role in its dialog: the row shows the new role, in the audit log",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const { user, name } = await addMentor("Changed");
      try {
        await signInAs("partner2Admin");
        const row = await membersRow(page, name);
        await row.getByRole("link", { name: new RegExp(`^Change role\\s*: ${name}$`) }).click();
        // A child route of the list (ADR 055): its own URL, the list under it.
        await expect(page).toHaveURL(/\/partner\/portal\/settings\/members\/\d+\/role$/);
        const dialog = page.getByRole("dialog", { name: `Member role of ${name}` });
        await expect(dialog).toBeVisible();
        await dialog.getByLabel("Role").selectOption({ label: "Interviewer" });
        await dialog.getByRole("button", { name: "Change role" }).click();
        await expect(page.getByText("Member role changed. It is in your company's audit log.")).toBeVisible();
        await expect(page).toHaveURL(/\/partner\/portal\/settings\/members$/);
        await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Interviewer");
        expect(await directusAdmin("GET", `/items/seed_company_members?filter[user][_eq]=${user.id}&fields=role`)).toEqual([
          { role: "INTERVIEWER" },
        ]);
        expect(await auditLines("Mekong Logistics", "member.role-changed", `${name} → INTERVIEWER`)).toHaveLength(1);
      } finally {
        const lines = await auditLines("Mekong Logistics", "member.role-changed", `${name} → INTERVIEWER`);
        for (const { id } of lines) await directusAdmin("DELETE", `/items/seed_audit_log/${id}`);
        const kept = await directusAdmin<{ id: number }[]>("GET", `/items/seed_company_members?filter[user][_eq]=${user.id}&fields=id`);
        for (const { id } of kept) await directusAdmin("DELETE", `/items/seed_company_members/${id}`);
        await directusAdmin("DELETE", `/users/${user.id}`);
      }
    },
  );
});

describeInLanguage("vi", () => {
  test(
    "an organisation admin's dashboard and the new-job form in Vietnamese, with no axe violations",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const title = unique("vị trí");
      /** axe runs as a script in the page: with JavaScript only (the markup is the same without). */
      const expectNoViolations = async (what: string) => {
        if (javaScriptEnabled) expect(await axeViolations(page), what).toEqual([]);
      };
      await signInAs("partner2Admin");
      try {
        await page.goto("/portal");
        await expect(page).toHaveURL(/\/partner\/portal\/dashboard$/);
        await expect(page.locator("html")).toHaveAttribute("lang", "vi");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bảng điều khiển");
        await expect(page.getByText("Tổng quan tuyển dụng tại Mekong Logistics.")).toBeVisible();
        await expect(page.getByText("Vai trò thành viên của bạn:")).toBeVisible();
        const quick = page.getByRole("region", { name: "Thao tác nhanh" });
        await expect(quick.getByRole("link")).toHaveText(["Quản trị tổ chức", "Thanh toán và hợp đồng", "Tích hợp ATS/SSO"]);
        for (const heading of ["Chỉ số tuyển dụng", "Phễu tuyển dụng", "Vị trí đang mở theo mức ưu tiên"])
          await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
        await expectNoViolations("dashboard");

        await page.goto("/partner/portal/talent-pipeline/jobs");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vị trí tuyển dụng");
        await page.getByRole("link", { name: "Vị trí mới", exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vị trí mới");
        await expect(
          page.getByText("Mô tả vị trí: kỹ năng cần có kèm mức độ và trọng số, địa điểm làm việc và tốc độ phỏng vấn."),
        ).toBeVisible();
        await expectNoViolations("new job");

        // No title and a level out of range: each field says so in Vietnamese, the values stay.
        await page.getByLabel("Kỹ năng 1", { exact: true }).fill("điều phối kho");
        await page.getByLabel("Mức độ 1 (%)").fill("150");
        await page.getByLabel("Trọng số 1 (%)").fill("100");
        await page.getByLabel("Ưu tiên").selectOption({ label: "Cao" });
        await page.getByRole("button", { name: "Tạo vị trí" }).click();
        await expect(page.getByText("Vui lòng kiểm tra các ô được đánh dấu bên dưới.")).toBeVisible();
        await expect(page.getByText("Nhập tên vị trí.")).toBeVisible();
        await expect(page.getByText("Nhập mức độ từ 0 đến 100.")).toBeVisible();
        await expect(page.getByLabel("Kỹ năng 1", { exact: true })).toHaveValue("điều phối kho");
        await expect(page.getByLabel("Ưu tiên")).toHaveValue("HIGH");
        await expectNoViolations("new job with field errors");

        await page.getByLabel("Tên vị trí").fill(title);
        await page.getByLabel("Mức độ 1 (%)").fill("80");
        await page.getByRole("button", { name: "Tạo vị trí" }).click();
        await expect(page.getByText("Đã tạo vị trí.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.getByRole("button", { name: "Lưu vị trí" })).toBeVisible();
        await expectNoViolations("the new job");

        await page.goto("/partner/portal/talent-pipeline/jobs");
        const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: title, exact: true }) });
        await expect(row.getByRole("cell").nth(1)).toHaveText("Kết hợp");
        await expect(row.getByRole("cell").nth(2)).toHaveText("Cao");

        const [stored] = await directusAdmin<{ priority: string; location: string; skills: unknown; company: { name: string } }[]>(
          "GET",
          `/items/seed_jobs?filter[title][_eq]=${encodeURIComponent(title)}&fields=priority,location,skills,company.name`,
        );
        expect(stored).toEqual({
          priority: "HIGH",
          location: "HYBRID",
          skills: [{ name: "điều phối kho", level: 0.8, weight: 1 }],
          company: { name: "Mekong Logistics" },
        });
      } finally {
        await deleteJobs(title);
      }
    },
  );
});
