// What visitors send through the site's forms (shared/DESIGN.md, "Data in Directus").
import { createdAt, id, string, text } from "./fields.mjs";

/** A nullable moment the app sets itself (newsletter consent). */
const timestamp = (field) => ({ field, type: "timestamp", meta: { readonly: true }, schema: { is_nullable: true } });

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
    // Double opt-in (issue 17): an address is `pending` until its owner opens the confirmation
    // link; only `confirmed` addresses receive the newsletter. Added fields reach existing installs
    // on the next start (rows stored before then are pending: they never confirmed).
    collection: "seed_newsletter_subscribers",
    meta: { icon: "mail", note: "Newsletter sign-ups (double opt-in: pending → confirmed → unsubscribed)" },
    fields: [
      id,
      string("email", { is_nullable: false, is_unique: true }),
      string("locale"),
      string("status", { is_nullable: false, default_value: "pending" }),
      timestamp("confirmed_at"),
      timestamp("unsubscribed_at"),
      createdAt,
    ],
  },
];
