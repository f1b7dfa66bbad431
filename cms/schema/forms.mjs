// What visitors send through the site's forms (shared/DESIGN.md, "Data in Directus").
import { createdAt, id, string, text } from "./fields.mjs";

/** @type {import("./index.mjs").CollectionDeclaration[]} */
export const collections = [
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
