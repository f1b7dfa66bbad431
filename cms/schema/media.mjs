// The media library's fields on Directus' own files (issue 28). Directus' system collections are not
// the app's (the typed Schema and the public policy leave them alone): only these fields are added
// to them, by the seed, like any other field (reconcileCollections adds what is missing).

/** @type {import("./index.mjs").CollectionDeclaration[]} */
export const systemCollections = [
  {
    collection: "directus_files",
    meta: {},
    fields: [
      {
        field: "alt",
        type: "string",
        meta: { interface: "input", note: "Alternative text: what the image shows, for people who cannot see it." },
        schema: { is_nullable: true, max_length: 500 },
      },
    ],
  },
];
