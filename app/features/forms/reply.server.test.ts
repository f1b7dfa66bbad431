import { parseWithZod } from "@conform-to/zod/v4";
import { assert, expect, test } from "vitest";
import { z } from "zod";
import { isBot } from "./honeypot.server";
import { confirmRefusal, firstErrorKey, formReply, formSuccess, rateLimitedReply } from "./reply.server";

const schema = z.object({ email: z.email("invalid"), password: z.string().min(8, "short") });
const form = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
};
const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema });

test("an invalid submission answers 400 with its field errors and what was typed, minus hidden fields", () => {
  const answer = formReply(parse({ email: "nope", password: "short" }), { hideFields: ["password"] }, { registered: null });
  expect(answer.init?.status).toBe(400);
  expect(answer.data.formError).toBeNull();
  expect(answer.data.registered).toBeNull();
  expect(answer.data.result.error).toMatchObject({ email: ["invalid"], password: ["short"] });
  expect(answer.data.result.initialValue).toEqual({ email: "nope" });
});

test("a form error answers 400 unless the action says otherwise", () => {
  const valid = parse({ email: "an@example.com", password: "Password1" });
  expect(formReply(valid, { formError: { key: "invalidToken" } }).init?.status).toBe(400);
  const failed = formReply(valid, { formError: { key: "invalidCredentials" }, status: 401 });
  expect(failed.init?.status).toBe(401);
  expect(failed.data.formError).toEqual({ key: "invalidCredentials" });
});

test("a valid submission without a form error answers 200", () => {
  expect(formReply(parse({ email: "an@example.com", password: "Password1" })).init?.status).toBe(200);
});

test("over the allowance: 429, Retry-After and the 'rateLimited' form error, the fields kept", () => {
  const answer = rateLimitedReply(
    parse({ email: "an@example.com", password: "Password1" }),
    { allowed: false, retryAfterSeconds: 42 },
    { hideFields: ["password"] },
  );
  expect(answer.init?.status).toBe(429);
  expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("42");
  expect(answer.data.formError).toEqual({ key: "rateLimited" });
  expect(answer.data.result.initialValue).toEqual({ email: "an@example.com" });
});

test("a bot's answer is exactly a real success: an empty form and the same extra data", () => {
  const real = parse({ email: "an@example.com", password: "Password1" });
  const success = formSuccess({ sentTo: "an@example.com" });
  expect(success.data).toEqual({ result: real.reply({ resetForm: true }), formError: null, sentTo: "an@example.com" });
  expect(success.init?.status ?? 200).toBe(200);
});

test("the honeypot catches a filled hidden field only", () => {
  expect(isBot(form({ email: "an@example.com", website: "http://spam.example" }))).toBe(true);
  expect(isBot(form({ email: "an@example.com", website: "" }))).toBe(false);
  expect(isBot(form({ email: "an@example.com" }))).toBe(false);
});

test("the message key of a failed submission: the form-level error first, then the first field's", () => {
  const invalid = parse({ email: "nope", password: "Password1" });
  assert(invalid.status === "error");
  expect(firstErrorKey(invalid, "fallback")).toBe("invalid");
  expect(firstErrorKey({ error: { email: ["tooLong"], password: null, "": ["required"] } }, "fallback")).toBe("required");
  expect(firstErrorKey({ error: { email: null, password: ["short"] } }, "fallback")).toBe("short");
  expect(firstErrorKey({ error: null }, "fallback")).toBe("fallback");
});

test("a refused confirmation answers the same shape: its form error and status, nothing typed to show again", () => {
  const answer = confirmRefusal({ key: "rowGone" }, 404);
  expect(answer.data).toEqual({ result: { initialValue: null }, formError: { key: "rowGone" } });
  expect(answer.init?.status).toBe(404);
});
