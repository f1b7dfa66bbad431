// News posts: the card and page metadata, and the body with its SEO fields (shared/DESIGN.md, "Data in Directus").
import { id, integer, json, moment, ref, string, text, toItem, toUser, updatedAt, user } from "./fields.mjs";

/** @type {import("./index.mjs").CollectionDeclaration[]} */
export const collections = [
  {
    collection: "seed_post_meta",
    meta: { icon: "article", note: "News posts: the card and page metadata", sort_field: null },
    fields: [
      id,
      string("title", { is_nullable: false }),
      string("slug", { is_nullable: false, is_unique: true }),
      string("status", { is_nullable: false, default_value: "draft" }),
      text("cover_image_url"),
      text("excerpt"),
      integer("author_id", { is_nullable: false, default_value: 1 }),
      { field: "featured", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: false } },
      // Not date-created: the seed sets historical dates; the app sets it when it creates a post.
      moment("created_at"),
      updatedAt,
      // The staff person who wrote it (issue 29, 'Change author…'; ADR 024). `author_id` stays: the
      // cards read it (spec 000 §7) and no integer maps to a person, so nothing moves (no migration).
      { ...user("author", { nullable: true }), meta: { special: ["m2o"], interface: "select-dropdown-m2o", note: "The staff author" } },
    ],
    relations: [toUser("seed_post_meta", "author", { onDelete: "SET NULL" })],
  },
  {
    collection: "seed_post_detail",
    meta: { icon: "notes", note: "Post body and SEO fields" },
    fields: [id, ref("post_id"), text("content"), string("seo_title"), text("seo_description"), json("seo_keywords")],
    relations: [toItem("seed_post_detail", "post_id", "seed_post_meta")],
  },
  {
    // A post's earlier slugs (issue 27): /post/{old} and /edit-post/{old} answer 301 to the post's slug.
    collection: "seed_post_slug",
    meta: { icon: "redo", note: "Earlier slugs of news posts, redirected to the current one" },
    fields: [id, string("slug", { is_nullable: false, is_unique: true }), ref("post_id")],
    relations: [toItem("seed_post_slug", "post_id", "seed_post_meta")],
  },
];
