// A browser that signed in to an account before is "known" to it (ADR 009, #31): strangers' failed
// sign-ins lock the account for unknown clients only, so its owner still gets in from their own
// browser. A signed, httpOnly cookie naming the accounts (a keyed hash of each email, never the
// address itself) signed in from this browser.
import { createHmac } from "node:crypto";
import { createCookie } from "react-router";
import { cookieSecret, secureCookies } from "./session.server";

/** How many accounts one browser remembers (a shared family computer); the oldest goes first. */
const MAX_ACCOUNTS = 5;

const deviceCookie = createCookie(secureCookies ? "__Host-seed_device" : "seed_device", {
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
  secrets: [cookieSecret],
});

const accountTag = (email: string) =>
  createHmac("sha256", cookieSecret).update(`known-device:${email.trim().toLowerCase()}`).digest("base64url").slice(0, 22);

async function knownTags(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string").slice(-MAX_ACCOUNTS) : [];
}

/** Whether this browser signed in to the account with this email before. */
export async function isKnownDevice(request: Request, email: string) {
  return (await knownTags(request)).includes(accountTag(email));
}

/** The Set-Cookie header that makes this browser known to the account it just signed in to. */
export async function rememberDevice(request: Request, email: string) {
  const tag = accountTag(email);
  const tags = [...(await knownTags(request)).filter((known) => known !== tag), tag].slice(-MAX_ACCOUNTS);
  return deviceCookie.serialize(tags);
}
