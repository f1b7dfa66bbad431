import { expect, test } from "vitest";
import { readReply } from "./server-form";

test("a failed post gives back what was typed and the field's message key", () => {
  const reply = readReply({
    result: { status: "error", initialValue: { email: "nope@" }, error: { email: ["invalid"] } },
    formError: null,
  });
  expect(reply.value("email")).toBe("nope@");
  expect(reply.fieldError("email")).toBe("invalid");
  expect(reply.message).toBeUndefined();
});

test("the form's message is the action's error, else the schema's form-level message", () => {
  const limited = readReply({ result: { status: "success", initialValue: {} }, formError: { key: "rateLimited" } });
  expect(limited.message).toBe("rateLimited");
  expect(limited.formError).toEqual({ key: "rateLimited" });
  const blank = readReply({ result: { status: "error", initialValue: {}, error: { "": ["required"] } }, formError: null });
  expect(blank.message).toBe("required");
});

test("after a success nothing typed comes back", () => {
  const reply = readReply({ result: { initialValue: null }, formError: null });
  expect(reply.value("email")).toBeUndefined();
  expect(readReply(undefined).message).toBeUndefined();
});
