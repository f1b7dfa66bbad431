import { testEnv } from "./env";

/**
 * Signs in through the app's own form (in English) and returns the session as a Cookie header value
 * (`name=value; …`), for requests made as that account (to the test stack's app, or another one).
 */
export async function signInCookie(account: { email: string; password: string }, appUrl = testEnv.appUrl) {
  const response = await fetch(`${appUrl}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: appUrl, Cookie: "lng=en" },
    body: new URLSearchParams(account),
    redirect: "manual",
  });
  if (response.status !== 302) throw new Error(`Signing in as ${account.email} answered ${response.status}, not 302`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Signs out through the app's own form (POST /logout) with this Cookie header; returns the answer. */
export function signOut(cookie: string) {
  return fetch(`${testEnv.appUrl}/logout`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: cookie },
    body: "",
    redirect: "manual",
  });
}
