// The learner's settings (spec 001 §2, issue 26): their name and password, written to their own
// Directus user with their own token (cms/permissions/accounts.mjs: first_name and last_name of their
// own user, never its role; the password only with the current one, through cms/extensions/
// seed-password: issue 51, item 9). Language and theme are cookies with routes of their own.
import { customEndpoint, updateMe } from "@directus/sdk";
import * as directusAuth from "~/features/auth/directus-auth.server";
import { newPassword } from "~/features/auth/schemas";
import type { DirectusClient } from "~/features/cms/directus.server";
import { visibleName } from "~/features/security/person-name";
import { z } from "~/features/security/zod";

const name = (required: boolean) =>
  z
    .string({ error: required ? "firstNameRequired" : "nameTooLong" })
    .trim()
    .min(required ? 1 : 0, "firstNameRequired")
    .max(50, "nameTooLong")
    .check(visibleName);

export const settingsSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("name"), firstName: name(true), lastName: name(false).optional() }),
  z
    .object({
      intent: z.literal("password"),
      current: z.string({ error: "currentRequired" }).min(1, "currentRequired").max(256, "passwordTooLong"),
      password: newPassword,
      confirm: z.string({ error: "confirmRequired" }),
    })
    .refine((form) => form.confirm === form.password, { path: ["confirm"], message: "confirmMismatch" }),
]);

export async function saveName(client: DirectusClient, firstName: string, lastName: string | null) {
  await client.request(updateMe({ first_name: firstName, last_name: lastName }));
}

export type PasswordChange =
  { outcome: "changed"; tokens: directusAuth.DirectusTokens | null } | { outcome: "wrongCurrent" } | { outcome: "failed" };

/**
 * Checks the current password with a sign-in of its own (its session is ended at once), sets the
 * new one, then signs in with it: Directus drops every refresh token of the person when their
 * password changes (this session's too, as its tokens carry no session id), so `tokens` are what
 * this session goes on with (null if that sign-in failed: it then ends with the others).
 */
export async function changePassword(
  client: DirectusClient,
  email: string,
  current: string,
  next: string,
  ip: string | null,
): Promise<PasswordChange> {
  const check = await directusAuth.login(email, current, ip);
  if (!check.ok) return check.status === 401 ? { outcome: "wrongCurrent" } : { outcome: "failed" };
  if (check.value) await directusAuth.logout(check.value.refreshToken);
  // Directus checks the current password again itself: the learner's token alone cannot set one.
  await client.request(
    customEndpoint<void>({
      path: "/seed-password",
      method: "POST",
      body: JSON.stringify({ current, password: next }),
      headers: { "Content-Type": "application/json" },
    }),
  );
  const fresh = await directusAuth.login(email, next, ip);
  return { outcome: "changed", tokens: fresh.ok ? fresh.value : null };
}
