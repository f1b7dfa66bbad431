// Who may read and write news posts. Visitors, learners, teachers and partners see published posts only (spec 001).
import { collections } from "../schema/posts.mjs";
import { crud, PUBLIC, published } from "./rules.mjs";

/** A published post's fields as readers see them: not who on the staff wrote it (a staff account's id; issue 29). */
const readerFields = (collections.find((c) => c.collection === "seed_post_meta")?.fields ?? [])
  .map((f) => f.field)
  .filter((field) => field !== "author");

const publishedOnly = {
  seed_post_meta: { read: { filter: published, fields: readerFields } },
  seed_post_detail: { read: { filter: { post_id: published } } },
  // An earlier slug of a published post leads to it (issue 27).
  seed_post_slug: { read: { filter: { post_id: published } } },
};

/** @type {import("./index.mjs").Grants} */
export const grants = {
  [PUBLIC]: publishedOnly,
  "seed-admin": { seed_post_meta: crud(), seed_post_detail: crud(), seed_post_slug: crud() },
  "seed-edit-post": { seed_post_meta: crud(), seed_post_detail: crud(), seed_post_slug: crud() },
  "seed-user": publishedOnly,
  "seed-faculty": publishedOnly,
  // Partner members read the site signed in too (issue 30): without this a post page was a 503.
  "seed-partner": publishedOnly,
  // Only to tell "Post not available" from "Post not found" for a visitor (spec 001 §2).
  "seed-app-service": { seed_post_meta: { read: { fields: ["id", "slug", "status"] } } },
};

// A post's history (issue 27, beyond the spec): editors read the Directus revisions of the post
// collections, their activity (when) and the names of the staff who made them (who). A policy of its
// own for seed-edit-post (one rule per collection and action in a policy: `directus_users` is granted
// to seed-edit-post already, for the editor's own account).
const postCollections = ["seed_post_meta", "seed_post_detail"];

/** @type {Record<string, import("./index.mjs").PolicyDeclaration>} */
export const policies = {
  "seed-edit-post-history": { description: "Editors: the posts' revisions and who made them", roles: ["seed-edit-post"] },
};

grants["seed-edit-post-history"] = {
  directus_revisions: {
    read: { filter: { collection: { _in: postCollections } }, fields: ["id", "activity", "collection", "item", "data"] },
  },
  directus_activity: {
    read: { filter: { collection: { _in: postCollections } }, fields: ["id", "action", "timestamp", "user", "collection", "item"] },
  },
  directus_users: {
    read: {
      filter: { role: { name: { _in: ["Administrator", "seed-admin", "seed-edit-post"] } } },
      fields: ["id", "first_name", "last_name"],
    },
  },
};
