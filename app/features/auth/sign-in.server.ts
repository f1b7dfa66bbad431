import type { RouterContextProvider } from "react-router";
import * as directusAuth from "./directus-auth.server";
import type { AuthFormError } from "./schemas";
import { startSession } from "./session.server";

/**
 * Signs in with Directus and starts the session (spec 000 §7/§8): 401 → invalid credentials (Directus
 * answers the same 401 for an unverified account, so we can't tell those apart; the page adds a
 * hint), other statuses → 'Login failed: HTTP {status}', no token → 'No access token in response'.
 */
export async function signIn(
  context: Readonly<RouterContextProvider>,
  { email, password, remember, client }: { email: string; password: string; remember: boolean; client?: string | null },
): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const login = await directusAuth.login(email, password, client);
  if (!login.ok) {
    if (login.status === 401) return { ok: false, error: { key: "invalidCredentials" } };
    if (login.status === 0) return { ok: false, error: { key: "unexpected" } };
    return { ok: false, error: { key: "loginFailed", status: login.status } };
  }
  if (!login.value) return { ok: false, error: { key: "noToken" } };

  const user = await directusAuth.fetchUser(login.value.accessToken);
  if (!user.ok) {
    const what = user.step === "role" ? "Fetching role failed" : "Fetching user failed";
    console.error(`${what}: HTTP ${user.status}`);
    return { ok: false, error: { key: user.step === "role" ? "fetchRoleFailed" : "fetchUserFailed", status: user.status } };
  }
  startSession(context, { tokens: login.value, user: user.value, remember });
  return { ok: true };
}
