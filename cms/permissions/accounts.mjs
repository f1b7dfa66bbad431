// The app's roles, each with one API-only policy of the same name (no Data Studio access), and what
// every signed-in person may read about themselves. Other domains grant these policies their rows.
/** @type {Record<string, import("./index.mjs").PolicyDeclaration>} */
export const policies = {
  "seed-admin": { description: "Content administrators: posts, submissions, users (read), files", roles: ["seed-admin"] },
  "seed-admin-learners": { description: "Content administrators: the learners' accounts (read)", roles: ["seed-admin"] },
  "seed-admin-staff": { description: "Content administrators: the staff accounts a post may name as author (read)", roles: ["seed-admin"] },
  "seed-edit-post": { description: "Editors: create, edit and delete posts; upload files", roles: ["seed-edit-post"] },
  "seed-user": { description: "Registered learners: published posts, their own profile", roles: ["seed-user"] },
  "seed-faculty": { description: "Teachers: their classes, grading, announcements, messages", roles: ["seed-faculty"] },
  "seed-app-service": { description: "The web app's server: stores form submissions, serves files", roles: ["seed-app-service"] },
};

const ownUser = {
  read: {
    filter: { id: { _eq: "$CURRENT_USER" } },
    fields: ["id", "first_name", "last_name", "email", "role", "status", "avatar", "language", "notify_mail"],
  },
};
/**
 * Notifications by mail (issue 47, item 3, ADR 033): one of the three choices, and the language mails
 * are written in (the site's language the person chose last, set by the app's language switch), on
 * one's own account only.
 */
const mailChoice = {
  notify_mail: { _in: ["off", "each", "daily"] },
  language: { _in: ["en", "vi", "id", "ms", "th", "fil", "km", "lo", "my"] },
};
/** Staff, teachers and partner members: their own account to read, and their mail preference and language to set. */
const ownUserMail = {
  ...ownUser,
  update: { filter: { id: { _eq: "$CURRENT_USER" } }, fields: ["notify_mail", "language"], validation: mailChoice },
};
/**
 * A learner's settings (portal): their own name. `role`, `status` and `email` are not among the
 * fields, so nobody grants themselves a role or unlocks themselves; nor is `password` (issue 51, item
 * 9): a new password is set only with the current one, through cms/extensions/seed-password.
 */
const ownUserSettings = {
  ...ownUser,
  update: {
    filter: { id: { _eq: "$CURRENT_USER" } },
    fields: ["first_name", "last_name", "notify_mail", "language"],
    validation: mailChoice,
  },
};
const ownRole = { read: { filter: { id: { _eq: "$CURRENT_ROLE" } }, fields: ["id", "name"] } };

/** @type {import("./index.mjs").Grants} */
export const grants = {
  // Their own account, and (a policy of its own: one rule per collection and action in a policy) the
  // learners' accounts the admin page lists (issue 25): never staff, teachers' or partners' accounts.
  "seed-admin": { directus_users: ownUserMail, directus_roles: { read: { fields: ["id", "name"] } } },
  "seed-admin-learners": {
    directus_users: {
      read: {
        filter: { role: { name: { _eq: "seed-user" } } },
        fields: ["id", "first_name", "last_name", "email", "role", "status", "avatar", "last_access"],
      },
    },
  },
  "seed-edit-post": { directus_users: ownUserMail, directus_roles: ownRole },
  "seed-user": { directus_users: ownUserSettings, directus_roles: ownRole },
  "seed-faculty": { directus_users: ownUserMail, directus_roles: ownRole },
  "seed-partner": { directus_users: ownUserMail, directus_roles: ownRole },
};
