// The outbox: every mail the product sends is recorded here first and sent by the app's workers,
// retried with backoff until it is sent (issue 17, ADR 011). Directus' own account mails
// (verification, password reset, invitation) arrive here through cms/extensions/seed-mail.
import { createdAt, id, integer, json, string, text } from "./fields.mjs";

/** Epoch milliseconds: compared in SQL by the claim, the same on SQLite and PostgreSQL. */
const millis = (field) => ({ field, type: "bigInteger", meta: {}, schema: { is_nullable: true } });

/** @type {import("./index.mjs").CollectionDeclaration[]} */
export const collections = [
  {
    collection: "seed_outbox",
    meta: { icon: "outbox", note: "Mails to send: recorded first, sent and retried by the app" },
    fields: [
      id,
      string("kind", { is_nullable: false }),
      string("recipient", { is_nullable: false }),
      string("reply_to"),
      string("locale"),
      json("data"),
      string("status", { is_nullable: false, default_value: "pending" }),
      integer("attempts", { is_nullable: false, default_value: 0 }),
      millis("next_attempt_at"),
      text("last_error"),
      millis("lease_until"),
      string("lease_owner"),
      string("channel"),
      string("related_collection"),
      string("related_id"),
      millis("sent_at"),
      createdAt,
    ],
  },
];
