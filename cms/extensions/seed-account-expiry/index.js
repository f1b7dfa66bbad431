// An unverified account lives as long as its verification link (issue 31): an address registered
// and never verified is free again once no link for it can be used. Directus keeps no creation time
// for users, so registration stamps `registered_at` (a field the seed adds to directus_users:
// cms/schema/accounts.mjs; a new registration of the same address stamps it again,
// cms/extensions/seed-registration `/renew`), and a scheduled sweep deletes the unverified accounts
// stamped longer ago than EMAIL_VERIFICATION_TOKEN_TTL, through Directus' users service (which
// removes what belongs to them). Accounts without a stamp (made before this, or by an administrator)
// are never swept.
//
// Partner invitations (issue 51, item 1) the same way: an invited seed-partner account is stamped each
// time its invitation is mailed (cms/extensions/seed-mail-hook; not on create, where the stamp would
// be a field the inviting service may not write), and once no link for it can be used
// (USER_INVITE_TOKEN_TTL), the sweep deletes its company membership and the account, so any company
// may invite the address again.

/** "7d", "12h", "30m", "45s" (Directus' TTL notation) → milliseconds; anything else: 7 days. */
export function ttlMs(value) {
  const match = /^(\d+)\s*([smhd])$/.exec(String(value ?? "").trim());
  if (!match) return 7 * 24 * 3600 * 1000;
  return Number(match[1]) * { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match[2]];
}

/** A timestamp as the database returns it (a Date, epoch milliseconds, or text) → epoch milliseconds; unreadable: never. */
function stampedAt(value) {
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(String(value).replace(" ", "T"));
  return Number.isNaN(time) ? Infinity : time;
}

export default ({ filter, schedule }, { services, getSchema, database, env, logger }) => {
  filter("users.create", (payload) =>
    payload && payload.status === "unverified" && !payload.registered_at
      ? { ...payload, registered_at: new Date().toISOString() }
      : payload,
  );

  schedule(String(env.SEED_UNVERIFIED_SWEEP ?? "*/10 * * * *"), async () => {
    try {
      // Before the first seed the field does not exist yet: nothing can be stamped.
      if (!(await database.schema.hasColumn("directus_users", "registered_at"))) return;
      const cutoff = new Date(Date.now() - ttlMs(env.EMAIL_VERIFICATION_TOKEN_TTL ?? "7d"));
      // Compared here, not in SQL: SQLite keeps a timestamp as a number or as text depending on who
      // wrote it, and orders every number before every text.
      const candidates = await database("directus_users")
        .select("id", "registered_at")
        .where({ status: "unverified" })
        .whereNotNull("registered_at");
      const expired = candidates.filter((row) => stampedAt(row.registered_at) < cutoff.getTime());
      if (expired.length === 0) return;
      const users = new services.UsersService({ schema: await getSchema(), knex: database });
      await users.deleteMany(expired.map((row) => row.id));
      logger.info(`seed-account-expiry: deleted ${expired.length} unverified account(s) registered before ${cutoff.toISOString()}`);
    } catch (error) {
      logger.error(error, "seed-account-expiry: the sweep failed");
    }
  });

  schedule(String(env.SEED_UNVERIFIED_SWEEP ?? "*/10 * * * *"), async () => {
    try {
      if (!(await database.schema.hasColumn("directus_users", "registered_at"))) return;
      if (!(await database.schema.hasTable("seed_company_members"))) return;
      const cutoff = new Date(Date.now() - ttlMs(env.USER_INVITE_TOKEN_TTL ?? "7d"));
      // Partner invitees only: other invitations (Data Studio's) are the staff's to manage.
      const candidates = await database("directus_users")
        .join("directus_roles", "directus_roles.id", "directus_users.role")
        .select("directus_users.id", "directus_users.registered_at")
        .where({ "directus_users.status": "invited", "directus_roles.name": "seed-partner" })
        .whereNotNull("directus_users.registered_at");
      const expired = candidates.filter((row) => stampedAt(row.registered_at) < cutoff.getTime()).map((row) => row.id);
      if (expired.length === 0) return;
      // The membership first (it holds a seat of the company's plan), then the account.
      await database("seed_company_members").whereIn("user", expired).delete();
      const users = new services.UsersService({ schema: await getSchema(), knex: database });
      await users.deleteMany(expired);
      logger.info(`seed-account-expiry: deleted ${expired.length} unaccepted partner invitation(s) mailed before ${cutoff.toISOString()}`);
    } catch (error) {
      logger.error(error, "seed-account-expiry: the invitation sweep failed");
    }
  });
};
