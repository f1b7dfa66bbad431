import { isLanguage, type Language } from "./locales";

/**
 * The visitor's language choice (spec README: a `lng` cookie the server reads). A plain value
 * (`lng=vi`), not a signed or encoded one: it carries no secret, and scripts may read it.
 */
const name = "lng";
const maxAge = 60 * 60 * 24 * 365;

export function readLanguageCookie(cookieHeader: string | null): Language | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      const value = decodeURIComponent(rest.join("="));
      return isLanguage(value) ? value : null;
    }
  }
  return null;
}

export function serializeLanguageCookie(language: Language) {
  const secure = process.env.NODE_ENV === "production" && process.env.COOKIE_SECURE !== "false" ? "; Secure" : "";
  return `${name}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
