import { env } from "~/env.server";
import { isLanguage, type Language } from "./locales";

/**
 * The visitor's language choice (spec README: a `lng` cookie the server reads). A plain value
 * (`lng=vi`), not a signed or encoded one: it carries no secret, and scripts may read it.
 */
const name = "lng";
const maxAge = 60 * 60 * 24 * 365;

/** The language in the `lng` cookie; null when there is none or it holds anything else (never an error: issue 10 §17). */
export function readLanguageCookie(cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = decodedOrNull(rest.join("="));
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

/** `%E0%A4%A` (a broken escape) makes decodeURIComponent throw: that is just not a language. */
function decodedOrNull(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export function serializeLanguageCookie(language: Language) {
  const secure = env.NODE_ENV === "production" && env.COOKIE_SECURE ? "; Secure" : "";
  return `${name}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
