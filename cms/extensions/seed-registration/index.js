// Whoever verifies an address owns the password (#31). Directus keeps the first registrant's password
// and names when the same unverified address registers again, and its verification token names only
// the address, so every link it ever mailed verifies. For the app's service account only:
//
//   POST /seed-registration/renew  { email, password, first_name?, last_name? } → { renewed }
//        an unverified account takes the new password and names (any other account: nothing changes)
//   POST /seed-registration/invite  { email } → { invited }
//        the admin page's Add student and Import CSV on an unverified learner account (issue 51,
//        item 3): it becomes `invited` with a password nobody knows, so only the invitation its
//        address receives opens it; the registrant's password no longer signs in, ever
//   POST /seed-registration/check  { token, link } → { current }
//        whether a verification link is the newest for its address: seed-mail-hook puts `link`, a
//        keyed hash of the password hash, into every verification link, so a new password (a new
//        registration) retires every link mailed before it
import { createHmac, randomBytes } from "node:crypto";
import { serviceRoutes } from "../shared/service-endpoint.mjs";

/** Also in seed-mail-hook (extensions are loaded one by one, so they do not share modules). */
export function linkId(passwordHash, secret) {
  return createHmac("sha256", String(secret)).update(String(passwordHash)).digest("base64url").slice(0, 22);
}

export default {
  id: "seed-registration",
  handler: (router, { database, logger, services, getSchema, env }) => {
    const userByEmail = (email) =>
      database("directus_users")
        .select("id", "status", "password", "role")
        .whereRaw("lower(email) = ?", [String(email).toLowerCase()])
        .first();

    const route = serviceRoutes(router, database, (error, path, res) => {
      const status = Number(error?.status) >= 400 && Number(error?.status) < 500 ? Number(error.status) : 500;
      if (status === 500) logger.error(error, `seed-registration ${path} failed`);
      res.status(status).json({ errors: [{ message: status === 500 ? "Registration error" : "Invalid payload" }] });
    });

    route("/renew", async ({ email, password, first_name, last_name }) => {
      if (typeof email !== "string" || typeof password !== "string" || !email || !password)
        throw Object.assign(new Error("bad"), { status: 400 });
      const user = await userByEmail(email);
      if (user?.status !== "unverified") return { renewed: false };
      // Through the users service: it hashes the password and applies the password policy.
      const users = new services.UsersService({ schema: await getSchema(), knex: database });
      // A new registration starts the account's life again (cms/extensions/seed-account-expiry).
      await users.updateOne(user.id, {
        password,
        first_name: first_name || null,
        last_name: last_name || null,
        registered_at: new Date().toISOString(),
      });
      return { renewed: true };
    });

    route("/invite", async ({ email }) => {
      if (typeof email !== "string" || !email) throw Object.assign(new Error("bad"), { status: 400 });
      const user = await userByEmail(email);
      if (user?.status !== "unverified") return { invited: false };
      const role = await database("directus_roles").select("name").where({ id: user.role }).first();
      if (role?.name !== "seed-user") return { invited: false };
      const users = new services.UsersService({ schema: await getSchema(), knex: database });
      await users.updateOne(user.id, { status: "invited", password: `${randomBytes(32).toString("base64url")}#Aa1` });
      return { invited: true };
    });

    route("/check", async ({ token, link }) => {
      const email = emailIn(token);
      const user = email ? await userByEmail(email) : null;
      // Not an unverified account: Directus refuses the token itself.
      if (user?.status !== "unverified") return { current: true };
      return { current: typeof link === "string" && link === linkId(user.password, env.SECRET) };
    });
  },
};

/** The address in a Directus verification token (read, not verified: Directus verifies it next). */
function emailIn(token) {
  try {
    const payload = JSON.parse(Buffer.from(String(token).split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}
