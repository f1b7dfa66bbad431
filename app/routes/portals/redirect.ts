import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { requireUser } from "~/features/auth/guards.server";
import { portalPathFor } from "~/features/auth/portal";

/** Hero 'Start Now' (spec 000 §2): signed out → /login?redirectTo=/portal; signed in → their portal. */
export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  throw redirect(portalPathFor(user));
}
