import { redirect } from "react-router";
import type { Route } from "./+types/moved";
import { movedLearnerPath } from "~/features/portals/learner/sections";

/** The learner portal moved to /student/portal (spec 001 §2): old links and bookmarks land on the same section. */
export function loader({ request }: Route.LoaderArgs) {
  throw redirect(newPlace(request), 301);
}

/** A form posted to the old place goes on to the new one as a post (308 keeps the method). */
export function action({ request }: Route.ActionArgs) {
  throw redirect(newPlace(request), 308);
}

/** The same section at its new place (a single-fetch request's `.data` is not part of the page's path). */
function newPlace(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  const search = url.searchParams.size ? `?${url.searchParams}` : "";
  return `${movedLearnerPath(url.pathname.replace(/\.data$/, ""))}${search}`;
}
