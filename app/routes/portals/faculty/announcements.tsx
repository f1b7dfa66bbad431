import type { Route } from "./+types/announcements";
import { routeHeaders } from "~/features/http/route-headers";
import { FacultyFormPage } from "~/features/portals/faculty/form-page";
import { AnnouncementsBody } from "~/features/portals/faculty/panels";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** The dashboard's announcements form on a page of its own (spec 001 §2): same data, same answers as its panel. */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return facultyPageData(request, context, "form", "facultyDashboard.announcementsTitle");
}

export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, ["announce"]);
}

export default function FacultyAnnouncements({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FacultyFormPage page="announcements" dashboard={loaderData.dashboard} actionData={actionData}>
      {(dashboard, forms) => <AnnouncementsBody dashboard={dashboard} forms={forms} />}
    </FacultyFormPage>
  );
}
