// The server half of the pages a mailed link opens with `?token=…` to choose a password:
// /reset-password (Directus' reset token) and /set-password (its invitation token). The view is
// token-password.tsx.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect, type RouterContextProvider } from "react-router";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { setFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";
import { clientAddress } from "~/features/http/client-address.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { tokenLooksExpired } from "./password-reset.server";
import { passwordResetLimiter } from "./rate-limits.server";
import { resetPasswordSchema, type AuthFormError } from "./schemas";
import type { TokenPasswordSection } from "./token-password";

/** The loader: the token from the link, whether it is worth showing the form, the page's words. */
export function tokenPasswordLoader(request: Request, context: Readonly<RouterContextProvider>, section: TokenPasswordSection) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    title: getInstance(context).t(`auth:${section}.title`),
    token,
    usable: Boolean(token) && !tokenLooksExpired(token),
    translations: translationsFor(context, { auth: [section, "register.passwordHint"] }),
  };
}

/**
 * The action (ADR 008: parse → limit → work → reply). No honeypot: only the mailed, single-use
 * token gets anyone here. `save` hands token and password to Directus; once it took them,
 * `afterSave` runs and the visitor goes to `redirectTo`, which says `notice` (an `auth` key) once: the flash.
 */
export async function tokenPasswordAction(
  request: Request,
  {
    save,
    afterSave,
    redirectTo,
    notice,
  }: {
    save: (token: string, password: string, client: string | null) => Promise<{ ok: true } | { ok: false; error: AuthFormError }>;
    afterSave?: (token: string) => Promise<void>;
    redirectTo: string;
    notice: string;
  },
) {
  const hideFields = ["password", "confirm"];
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") return formReply(submission, { hideFields });

  const limit = await passwordResetLimiter.limit(request);
  if (!limit.allowed) return rateLimitedReply(submission, limit, { hideFields });

  const { token, password } = submission.value;
  const result = await save(token, password, clientAddress(request));
  if (!result.ok) return formReply(submission, { formError: result.error, hideFields });
  await afterSave?.(token);
  throw redirect(redirectTo, { headers: { "Set-Cookie": await setFlash({ tone: "success", ns: "auth", key: notice }) } });
}
