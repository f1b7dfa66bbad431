// Collections, fields and relations (shared/DESIGN.md, "Data in Directus").
const id = { field: "id", type: "integer", meta: { hidden: true, readonly: true }, schema: { is_primary_key: true, has_auto_increment: true } };
const createdAt = { field: "created_at", type: "timestamp", meta: { special: ["date-created"], readonly: true }, schema: {} };
const updatedAt = { field: "updated_at", type: "timestamp", meta: { special: ["date-updated"], readonly: true }, schema: { is_nullable: true } };
const string = (field, extra = {}) => ({ field, type: "string", meta: {}, schema: { is_nullable: true, ...extra } });
const text = (field, extra = {}) => ({ field, type: "text", meta: {}, schema: { is_nullable: true, ...extra } });

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
      { collection: "seed_post_detail", field: "post_id", related_collection: "seed_post_meta", schema: { on_delete: "CASCADE" }, meta: { one_field: null } },
    ],
  },
  {
    collection: "seed_cooperation_requests",
    meta: { icon: "handshake", note: "Cooperation form submissions, stored before the mail is sent" },
    fields: [
      id,
      string("full_name", { is_nullable: false }),
      string("email", { is_nullable: false }),
      string("organization"),
      string("cooperation_type"),
      text("content", { is_nullable: false }),
      string("locale"),
      string("delivery_status", { is_nullable: false, default_value: "pending" }),
      text("delivery_error"),
      createdAt,
    ],
  },
  {
    collection: "seed_newsletter_subscribers",
    meta: { icon: "mail", note: "Newsletter sign-ups" },
    fields: [id, string("email", { is_nullable: false, is_unique: true }), string("locale"), createdAt],
  },
];
