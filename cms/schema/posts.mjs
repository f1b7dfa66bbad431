// News posts: the card and page metadata, and the body with its SEO fields (shared/DESIGN.md, "Data in Directus").
import { id, string, text, updatedAt } from "./fields.mjs";

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
      { field: "author_id", type: "integer", meta: {}, schema: { is_nullable: false, default_value: 1 } },
      { field: "featured", type: "boolean", meta: { special: ["cast-boolean"] }, schema: { is_nullable: false, default_value: false } },
      // Not date-created: the seed sets historical dates; the app sets it when it creates a post.
      { field: "created_at", type: "timestamp", meta: {}, schema: { is_nullable: true } },
      updatedAt,
    ],
  },
  {
    collection: "seed_post_detail",
    meta: { icon: "notes", note: "Post body and SEO fields" },
    fields: [
      id,
      { field: "post_id", type: "integer", meta: { special: ["m2o"] }, schema: { is_nullable: false } },
      text("content"),
      string("seo_title"),
      text("seo_description"),
      { field: "seo_keywords", type: "json", meta: { special: ["cast-json"] }, schema: { is_nullable: true } },
    ],
    relations: [
      {
        collection: "seed_post_detail",
        field: "post_id",
        related_collection: "seed_post_meta",
        schema: { on_delete: "CASCADE" },
        meta: { one_field: null },
      },
    ],
  },
  {
    // A post's earlier slugs (issue 27): /post/{old} and /edit-post/{old} answer 301 to the post's slug.
    collection: "seed_post_slug",
    meta: { icon: "redo", note: "Earlier slugs of news posts, redirected to the current one" },
    fields: [
      id,
      string("slug", { is_nullable: false, is_unique: true }),
      { field: "post_id", type: "integer", meta: { special: ["m2o"] }, schema: { is_nullable: false } },
    ],
    relations: [
      {
        collection: "seed_post_slug",
        field: "post_id",
        related_collection: "seed_post_meta",
        schema: { on_delete: "CASCADE" },
        meta: { one_field: null },
      },
    ],
  },
];
