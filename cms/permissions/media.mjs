// Files in Directus storage: staff upload and manage them; the app's server reads them to serve /media.
import { crud } from "./rules.mjs";

/** @type {import("./index.mjs").Grants} */
export const grants = {
  "seed-admin": { directus_files: crud() },
  "seed-edit-post": { directus_files: crud() },
  "seed-app-service": { directus_files: { read: {} } },
};
