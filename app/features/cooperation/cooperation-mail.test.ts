import { expect, test } from "vitest";
import { buildCooperationMail } from "./cooperation-mail";

test("the subject names the type, or Khác when none was chosen", () => {
  expect(buildCooperationMail({ fullName: "An", email: "an@example.com", content: "Hi", cooperationType: "mentor" }).subject).toBe(
    "[SEED] Hợp tác: Mentor/Giảng viên — An",
  );
  expect(buildCooperationMail({ fullName: "An", email: "an@example.com", content: "Hi" }).subject).toBe("[SEED] Hợp tác: Khác — An");
});

test("empty optional fields read '-' and the html escapes every value with newlines as <br>", () => {
  const mail = buildCooperationMail({ fullName: "<b>An</b>", email: "a@b.c", content: "line 1\n<script>x</script>" });
  expect(mail.text).toContain("Tổ chức/Doanh nghiệp: -");
  expect(mail.text).toContain("Hình thức hợp tác: -");
  expect(mail.text).toContain("line 1\n<script>x</script>");
  expect(mail.html).toContain("&lt;b&gt;An&lt;/b&gt;");
  expect(mail.html).toContain("line 1<br>&lt;script&gt;x&lt;/script&gt;");
  expect(mail.html).not.toContain("<script>");
});
