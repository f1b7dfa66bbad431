// Migration 001 (issue 47): a notification was an English `title` and a `type` (badge | deadline |
// info); it is now a `kind` (a key of locales/*/notifications.json), its `params` and a `link`, so
// the reader sees it in their own language. The sample rows' titles become their kinds; a title
// nobody can translate is kept as it was, as the `text` kind's one parameter.
import { deleteField, readFieldsByCollection, readItems, updateItem } from "@directus/sdk";

/**
 * What a stored English title becomes: `{ kind, params, link }`.
 * @param {string} title
 * @returns {{ kind: string, params: Record<string, string | number> | null, link: string | null }}
 */
export function notificationFromTitle(title) {
  const text = String(title ?? "").trim();
  if (/^badge earned: first interview done$/i.test(text))
    return { kind: "badge.firstInterview", params: null, link: "/student/portal/portfolio" };
  const due = text.match(/^(.+?) due in (\d+) days?$/i);
  if (due) return { kind: "deadline", params: { what: due[1], count: Number(due[2]) }, link: "/student/portal/learning/projects" };
  if (/^new resources in your track$/i.test(text)) return { kind: "resources.new", params: null, link: "/student/portal/resources" };
  return { kind: "text", params: { text }, link: null };
}

/**
 * The migration's work on `collection` (seed_notifications; a test runs it on a throwaway copy): each
 * row with a stored title gets its kind, params and link; then the old fields go.
 * @param {string} collection
 * @returns {import("./index.mjs").Migration["up"]}
 */
export function titlesToKinds(collection) {
  return async (request) => {
    const fields = (await request(readFieldsByCollection(collection))).map((f) => f.field);
    // A new install never had the old fields: nothing to move.
    if (!fields.includes("title")) return;
    const rows = await request(readItems(collection, { fields: ["id", "title"], filter: { title: { _nnull: true } }, limit: -1 }));
    for (const row of rows) await request(updateItem(collection, row.id, notificationFromTitle(row.title)));
    await request(deleteField(collection, "title"));
    if (fields.includes("type")) await request(deleteField(collection, "type"));
  };
}

/** @type {import("./index.mjs").Migration} */
export const notificationKinds = { id: "001-notifications-kind-params-link", up: titlesToKinds("seed_notifications") };
