import { sampleAccounts } from "../../cms/accounts.mjs";
import { answerWords } from "../support/assessment";
import { directusAdmin } from "../support/env";
import { waitForMail } from "../support/maildev";
import { describeInLanguage, expect, expectAccessiblePage, showWithoutReload, test } from "./fixtures";

// The learner portal (issue 26) at /student/portal: `/portal` sends a learner to their dashboard,
// on their own rows read with their own token; the layout's middleware keeps everyone else out.
// Runs with JavaScript on and off. Rows a test changes are its own (made and removed here), so
// the two projects never meet on one row.

const learner = sampleAccounts.find((account) => account.email === "learner@example.com")!;
const fullName = `${learner.first_name} ${learner.last_name}`;
const tag = () => Math.random().toString(36).slice(2, 8);
const learnerId = async () =>
  (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(learner.email)}&fields=id`))[0].id;

test("a learner goes from 'Start Now' to their own dashboard, radar chart included, in Vietnamese", async ({ page, signInAs }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await signInAs("learner");
  await page.goto("/");
  await page
    .getByRole("link", { name: /Bắt đầu ngay|Start Now/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: `Chào mừng, ${fullName}` })).toBeVisible();
  const competencies = page.getByRole("region", { name: "Tiến độ năng lực" });
  await expect(competencies.getByRole("img", { name: "Biểu đồ radar năng lực của bạn" })).toBeVisible();
  await expect(competencies.getByRole("row", { name: /Giao tiếp 81%/ })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Các mục của cổng học viên" });
  await expect(nav.getByRole("link", { name: "Tổng quan" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link")).toHaveCount(14);
  expect(problems).toEqual([]);
});

test("a learner marks a next action done, and it stays done", { tag: "@js-off" }, async ({ page, signInAs }) => {
  const label = `E2E action ${tag()}`;
  const action = await directusAdmin<{ id: number }>("POST", "/items/seed_next_actions", { user: await learnerId(), label, type: "read" });
  try {
    await signInAs("learner");
    await page.goto("/student/portal/dashboard");
    const row = page.getByRole("listitem").filter({ hasText: label });
    await row.getByRole("button", { name: new RegExp(`^Đánh dấu đã xong\\s*: ${label}$`) }).click();
    await expect(row.getByText("Đã xong", { exact: true })).toBeVisible();
    await page.goto("/student/portal/dashboard");
    await expect(page.getByRole("listitem").filter({ hasText: label }).getByText("Đã xong", { exact: true })).toBeVisible();
  } finally {
    await directusAdmin("DELETE", `/items/seed_next_actions/${action.id}`);
  }
});

test("the dashboard shows the learner's own job matches with their gaps; internships and companies list the partners' open jobs", async ({
  page,
  signInAs,
}) => {
  await signInAs("learner");
  await page.goto("/student/portal/dashboard");
  // The sample learner's match to Lotus Commerce's job (partner seed): 68%, analytics below the level asked.
  const jobs = page.getByRole("region", { name: "Việc làm phù hợp" });
  const match = jobs.getByRole("listitem").filter({ hasText: "E-commerce operations associate · Lotus Commerce" });
  await expect(match.getByRole("progressbar", { name: "Mức phù hợp: E-commerce operations associate" })).toHaveAttribute(
    "aria-valuenow",
    "68",
  );
  await expect(match.getByText("Phân tích dữ liệu: bạn 48%, yêu cầu 50%")).toBeVisible();
  // The second learner's matches (to the same job, and to Mekong Logistics') are not theirs to see.
  await expect(jobs.getByText("Mekong Logistics")).toHaveCount(0);
  await jobs.getByRole("link", { name: "Xem các vị trí thực tập đang mở" }).click();
  await expect(page).toHaveURL(/\/student\/portal\/market\/internships$/);
  const open = page.getByRole("region", { name: "Vị trí đang tuyển" });
  const own = open.getByRole("listitem").filter({ has: page.getByRole("heading", { name: /E-commerce operations associate/ }) });
  await expect(own.getByText("Đã được ghép với bạn")).toBeVisible();
  await expect(open.getByRole("heading", { level: 3, name: "Warehouse data analyst · Mekong Logistics" })).toBeVisible();
  await page.goto("/student/portal/market/companies");
  const companies = page.getByRole("region", { name: "Doanh nghiệp đối tác" });
  await expect(companies.getByRole("heading", { level: 3, name: "Lotus Commerce" })).toBeVisible();
  await expect(companies.getByRole("heading", { level: 3, name: "Mekong Logistics" })).toBeVisible();
  await expect(companies.getByText("ENTERPRISE")).toHaveCount(0);
});

test("analytics shows the learner's progress over time: a line chart drawn on the server and the same weeks in a table", async ({
  page,
  signInAs,
}) => {
  await signInAs("learner");
  await page.goto("/student/portal/analytics");
  const history = page.getByRole("region", { name: "Tiến độ theo thời gian" });
  await expect(history.getByRole("img", { name: "Mức năng lực trung bình của bạn theo tuần" })).toBeVisible();
  // The sample learner's six seeded weeks, rising to their levels now (an average of 58%).
  const weeks = history.getByRole("table", { name: "Mức năng lực trung bình của bạn theo tuần" }).locator("tbody tr");
  await expect(weeks).toHaveCount(6);
  await expect(weeks.last().getByRole("cell").first()).toHaveText("58%");
  await expect(history.getByRole("columnheader", { name: "Giao tiếp" })).toBeVisible();
  expect(await history.getByTestId("progress-line").getAttribute("points")).toMatch(/^([\d.]+,[\d.]+ ){5}[\d.]+,[\d.]+$/);
});

test(
  "a learner books a mentor slot, which is then theirs (and taken for others), and cancels it",
  { tag: "@js-off" },
  async ({ page, signInAs }) => {
    const mentor = `E2E Mentor ${tag()}`;
    const start = new Date(Date.now() + 20 * 86_400_000);
    const slot = await directusAdmin<{ id: number }>("POST", "/items/seed_mentor_slots", {
      mentor_name: mentor,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      mode: "online",
    });
    try {
      await signInAs("learner");
      await page.goto("/student/portal/dashboard");
      await page.getByRole("link", { name: "Mentor 1:1" }).first().click();
      await expect(page).toHaveURL(/\/student\/portal\/mentor\/1:1$/);
      const row = page.getByRole("listitem").filter({ hasText: mentor });
      await row.getByRole("button", { name: new RegExp(`^Đặt lịch\\s*: ${mentor}`) }).click();
      await expect(page.getByText("Đã đặt lịch. Hẹn gặp bạn!")).toBeVisible();
      await expect(row.getByText("Bạn đã đặt")).toBeVisible();
      const [stored] = await directusAdmin<{ booked_by: string | null }[]>(
        "GET",
        `/items/seed_mentor_slots?filter[id][_eq]=${slot.id}&fields=booked_by`,
      );
      expect(stored.booked_by).toBe(await learnerId());
      // The second learner no longer sees it at all.
      const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL, locale: "vi-VN" });
      try {
        const otherPage = await other.newPage();
        await otherPage.goto("/login");
        await otherPage.getByLabel("Email").fill("learner2@example.com");
        await otherPage
          .getByLabel("Mật khẩu", { exact: true })
          .fill(sampleAccounts.find((a) => a.email === "learner2@example.com")!.password);
        await otherPage.getByRole("button", { name: "Đăng nhập" }).click();
        await otherPage.waitForURL((url) => !url.pathname.startsWith("/login"));
        await otherPage.goto("/student/portal/mentor/1:1");
        await expect(otherPage.getByRole("heading", { level: 1, name: "Mentor 1:1" })).toBeVisible();
        await expect(otherPage.getByText(mentor)).toHaveCount(0);
      } finally {
        await other.close();
      }
      await row.getByRole("button", { name: new RegExp(`^Huỷ lịch\\s*: ${mentor}`) }).click();
      await expect(page.getByText("Đã huỷ lịch của bạn.")).toBeVisible();
    } finally {
      await directusAdmin("DELETE", `/items/seed_mentor_slots/${slot.id}`);
    }
  },
);

test("a portal address without a page answers 404 inside the portal, with the way back", async ({ page, signInAs }) => {
  await signInAs("learner");
  const response = await page.goto("/student/portal/certificates");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Mục này chưa mở" })).toBeVisible();
  await page.getByRole("link", { name: "Về trang tổng quan" }).click();
  await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
});

test("the former address /portal/learner lands on the same section at its new place", async ({ page, signInAs }) => {
  await signInAs("learner");
  const response = await page.request.get("/portal/learner/mentor", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/student/portal/mentor/1:1");
  await page.goto("/portal/learner");
  await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
});

describeInLanguage("vi", () => {
  // axe runs as a script in the page (the markup is the same with JavaScript off): JavaScript on only.
  test("the dashboard, job matches included, has no WCAG A/AA violations", async ({ page, signInAs }) => {
    await signInAs("learner");
    await expectAccessiblePage(page, "/student/portal/dashboard", `Chào mừng, ${fullName}`);
    await expect(page.getByRole("region", { name: "Việc làm phù hợp" }).getByRole("progressbar").first()).toBeVisible();
    await expectAccessiblePage(page, "/student/portal/analytics", "Tiến độ");
  });
});

describeInLanguage("en", () => {
  // axe runs as a script in the page (the markup is the same with JavaScript off): JavaScript on only.
  test("the dashboard and the onboarding form have no WCAG A/AA violations", async ({ page, signInAs }) => {
    await signInAs("learner");
    await expectAccessiblePage(page, "/student/portal/dashboard", `Welcome, ${fullName}`);
    await expectAccessiblePage(page, "/student/portal/onboarding", "Getting started");
  });

  test("onboarding shows the answers that stand for the learner's saved levels", async ({ page, signInAs }) => {
    await signInAs("learner");
    await page.goto("/student/portal/onboarding");
    // The seed's levels: research 0.72 and communication 0.81, so the answers worth 0.75 are chosen.
    await expect(page.getByRole("radio", { name: answerWords("research", 0.75), exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: answerWords("communication", 0.75), exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: answerWords("communication", 1), exact: true })).not.toBeChecked();
    await expect(page.getByRole("group", { name: /Market research\s*1\. A shop owner asks/ })).toBeVisible();
  });

  test("a visitor is sent to sign in; an editor is refused with the 403 page, without the portal's navigation", async ({
    page,
    signInAs,
  }) => {
    await page.goto("/student/portal/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstudent%2Fportal%2Fdashboard$/);
    await signInAs("editor");
    const response = await page.goto("/student/portal/dashboard");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("403")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Learner portal sections" })).toHaveCount(0);
  });
});

test("each open section answers 200 with its own heading, in Vietnamese and in English", async ({ page, signInAs, context }) => {
  test.slow(); // thirty pages, each rendered with its reads (two loads, the others by navigation)
  const sections: [string, string, string][] = [
    ["/student/portal/dashboard", `Chào mừng, ${fullName}`, `Welcome, ${fullName}`],
    ["/student/portal/onboarding", "Bắt đầu", "Getting started"],
    ["/student/portal/learning/tracks", "Lộ trình học", "Learning tracks"],
    ["/student/portal/learning/projects", "Dự án", "Projects"],
    ["/student/portal/mentor/1:1", "Mentor 1:1", "Mentor 1:1"],
    ["/student/portal/market/internships", "Thực tập", "Internships"],
    ["/student/portal/market/companies", "Doanh nghiệp", "Companies"],
    ["/student/portal/portfolio", "Hồ sơ năng lực", "Portfolio"],
    ["/student/portal/analytics", "Tiến độ", "Progress"],
    ["/student/portal/community", "Cộng đồng", "Community"],
    ["/student/portal/assessment", "Đánh giá năng lực", "Assessment"],
    ["/student/portal/settings", "Cài đặt", "Settings"],
    ["/student/portal/search", "Tìm kiếm", "Search"],
    ["/student/portal/resources", "Tài liệu", "Resources"],
    ["/student/portal/help", "Trợ giúp", "Help"],
  ];
  await signInAs("learner");
  for (const [language, column] of [
    ["vi", 1],
    ["en", 2],
  ] as const) {
    await context.addCookies([{ name: "lng", value: language, url: test.info().project.use.baseURL! }]);
    // The first section loads; the others come as the portal's links bring them (React Router's
    // navigation, each loader answering without an error): a full load each cost the run 30 of them.
    for (const [i, section] of sections.entries()) {
      if (i === 0) expect((await page.goto(section[0]))?.status(), section[0]).toBe(200);
      else await showWithoutReload(page, section[0]);
      await expect(page.getByRole("heading", { level: 1, name: section[column], exact: true })).toBeVisible();
    }
  }
});

test("the resources list the learner's own track first, each with its kind and a link that opens safely", async ({ page, signInAs }) => {
  await signInAs("learner");
  await page.goto("/student/portal/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Tài liệu" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("region").first()).toHaveAccessibleName("Dành cho lộ trình của bạn: Thương mại điện tử");
  const own = page.getByRole("region", { name: "Dành cho lộ trình của bạn: Thương mại điện tử" });
  const link = own.getByRole("link", { name: /Marketplace listing checklist/ });
  await expect(link).toHaveAttribute("href", "https://seed.example/resources/listing-checklist");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(own.getByText("Loại: Danh sách kiểm tra", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Dành cho mọi lộ trình" }).getByRole("link", { name: /Presenting your project/ }),
  ).toBeVisible();
});

test(
  "a learner asks the academy a question: errors keep what was typed, then it is listed and the academy's mail arrives",
  { tag: "@js-off" },
  async ({ page, signInAs }) => {
    const subject = `Lịch học thứ Bảy ${tag()}`;
    await signInAs("learner");
    await page.goto("/student/portal/help");
    await expect(page.getByRole("heading", { level: 1, name: "Trợ giúp" })).toBeVisible();
    const faq = page.getByRole("region", { name: "Câu hỏi thường gặp" });
    await faq.getByText("Làm sao để đặt lịch với mentor?").click();
    await expect(faq.getByText(/chọn một khung giờ còn trống/)).toBeVisible();

    const form = page.getByRole("region", { name: "Gửi câu hỏi cho học viện" });
    await form.getByLabel("Tiêu đề").fill(subject);
    await form.getByRole("button", { name: "Gửi câu hỏi" }).click();
    await expect(form.getByText("Vui lòng viết câu hỏi của bạn.")).toBeVisible();
    await expect(form.getByLabel("Nội dung")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Tiêu đề")).toHaveValue(subject);

    await form.getByLabel("Nội dung").fill("Thưa thầy <b>cô</b>,\nlớp có học thứ Bảy không?");
    await form.getByRole("button", { name: "Gửi câu hỏi" }).click();
    await expect(page).toHaveURL(/\/student\/portal\/help$/);
    await expect(page.getByText("Cảm ơn bạn, câu hỏi đã được gửi. Chúng tôi sẽ trả lời qua email.")).toBeVisible();
    await expect(form.getByLabel("Tiêu đề")).toHaveValue("");
    const mine = page.getByRole("region", { name: "Câu hỏi của bạn" }).getByRole("listitem").filter({ hasText: subject });
    await expect(mine).toContainText("Đang mở");

    const mail = await waitForMail((m) => m.subject.endsWith(subject));
    expect(mail.to[0].address).toBe("partners@example.com");
    expect(mail.subject).toMatch(/^\[SEED\] Yêu cầu hỗ trợ #\d+: /);
    expect(mail.html).not.toContain("<b>cô</b>");
    expect(mail.html).toContain("Thưa thầy &lt;b&gt;cô&lt;/b&gt;,<br>lớp có học thứ Bảy không?");
    expect(mail.text).toContain(learner.email);

    const tickets = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_help_tickets?fields=id&filter[subject][_eq]=${encodeURIComponent(subject)}`,
    );
    expect(tickets).toHaveLength(1);
    await directusAdmin(
      "DELETE",
      "/items/seed_help_tickets",
      tickets.map((ticket) => ticket.id),
    );
  },
);
