import { env } from "~/env.server";
import { isTheme, type Theme } from "./theme";

const name = "theme";
const maxAge = 60 * 60 * 24 * 365;

/** The theme in the `theme` cookie; 'system' when there is none or it holds anything else. */
export function readThemeCookie(cookieHeader: string | null): Theme {
  for (const part of cookieHeader?.split(";") ?? []) {
    const [key, value] = part.trim().split("=");
    if (key === name && isTheme(value)) return value;
  }
  return "system";
}

/** A plain value, like `lng`: it carries no secret. */
export function serializeThemeCookie(theme: Theme) {
  const secure = env.NODE_ENV === "production" && env.COOKIE_SECURE ? "; Secure" : "";
  return `${name}=${theme}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
