// Every collection the app owns, one module per domain. A new domain (the portals: learner, faculty,
// partner) adds its file here; the seed creates what is missing on each start (../seed.mjs).
import * as forms from "./forms.mjs";
import * as learning from "./learning.mjs";
import * as mail from "./mail.mjs";
import * as partners from "./partners.mjs";
import * as posts from "./posts.mjs";

/**
 * @typedef {{ field: string, type: string, meta: Record<string, unknown>, schema: Record<string, unknown> }} FieldDeclaration
 * @typedef {{ collection: string, field: string, related_collection: string, schema?: Record<string, unknown>, meta?: Record<string, unknown> }} RelationDeclaration
 * @typedef {{ collection: string, meta: Record<string, unknown>, fields: FieldDeclaration[], relations?: RelationDeclaration[] }} CollectionDeclaration
 */

/** @type {CollectionDeclaration[]} In creation order: a relation's target comes before it. */
export const collections = [
  ...posts.collections,
  ...forms.collections,
  ...mail.collections,
  ...learning.collections,
  ...partners.collections,
];
