import { expect, test } from "vitest";
import { checkLinkToken, createLinkToken, tokenSubscriberId } from "./newsletter-links.server";

const subscriber = { id: 42, email: "an@example.com", unsubscribed_at: null };
const day = 24 * 60 * 60 * 1000;

test("a token names its subscriber and passes for its purpose only", () => {
  const token = createLinkToken("confirm", subscriber);
  expect(tokenSubscriberId(token)).toBe(42);
  expect(checkLinkToken("confirm", token, subscriber)).toBe("valid");
  expect(checkLinkToken("unsubscribe", token, subscriber)).toBe("invalid");
});

test("a token for another id or address, or a changed signature, is refused", () => {
  const token = createLinkToken("unsubscribe", subscriber);
  expect(checkLinkToken("unsubscribe", token, { ...subscriber, email: "other@example.com" })).toBe("invalid");
  expect(checkLinkToken("unsubscribe", token.replace(/^42\./, "43."), { ...subscriber, id: 43 })).toBe("invalid");
  const last = token.at(-1) === "A" ? "B" : "A";
  expect(checkLinkToken("unsubscribe", `${token.slice(0, -1)}${last}`, subscriber)).toBe("invalid");
  expect(checkLinkToken("unsubscribe", token.slice(0, -1), subscriber)).toBe("invalid");
});

test("a confirmation link expires after a week; an unsubscribe link does not", () => {
  const now = Date.now();
  const confirm = createLinkToken("confirm", subscriber, now);
  expect(checkLinkToken("confirm", confirm, subscriber, now + 6 * day)).toBe("valid");
  expect(checkLinkToken("confirm", confirm, subscriber, now + 8 * day)).toBe("expired");
  const unsubscribe = createLinkToken("unsubscribe", subscriber, now);
  expect(checkLinkToken("unsubscribe", unsubscribe, subscriber, now + 3650 * day)).toBe("valid");
});

test("a confirmation mailed before an unsubscribe cannot sign the address up again", () => {
  const confirm = createLinkToken("confirm", subscriber);
  expect(checkLinkToken("confirm", confirm, { ...subscriber, unsubscribed_at: "2026-11-23T10:00:00.000Z" })).toBe("invalid");
});

test("anything not shaped like a token names no one", () => {
  for (const junk of [null, "", "abc", "0.abc.x", "42.abc", `42.zz.${"a".repeat(42)}`]) expect(tokenSubscriberId(junk)).toBeNull();
});
