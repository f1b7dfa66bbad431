import type { Route } from "./+types/attendance";
import { routeHeaders } from "~/features/http/route-headers";
import { FacultyFormPage } from "~/features/portals/faculty/form-page";
import { AttendanceBody } from "~/features/portals/faculty/panels";
import { facultyPages } from "~/features/portals/faculty/paths";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** The dashboard's attendance form on a page of its own (spec 001 §2): same data, same answers as its panel. */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return facultyPageData(request, context, "form", "facultyDashboard.attendanceTitle");
}

export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, ["attendance"]);
}

export default function FacultyAttendance({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FacultyFormPage page="attendance" dashboard={loaderData.dashboard} actionData={actionData}>
      {(dashboard, forms) => <AttendanceBody dashboard={dashboard} forms={forms} path={facultyPages.attendance} />}
    </FacultyFormPage>
  );
}
