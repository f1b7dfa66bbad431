import { data } from "react-router";
import type { Route } from "./+types/no-dialog";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { noStore } from "~/features/staff/admin/row-action.server";

export const headers: Route.HeadersFunction = routeHeaders;

/** The admin page with no row dialog open: both tables, nothing over them. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  return data(null, { headers: noStore });
}

export default function NoDialog() {
  return null;
}
