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
    ],
  },
];
