import { expect, test } from "vitest";
import { describeMailFailure } from "./mail.server";

/** An error as nodemailer rejects with it. */
const smtpError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);

test("an unreachable mail server is 'Network error' for the visitor, a short code for staff", () => {
  const error = smtpError("connect ECONNREFUSED 127.0.0.1:1025", { code: "ESOCKET", errno: -111, address: "127.0.0.1", port: 1025 });
  expect(describeMailFailure(error)).toEqual({ visitorText: "Network error", code: "ESOCKET" });
  expect(describeMailFailure(smtpError("Connection timeout", { code: "ETIMEDOUT" })).visitorText).toBe("Network error");
});

test("a refusal by the mail server is 'Send failed', with its reply code for staff and never its text", () => {
  const error = smtpError("Can't send mail - all recipients were rejected: 550 5.1.1 <partners@example.com>: user unknown", {
    code: "EENVELOPE",
    responseCode: 550,
  });
  const failure = describeMailFailure(error);
  expect(failure).toEqual({ visitorText: "Send failed", code: "EENVELOPE 550" });
  expect(JSON.stringify(failure)).not.toContain("partners@example.com");
});

test("anything else is 'Send failed', without its message", () => {
  expect(describeMailFailure(new Error("secret internals at /srv/app"))).toEqual({ visitorText: "Send failed", code: "Send failed" });
  expect(describeMailFailure("a string")).toEqual({ visitorText: "Send failed", code: "Send failed" });
  expect(describeMailFailure(smtpError("x", { code: "connect ECONNREFUSED 10.0.0.1:25" })).code).toBe("Send failed");
});
