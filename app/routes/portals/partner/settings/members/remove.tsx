import type { Route } from "./+types/remove";
import { routeHeaders } from "~/features/http/route-headers";
import { MemberDialog } from "~/features/portals/partner/member-dialog";
import { memberRowAction, memberRowLoader } from "~/features/portals/partner/member-row.server";
import { membersList } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /partner/portal/settings/members/:id/remove (issue 46, item 1; ADR 055): a member's Remove: the question, then their membership and sessions end, in a dialog over the
 * members list. The member roles the permission table gives it only (others: 403); another company's member: 404 with words.
 */
export const loader = (args: Route.LoaderArgs) => memberRowLoader(args, "remove-member");

/** Intent and id come from the URL: done → the list with a flash; refused → the dialog again with words. */
export const action = (args: Route.ActionArgs) => memberRowAction(args, "remove-member");

export default function RemoveMember({ loaderData, actionData }: Route.ComponentProps) {
  return <MemberDialog intent="remove-member" list={membersList} loaderData={loaderData} actionData={actionData} />;
}
