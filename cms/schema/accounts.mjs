// The accounts' fields on Directus' own users (issue 31). Directus keeps no creation time for a user:
// registration stamps `registered_at` (cms/extensions/seed-account-expiry), so an unverified account
// expires with its verification link.

/** @type {import("./index.mjs").CollectionDeclaration[]} */
export const systemCollections = [
  {
    collection: "directus_users",
    meta: {},
    fields: [
      {
        field: "registered_at",
        type: "timestamp",
        meta: { readonly: true, hidden: true, note: "When the account registered itself (unverified accounts expire with their link)." },
        schema: { is_nullable: true },
      },
      // Issue 47, item 3 (ADR 033): how notifications reach the person by mail: `off`, `each` (a mail
      // for each one) or `daily` (one digest a day). Each person sets their own (cms/permissions/accounts.mjs).
      {
        field: "notify_mail",
        type: "string",
        meta: {
          interface: "select-dropdown",
          options: { choices: ["off", "each", "daily"].map((value) => ({ text: value, value })) },
          note: "Notifications by mail: off, each one, or a daily digest.",
        },
        schema: { is_nullable: false, default_value: "off" },
      },
      // When the last daily digest was made (cms/extensions/seed-notification-digest): the next lists what came after it.
      {
        field: "notify_digest_at",
        type: "timestamp",
        meta: { readonly: true, hidden: true, note: "When the last daily digest of notifications was made." },
        schema: { is_nullable: true },
      },
    ],
  },
];
