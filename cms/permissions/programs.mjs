// The academy's programmes (issue 50): content administrators (the `seed-admin-structure` policy,
// declared in ./admin.mjs) create, change and delete them field by field with their own token and
// read who registered from a programme's page; the app's server reads them for the public pages (a
// public read, kept per process: app/features/programs) and records an interest from /register.
// No other role reads or writes either collection.

/** A programme's columns staff write. */
const programFields = ["slug", "name", "summary", "duration", "tracks", "price", "open", "sort", "translations"];
/** A slug as links name it, a price from 0 (none: free). The app says the same in words first. */
const programRule = {
  fields: programFields,
  validation: {
    _and: [
      { slug: { _regex: "^[a-z0-9][a-z0-9-]{0,59}$" } },
      { _or: [{ price: { _null: true } }, { price: { _between: [0, 1000000000] } }] },
    ],
  },
};

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin-structure": {
    seed_programs: { read: { fields: ["id", ...programFields] }, create: programRule, update: programRule, delete: {} },
    // The interest per programme (counted); a programme's delete takes its interests with it.
    seed_program_interests: { read: { fields: ["id", "program", "email", "created_at"] } },
  },
  "seed-app-service": {
    seed_programs: { read: { fields: ["id", ...programFields] } },
    // /register?program=…: one row per programme and address (the app reads first).
    seed_program_interests: { read: { fields: ["id", "program", "email"] }, create: { fields: ["program", "email"] } },
  },
};
