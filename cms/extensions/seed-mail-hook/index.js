// Directus writes the account mails (registration verification, password reset, invitation); the
// app writes them in the reader's language (issue 17, ADR 011). This hook records each one in the
// app's outbox instead of letting Directus send its stock English template; the app's worker renders
// and sends it. Directus stays the source of truth for accounts and tokens: the links it built (with
// their tokens) are kept as they are.
import { createHmac } from "node:crypto";

const kinds = { "user-registration": "verify-email", "password-reset": "password-reset", "user-invitation": "set-password" };
const languages = new Set(["en", "vi", "id", "ms", "th", "fil", "km", "lo", "my"]);

export default ({ filter }, { services, getSchema, database, env, logger }) => {
  filter("email.send", async (mail) => {
    const kind = kinds[mail?.template?.name];
    if (!kind) return mail;
    try {
      const { url: directusUrl, email } = mail.template.data;
      let url = appLink(kind, String(directusUrl), env);
      const recipient = String(mail.to ?? email);
      const user = await database("directus_users")
        .select("id", "language", "status", "password")
        .whereRaw("lower(email) = ?", [recipient.toLowerCase()])
        .first();
      // The language the person used on the site (`lng` in the link the app asked for); afterwards the
      // account's stored language; Vietnamese, the site's first language, when neither is known.
      const fromLink = new URL(url).searchParams.get("lng");
      const locale = languages.has(fromLink) ? fromLink : languages.has(user?.language) ? user.language : "vi";
      if (kind === "verify-email" && user?.status === "unverified" && fromLink === locale) {
        await database("directus_users").where({ id: user.id }).update({ language: locale });
      }
      // Only the newest verification link works (#31): it names the password it was mailed for
      // (seed-registration checks it), and a new registration of the address sets a new password.
      if (kind === "verify-email" && user?.status === "unverified") {
        const link = new URL(url);
        link.searchParams.set("link", linkId(user.password, env.SECRET));
        url = link.toString();
      }
      // A partner invitation mailed (again) lives as long as its new link: the account's stamp moves
      // on, so the sweep (cms/extensions/seed-account-expiry) never deletes an invitee whose link works.
      if (kind === "set-password" && user?.status === "invited" && (await database.schema.hasColumn("directus_users", "registered_at"))) {
        await database("directus_users").where({ id: user.id }).update({ registered_at: new Date() });
      }
      const outbox = new services.ItemsService("seed_outbox", { schema: await getSchema(), knex: database });
      await outbox.createOne({ kind, recipient, locale, data: { url }, status: "pending", attempts: 0, next_attempt_at: Date.now() });
      return false; // recorded: the app sends it
    } catch (error) {
      // Better Directus' stock mail than none.
      logger.error(error, "seed-mail-hook: could not record the mail in the outbox; Directus sends its own");
      return mail;
    }
  });
};

/**
 * Invitations made in Data Studio point at Studio's own accept page; the app has its own
 * /set-password page, so the token moves there. Verification and reset links already point at
 * the app (it passes them, allow-listed in cms/env.mjs).
 */
function appLink(kind, url, env) {
  if (kind !== "set-password" || !env.SEED_APP_URL) return url;
  const token = new URL(url).searchParams.get("token");
  const link = new URL("/set-password", env.SEED_APP_URL);
  if (token) link.searchParams.set("token", token);
  return link.toString();
}

/** As in seed-registration, which checks it: a keyed hash of the account's password hash. */
function linkId(passwordHash, secret) {
  return createHmac("sha256", String(secret)).update(String(passwordHash)).digest("base64url").slice(0, 22);
}
