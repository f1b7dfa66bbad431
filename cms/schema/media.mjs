// The media library's fields on Directus' own files (issue 28). Directus' system collections are not
// the app's (the typed Schema and the public policy leave them alone): only these fields are added
// to them, by the seed, like any other field (reconcileCollections adds what is missing).
import { integer } from "./fields.mjs";

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
      // Issue 49, item 2: the grading item a hand-in's file was uploaded for (empty for every other
      // file). A teacher reads a file in the hand-ins folder only through it (cms/permissions/learning.mjs).
      { ...integer("hand_in_item"), meta: { special: ["m2o"], note: "The grading item a learner's hand-in file is for" } },
    ],
    relations: [
      {
        collection: "directus_files",
        field: "hand_in_item",
        related_collection: "seed_grading_items",
        schema: { on_delete: "SET NULL" },
        meta: { one_field: null },
      },
    ],
  },
];
