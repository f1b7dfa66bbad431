// Files in Directus storage: staff upload and manage them; the app's server reads them to serve /media.
// Which files it serves to anyone (published posts' images, the "public" folder) the app decides
// (app/features/media/media.server.ts); folders are read only to find that folder.
import { crud } from "./rules.mjs";

/**
 * The media library is the top level of Directus' files (no folder; /upload stores there). Issue 51,
 * item 7: editors and content administrators change, move and delete only those; a file in any
 * other folder (a learner's hand-in, a partner's asset) they may read but never move into the
 * library, where a post could make it public.
 */
const library = { folder: { _null: true } };
/**
 * Issue 49, item 2: Directus' global type list also names the hand-ins' PDF and Office types; the
 * staff's own uploads stay the five raster images (SECURITY.md, "Uploads": `type` in the list).
 */
const images = { type: { _in: ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] } };
const libraryFiles = {
  ...crud(),
  create: { validation: images },
  update: { filter: library, validation: { _and: [library, images] } },
  delete: { filter: library },
};

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin": { directus_files: libraryFiles },
  "seed-edit-post": { directus_files: libraryFiles },
  "seed-app-service": { directus_files: { read: {} }, directus_folders: { read: { fields: ["id", "name", "parent"] } } },
};
