// A learner's password change (issue 51, item 9): the new password is set only with the current one.
//
//   POST /seed-password  { current, password }  with the learner's own token → 204
//
// The learner's policy has no `password` among the fields of their own user (cms/permissions/
// accounts.mjs): with the token the signed cookie holds, a PATCH /users/me could otherwise set a new
// password without knowing the current one. This endpoint checks the current password first (401 when
// it is wrong), then sets the new one through Directus' users service (its password policy, hashing,
// and the end of the person's other sessions). The app's settings page calls it after counting the
// check against its sign-in lock (features/portals/learner/settings.server.ts).
const LEARNER_ROLE = "seed-user";
// A token alone (a stolen cookie) must not become a way to guess the password: after this many wrong
// current passwords a person waits out the window (429 with Retry-After), as at the app's sign-in lock.
const WRONG_LIMIT = 5;
const WINDOW_MS = 15 * 60_000;

export default {
  id: "seed-password",
  handler: (router, { services, getSchema, database, logger }) => {
    const fail = (res, status, code, message) => res.status(status).json({ errors: [{ message, extensions: { code } }] });
    /** Wrong current passwords per person in this window, per Directus process (a cluster's few each count). */
    const wrong = new Map();
    const wrongOf = (user) => {
      const entry = wrong.get(user);
      return entry && entry.until > Date.now() ? entry : null;
    };

    router.post("/", async (req, res) => {
      try {
        const user = req.accountability?.user;
        const role = req.accountability?.role
          ? await database("directus_roles").select("name").where({ id: req.accountability.role }).first()
          : null;
        if (!user || role?.name !== LEARNER_ROLE) return fail(res, 403, "FORBIDDEN", "You don't have permission to access this.");
        const { current, password } = req.body ?? {};
        const text = (value) => typeof value === "string" && value.length > 0 && value.length <= 256;
        if (!text(current) || !text(password))
          return fail(res, 400, "INVALID_PAYLOAD", "Invalid payload. current and password are required.");
        const locked = wrongOf(user);
        if (locked && locked.count >= WRONG_LIMIT) {
          res.set("Retry-After", String(Math.ceil((locked.until - Date.now()) / 1000)));
          return fail(res, 429, "REQUESTS_EXCEEDED", "Too many wrong passwords. Try again later.");
        }
        const schema = req.schema ?? (await getSchema());
        try {
          await new services.AuthenticationService({ schema, accountability: req.accountability }).verifyPassword(user, current);
        } catch {
          const entry = wrongOf(user) ?? { count: 0, until: Date.now() + WINDOW_MS };
          wrong.set(user, { ...entry, count: entry.count + 1 });
          return fail(res, 401, "INVALID_CREDENTIALS", "Invalid user credentials.");
        }
        wrong.delete(user);
        // Not the learner's own permissions: they may not write `password` (see above).
        await new services.UsersService({ schema, accountability: null }).updateOne(user, { password });
        res.status(204).end();
      } catch (error) {
        const status = Number(error?.status) >= 400 && Number(error?.status) < 600 ? Number(error.status) : 500;
        if (status === 500) logger.error(error, "seed-password failed");
        fail(res, status, error?.code ?? "INTERNAL_SERVER_ERROR", status === 500 ? "Password change failed" : String(error?.message));
      }
    });
  },
};
