import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { loginSchema, registerSchema, unmetPasswordRules } from "./schemas";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

test("spec 000 §5: the password rules list exactly the unmet requirements, in order", () => {
  expect(unmetPasswordRules("abc")).toEqual(["length", "uppercase", "number"]);
  expect(unmetPasswordRules("ABCDEFGH")).toEqual(["lowercase", "number"]);
  expect(unmetPasswordRules("Abcdefg1")).toEqual([]);
  expect(unmetPasswordRules("Ábcdéfg1")).toEqual([]);
});

test("spec 000 §5: the email needs text, @, text, dot, text", () => {
  const result = (email: string) => parseWithZod(form({ email, password: "whatever1" }), { schema: loginSchema });
  expect(result("a@b.co").status).toBe("success");
  expect(result("a@b").reply().error?.email).toEqual(["emailInvalid"]);
  expect(result("a b@c.d").reply().error?.email).toEqual(["emailInvalid"]);
  const trimmed = result(" A@B.CO ");
  expect(trimmed.status === "success" && trimmed.value).toMatchObject({ email: "a@b.co" });
});

test("registration reports every problem at once, including a confirm mismatch", () => {
  const submission = parseWithZod(form({ email: "x", password: "abc", confirm: "abd" }), { schema: registerSchema });
  expect(submission.reply().error).toEqual({
    email: ["emailInvalid"],
    password: ["passwordRules:length,uppercase,number"],
    confirm: ["confirmMismatch"],
    acceptTerms: ["acceptTerms"],
  });
});

test("registration succeeds with optional names left empty", () => {
  const submission = parseWithZod(
    form({ email: "new@example.com", password: "Abcdefg1", confirm: "Abcdefg1", acceptTerms: "on", firstName: "" }),
    {
      schema: registerSchema,
    },
  );
  expect(submission.status).toBe("success");
  if (submission.status === "success") expect(submission.value.firstName).toBeUndefined();
});

test("registration refuses names with control or format characters (issue 51, item 11), one message per name", () => {
  const submission = parseWithZod(
    form({
      firstName: "Lan\u202egnp.exe",
      lastName: "Nguy\u200bễn",
      email: "new@example.com",
      password: "Abcdefg1",
      confirm: "Abcdefg1",
      acceptTerms: "on",
    }),
    { schema: registerSchema },
  );
  expect(submission.reply().error).toEqual({ firstName: ["nameCharacters"], lastName: ["nameCharacters"] });
});
