// Tickets have a reader (issue 47, item 4): a learner (or a partner) sends a ticket from their help
// page, a content administrator finds it on /staff/tickets (filtered by who sent it), opens and
// answers it, and the sender sees the answer under their ticket. With JavaScript and without, in
// English and Vietnamese.
import { randomUUID } from "node:crypto";
import type { Language } from "~/features/i18n/locales";
import { directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, test, crossed } from "./fixtures";

const words = {
  en: {
    learnerSubject: "Subject",
    learnerMessage: "Message",
    sendQuestion: "Send question",
    yourQuestions: "Your questions",
    fromAcademy: "Answer from the academy",
    learners: "Learners",
    subject: "Subject",
    question: "Your question",
    sendTicket: "Send the ticket",
    yourTickets: "Your tickets",
    tickets: "Help tickets",
    partners: "Partners",
    answerLabel: "Your answer",
    send: "Send answer",
    saved: "Your answer was saved. The sender sees it under their ticket.",
    answered: "Answered",
    missing: "This ticket does not exist.",
    allTickets: "← All tickets",
  },
  vi: {
    learnerSubject: "Tiêu đề",
    learnerMessage: "Nội dung",
    sendQuestion: "Gửi câu hỏi",
    yourQuestions: "Câu hỏi của bạn",
    fromAcademy: "Câu trả lời của học viện",
    learners: "Học viên",
    subject: "Chủ đề",
    question: "Câu hỏi của bạn",
    sendTicket: "Gửi yêu cầu",
    yourTickets: "Yêu cầu của bạn",
    tickets: "Yêu cầu hỗ trợ",
    partners: "Đối tác",
    answerLabel: "Câu trả lời của bạn",
    send: "Gửi câu trả lời",
    saved: "Câu trả lời của bạn đã được lưu. Người gửi sẽ thấy nó dưới yêu cầu của họ.",
    answered: "Đã trả lời",
    missing: "Yêu cầu này không tồn tại.",
    allTickets: "← Tất cả yêu cầu",
  },
} satisfies Partial<Record<Language, Record<string, string>>>;

for (const language of ["en", "vi"] as const) {
  const w = words[language];
  describeInLanguage(
    language,
    () => {
      test("a learner's ticket answered by staff reaches the learner's help page", async ({ page, signInAs, javaScriptEnabled }) => {
        const subject = `E2E question ${language} ${randomUUID().slice(0, 8)}`;
        const answer = `Answer for ${subject}: yes, there is a class on Saturday at 9.`;
        try {
          await signInAs("learner");
          await page.goto("/student/portal/help");
          await page.getByLabel(w.learnerSubject, { exact: true }).fill(subject);
          await page.getByLabel(w.learnerMessage, { exact: true }).fill("Is there a class on Saturday?");
          await page.getByRole("button", { name: w.sendQuestion }).click();
          await expect(page).toHaveURL(/\/student\/portal\/help$/);
          const questions = page.getByRole("region", { name: w.yourQuestions });
          await expect(questions.getByRole("listitem").filter({ hasText: subject })).toBeVisible();
          await expect(questions.getByText(answer)).toHaveCount(0);

          await signInAs("contentAdmin");
          await page.goto("/staff/tickets");
          await expect(page.getByRole("heading", { level: 1, name: w.tickets })).toBeVisible();
          await page.getByRole("link", { name: w.learners, exact: true }).click();
          await expect(page).toHaveURL(/\/staff\/tickets\?from=learner$/);
          await page.getByRole("link", { name: subject }).click();
          await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
          await expect(page.getByText("Is there a class on Saturday?")).toBeVisible();
          await page.getByLabel(w.answerLabel, { exact: true }).fill(answer);
          await page.getByRole("button", { name: w.send }).click();
          await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
          await expect(page.getByText(answer)).toBeVisible();
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          await signInAs("learner");
          await page.goto("/student/portal/help");
          const mine = page.getByRole("region", { name: w.yourQuestions }).getByRole("listitem").filter({ hasText: subject });
          await expect(mine).toContainText(w.answered);
          await expect(mine).toContainText(w.fromAcademy);
          await expect(mine).toContainText(answer);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        } finally {
          const rows = await directusAdmin<{ id: number }[]>(
            "GET",
            `/items/seed_help_tickets?filter[subject][_eq]=${encodeURIComponent(subject)}&fields=id`,
          );
          for (const { id } of rows) await directusAdmin("DELETE", `/items/seed_help_tickets/${id}`);
        }
      });

      test("a ticket that does not exist: the page says so and leads back to the list", async ({ page, signInAs, javaScriptEnabled }) => {
        await signInAs("contentAdmin");
        const response = await page.goto("/staff/tickets/learner-999999999");
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: w.missing })).toBeVisible();
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await page.getByRole("link", { name: w.allTickets }).click();
        await expect(page.getByRole("heading", { level: 1, name: w.tickets })).toBeVisible();
      });

      test("a partner's ticket answered by staff reaches the partner's page", async ({ page, signInAs, javaScriptEnabled }) => {
        const subject = `E2E ticket ${language} ${randomUUID().slice(0, 8)}`;
        const answer = `Answer for ${subject}: we added a seat to your plan.`;
        try {
          await signInAs("partnerAdmin");
          await page.goto("/partner/portal/help/ticket");
          await page.getByLabel(w.subject, { exact: true }).fill(subject);
          await page.getByLabel(w.question, { exact: true }).fill("We hired a fourth recruiter. How do we add a seat?");
          await page.getByRole("button", { name: w.sendTicket }).click();
          const mine = page.getByRole("table", { name: w.yourTickets });
          await expect(mine.getByRole("row", { name: new RegExp(subject) })).toBeVisible();

          await signInAs("contentAdmin");
          await page.goto("/staff/tickets");
          await expect(page.getByRole("heading", { level: 1, name: w.tickets })).toBeVisible();
          await page.getByRole("link", { name: w.partners, exact: true }).click();
          await expect(page).toHaveURL(/\/staff\/tickets\?from=partner$/);
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
          await page.getByRole("link", { name: subject }).click();
          await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
          await page.getByLabel(w.answerLabel, { exact: true }).fill(answer);
          await page.getByRole("button", { name: w.send }).click();
          await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
          await expect(page.getByText(w.answered, { exact: true })).toBeVisible();
          await expect(page.getByText(answer)).toBeVisible();
          if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

          await signInAs("partnerAdmin");
          await page.goto("/partner/portal/help/ticket");
          const row = page.getByRole("table", { name: w.yourTickets }).getByRole("row", { name: new RegExp(subject) });
          await expect(row).toContainText(answer);
          await expect(row).toContainText(w.answered);
        } finally {
          const rows = await directusAdmin<{ id: number }[]>(
            "GET",
            `/items/seed_partner_tickets?filter[subject][_eq]=${encodeURIComponent(subject)}&fields=id`,
          );
          for (const { id } of rows) await directusAdmin("DELETE", `/items/seed_partner_tickets/${id}`);
        }
      });
    },
    { tag: ["@js-off", crossed] },
  );
}
