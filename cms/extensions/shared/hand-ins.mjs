// Hand-ins with files (issue 49, item 2), declared once for the app (the learner's hand-in form and
// its upload path), the permissions (cms/permissions/learning.mjs: the folder and the types a
// learner's upload may have) and the Directus hook (cms/extensions/seed-teaching-rules: the files
// a hand-in lists). Plain JavaScript with no imports: a hook can import only what is copied with it.

/**
 * The folder every hand-in's file is stored in (made by the seed with this id, so a permission's
 * `validation`, which cannot follow a relation to a folder's name, can name it). Never the public
 * folder nor the media library: /media never serves its files to anyone the file's permission does
 * not name, and a post can never make them public (app/features/media/file-place.server.ts).
 */
export const handInsFolderId = "5eed0049-0000-4000-8000-00000000f11e";
export const handInsFolderName = "hand-ins";

/** Files in one hand-in. */
export const maxHandInFiles = 5;
/** One file's limit (SECURITY.md: 10 MB each). */
export const maxHandInFileBytes = 10 * 1024 * 1024;

/**
 * The types a hand-in's file may have, each told by its content (app/features/portals/learner/
 * hand-in-files.server.ts), never by the browser's type or the name's extension: PDF, the five
 * raster images, and Word, Excel and PowerPoint documents (Office Open XML, without macros).
 */
export const handInTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];

/** What an item does with a hand-in after its due moment: take it marked late, or refuse it. */
export const latePolicies = ["accept", "refuse"];
