// What every structure page's loader and action does the same way (issue 50; /staff/courses,
// /staff/classes): the role check, the list read with the person's own token, the row a URL names,
// and a save's answers. Each page's route module keeps what is its own: its fields, its words.
import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import type { Submission } from "@conform-to/react";
import { formReply } from "~/features/forms/reply.server";
import type { StructureArea } from "./structure";
import { noStore } from "./structure.server";

/** Content administrators and the Administrator: the staff layout also admits editors, so every loader and action checks again. */
export function requireStructureAdmin(request: Request, context: Readonly<RouterContextProvider>) {
  requireRole(request, context, roleGroups.admins);
  return context.get(directusContext);
}

/** A list page's data: its rows read with the person's own token, or none and a 503 with words when the read fails. */
export async function structureList<Row>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  area: StructureArea,
  list: (client: DirectusClient) => Promise<Row[]>,
) {
  const client = requireStructureAdmin(request, context);
  const title = getInstance(context).t(`staff:${area}.title`);
  const translations = translationsFor(context, { staff: [area, "structure"] });
  const headers = { "Cache-Control": "private, no-store" };
  try {
    return data({ title, translations, rows: await list(client), loadFailed: false }, { headers });
  } catch (error) {
    console.error(`Staff: could not read the ${area}:`, error);
    return data({ title, translations, rows: [] as Row[], loadFailed: true }, { status: 503, headers });
  }
}

/**
 * A dialog's row that no longer exists (issue 50, item 4): a 404 whose page is the list with a dialog
 * that says the row is gone and leads back to it, not an error page. Its title: `<area>.gone.title`.
 */
export function goneRow(area: StructureArea, context: Readonly<RouterContextProvider>) {
  return data({ gone: true as const, title: getInstance(context).t(`staff:${area}.gone.title`) }, { status: 404, headers: noStore });
}

/**
 * An edit posted for a row deleted meanwhile: the form again with what was typed and words that say
 * so (404); nothing is stored.
 */
export function goneReply<Extra extends object = object>(submission: Pick<Submission<unknown>, "status" | "reply">, extra?: Extra) {
  return formReply(submission, { formError: { key: "rowGone" }, status: 404 }, extra ?? ({} as Extra));
}

/** The row a URL names, as the person's token reads it: none is a 404. */
export function found<Row>(row: Row | null): Row {
  if (!row) throw data({ reason: "notFound" }, { status: 404, statusText: "Not Found" });
  return row;
}

/** Back to the list with the done message (`<area>.done.<done>`, its parameters). */
export const backToList = (area: StructureArea, done: "created" | "saved" | "deleted", params: Record<string, string>) =>
  redirectWithFlash(`/staff/${area}`, { tone: "success", ns: "staff", key: `${area}.done.${done}`, params });
