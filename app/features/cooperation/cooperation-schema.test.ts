import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test } from "vitest";
import { cooperationSchema } from "./cooperation-schema";

const submit = (email: string) => {
  const formData = new FormData();
  formData.set("fullName", "An");
  formData.set("email", email);
  formData.set("content", "Hello");
  return parseWithZod(formData, { schema: cooperationSchema });
};

test("one email address is accepted", () => {
  expect(submit(" an@example.com ").status).toBe("success");
});

test("a list of addresses or something that is not an address is refused with its own message (#31)", () => {
  for (const email of ["a@example.com,b@example.com", "a@example.com; b@example.com", "a@example.com b@example.com", "not an address"]) {
    const submission = submit(email);
    expect(submission.status === "error" ? submission.error?.[""] : null, email).toEqual(["invalidEmail"]);
  }
});

test("a full name with control or format characters is refused with its own message (issue 51, item 11)", () => {
  const formData = new FormData();
  formData.set("fullName", "An\u202e");
  formData.set("email", "an@example.com");
  formData.set("content", "Hello");
  const submission = parseWithZod(formData, { schema: cooperationSchema });
  expect(submission.status === "error" ? submission.error : null).toEqual({ fullName: ["nameCharacters"] });
});
