import { expect, test } from "vitest";
import { readReply } from "./server-form";

test("a failed post gives back what was typed", () => {
  const reply = readReply({
    result: { status: "error", initialValue: { email: "nope@" }, error: { email: ["invalid"] } },
    formError: null,
  });
  expect(reply.value("email")).toBe("nope@");
  expect(reply.value("other")).toBeUndefined();
});

test("after a success nothing typed comes back", () => {
  const reply = readReply({ result: { initialValue: null }, formError: null });
  expect(reply.value("email")).toBeUndefined();
  expect(readReply(undefined).value("email")).toBeUndefined();
});
