// A person's notifications-by-mail preference (issue 47, item 3; ADR 033), read and written with
// their own token: Directus lets each person set `notify_mail` on their own account only, to one of
// the three choices (cms/permissions/accounts.mjs). One loader and one action serve the teacher's and
// the staff's settings pages; the learner's settings and the partner portal's page call the parts.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { userContext } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { z } from "zod";
import { isMailPreference, mailPreferenceIntent, mailPreferences, type MailPreference } from "./mail-preference";

/** The form: one of the three choices; anything else (or none) is `mailChoice`'s words. */
const mailPreferenceSchema = z.object({
  intent: z.literal(mailPreferenceIntent),
  mail: z.enum(mailPreferences, { error: "mailChoice" }),
});

/** The reader's own preference; null when Directus could not be asked (the form then starts with none chosen). */
export async function readMailPreference(client: DirectusClient): Promise<MailPreference | null> {
  try {
    // A field Directus' own users collection gets from cms/schema/accounts.mjs (not in the app's Schema type).
    const me = await client.request<{ notify_mail?: unknown }>(() => ({ path: "/users/me?fields=notify_mail", method: "GET" }));
    return isMailPreference(me.notify_mail) ? me.notify_mail : null;
  } catch (error) {
    console.error("Notifications: could not read the mail preference:", error);
    return null;
  }
}

export async function saveMailPreference(client: DirectusClient, preference: MailPreference) {
  await client.request(() => ({
    path: "/users/me?fields=id",
    method: "PATCH",
    body: JSON.stringify({ notify_mail: preference }),
    headers: { "Content-Type": "application/json" },
  }));
}

/** Saved / not saved: what every mail preference form answers (`intent` names it on a page of several forms). */
export interface MailPreferenceAnswer {
  intent: typeof mailPreferenceIntent;
  done: boolean;
}

/**
 * Parses and saves the preference form with the person's own token (ADR 008): a choice that is not
 * one of the three gets `mailChoice`'s words and stores nothing; Directus out of reach, `saveFailed`.
 */
export async function answerMailPreference(client: DirectusClient, form: FormData) {
  const submission = parseWithZod(form, { schema: mailPreferenceSchema });
  const extra: MailPreferenceAnswer = { intent: mailPreferenceIntent, done: false };
  if (submission.status !== "success") return formReply(submission, {}, extra);
  try {
    await saveMailPreference(client, submission.value.mail);
    return formReply(submission, {}, { ...extra, done: true });
  } catch (error) {
    console.error("Notifications: could not save the mail preference:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 }, extra);
  }
}

/** The settings page of the teachers and the staff: its title, words and the reader's preference; never kept (ADR 014). */
export async function mailSettingsPageData(request: Request, context: Readonly<RouterContextProvider>, roles: readonly string[]) {
  requireRole(request, context, roles);
  return data(
    {
      title: getInstance(context).t("notifications:mail.settingsTitle"),
      translations: translationsFor(context, { notifications: ["mail"] }),
      preference: await readMailPreference(context.get(directusContext)),
    },
    { headers: pageCacheHeaders(context.get(userContext), { shared: false }) },
  );
}

/** That page's one form: the role checked again here (the layout admitted the area's people). */
export async function mailSettingsAction(request: Request, context: Readonly<RouterContextProvider>, roles: readonly string[]) {
  requireRole(request, context, roles);
  return answerMailPreference(context.get(directusContext), await readForm(request));
}
