import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { requireUser } from "~/features/auth/guards.server";
import { portalPathFor } from "~/features/auth/portal";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { hasFinishedOnboarding } from "~/features/portals/learner/onboarding.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";

/**
 * Hero 'Start Now' (spec 000 §2): signed out → /login?redirectTo=/portal; signed in → their portal,
 * a learner to onboarding until it is done (issue 26).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(request, context);
  if (hasRole(user, roleGroups.learners) && !(await hasFinishedOnboarding(context.get(directusContext)))) {
    throw redirect(learnerSectionHref("onboarding"));
  }
  throw redirect(portalPathFor(user));
}
