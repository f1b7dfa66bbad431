// Notifications (issue 47, ADR 030): every person reads their own and marks them read, nothing more;
// nobody creates one with their own token. Only the app's notification path does
// (app/features/notifications/notify.server.ts), with the app's service account, which may create
// them and nothing else: it never reads or changes one.
const me = "$CURRENT_USER";
const own = { user: { _eq: me } };

/** A person's own notifications: read them, and set `read_at` (the only field they may change). */
const readAndMarkRead = {
  seed_notifications: {
    read: { filter: own, fields: ["id", "user", "kind", "params", "link", "read_at", "created_at"] },
    update: { filter: own, fields: ["read_at"] },
  },
};

/**
 * Notifications by mail (issue 47, item 3, ADR 033): a policy of its own for the app's service account
 * (one rule per collection and action in a policy, and seed-app-service reads partner accounts
 * elsewhere). `notify()` reads the recipient's address, language and choice to mail them; the
 * unsubscribe link of such a mail turns the choice off, and can set nothing else.
 * @type {Record<string, import("./index.mjs").PolicyDeclaration>}
 */
export const policies = {
  "seed-app-service-mail": { description: "The web app's server: mails notifications as each person chose", roles: ["seed-app-service"] },
};

/** @type {import("./index.mjs").Grants} */
export const grants = {
  // Every role a person signs in with (the Directus Administrator reads everything anyway: the app
  // filters on the reader for them too).
  "seed-user": readAndMarkRead,
  "seed-faculty": readAndMarkRead,
  "seed-partner": readAndMarkRead,
  "seed-edit-post": readAndMarkRead,
  "seed-admin": readAndMarkRead,
  "seed-app-service": {
    seed_notifications: { create: { fields: ["user", "kind", "params", "link"], validation: { user: { _nnull: true } } } },
  },
  "seed-app-service-mail": {
    directus_users: {
      read: { fields: ["id", "email", "language", "status", "role", "notify_mail"] },
      update: { fields: ["notify_mail"], validation: { notify_mail: { _eq: "off" } } },
    },
    directus_roles: { read: { fields: ["id", "name"] } },
  },
};
