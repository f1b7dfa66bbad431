// Every collection the app owns, one module per domain. A new domain (the portals: learner, faculty,
// partner) adds its file here; the seed creates what is missing on each start (../seed.mjs).
import * as accounts from "./accounts.mjs";
import * as forms from "./forms.mjs";
import * as learning from "./learning.mjs";
import * as mail from "./mail.mjs";
import * as media from "./media.mjs";
import * as partners from "./partners.mjs";
import * as posts from "./posts.mjs";
import * as programs from "./programs.mjs";

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
  ...programs.collections,
];

/** @type {CollectionDeclaration[]} Fields the app adds to Directus' own collections (directus_users.registered_at, directus_files.alt). */
export const systemCollections = [...accounts.systemCollections, ...media.systemCollections];
