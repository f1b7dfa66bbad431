import { data } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { getInstance } from "~/features/i18n/middleware.server";
import type { RouterContextProvider } from "react-router";
import { deleteSubscriber, findSubscriber, unsubscribeByStaff } from "./newsletter.server";
import { statusFilter } from "./subscribers-staff.server";
import { confirmRefusal } from "~/features/forms/reply.server";

/** A subscriber row's confirmed action (ADR 055): the child routes `:id/unsubscribe` and `:id/delete`. */
export type SubscriberRowIntent = "unsubscribe" | "delete";

interface RowArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}

const noStore = { "Cache-Control": "private, no-store" };

/** The list the dialog is over, its `?status=` tab kept. */
export function subscribersListOf(request: Request) {
  const status = statusFilter(request);
  return status ? `/staff/subscribers?status=${status}` : "/staff/subscribers";
}

/** The subscriber the URL names, read with the person's own token (content administrators only): none is null. */
async function rowOf({ request, context, params }: RowArgs) {
  requireRole(request, context, roleGroups.admins);
  const client: DirectusClient = context.get(directusContext);
  const id = /^\d+$/.test(params.id) ? Number(params.id) : 0;
  return { client, id, row: id > 0 ? await findSubscriber(client, id) : null };
}

/** The dialog's data: the address, or null with a 404 (words and the way back in the dialog). */
export async function subscriberRowLoader(args: RowArgs, intent: SubscriberRowIntent) {
  const { row } = await rowOf(args);
  const title = getInstance(args.context).t(intent === "delete" ? "staff:subscribers.delete" : "staff:subscribers.unsubscribe");
  const list = subscribersListOf(args.request);
  const subscriber = row ? { id: row.id, email: row.email } : null;
  return data({ title, list, subscriber }, { status: subscriber ? 200 : 404, headers: noStore });
}

/** Do it (ADR 008): done → the same tab with a flash; gone meanwhile → 404 with words. Intent and id come from the URL. */
export async function subscriberRowAction(args: RowArgs, intent: SubscriberRowIntent) {
  const { client, id, row } = await rowOf(args);
  const found = row ? (intent === "delete" ? await deleteSubscriber(client, id) : await unsubscribeByStaff(client, id)) : false;
  if (!found) return confirmRefusal({ key: "notFound" }, 404);
  const key = intent === "delete" ? "subscribers.done.deleted" : "subscribers.done.unsubscribed";
  return redirectWithFlash(subscribersListOf(args.request), { tone: "success", ns: "staff", key });
}
