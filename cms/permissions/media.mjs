// Files in Directus storage: staff upload and manage them; the app's server reads them to serve /media.
// Which files it serves to anyone (published posts' images, the "public" folder) the app decides
// (app/features/media/media.server.ts); folders are read only to find that folder.
import { crud } from "./rules.mjs";

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin": { directus_files: crud() },
  "seed-edit-post": { directus_files: crud() },
  "seed-app-service": { directus_files: { read: {} }, directus_folders: { read: { fields: ["id", "name", "parent"] } } },
};
