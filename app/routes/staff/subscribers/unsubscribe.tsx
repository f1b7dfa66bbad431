import type { Route } from "./+types/unsubscribe";
import { routeHeaders } from "~/features/http/route-headers";
import { SubscriberConfirm } from "~/features/newsletter/SubscriberConfirm";
import { subscriberRowAction, subscriberRowLoader } from "~/features/newsletter/subscriber-row.server";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/subscribers/:id/unsubscribe (issue 46, item 1; ADR 055): the confirmation, a dialog over the list. */
export const loader = (args: Route.LoaderArgs) => subscriberRowLoader(args, "unsubscribe");

/** Intent and id come from the URL, whatever the form sent: done → the list's tab with a flash. */
export const action = (args: Route.ActionArgs) => subscriberRowAction(args, "unsubscribe");

export default function UnsubscribeSubscriber({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SubscriberConfirm
      intent="unsubscribe"
      list={loaderData.list}
      subscriber={loaderData.subscriber}
      failed={Boolean(actionData?.formError)}
    />
  );
}
