import type { Route } from "./+types/messages";
import { routeHeaders } from "~/features/http/route-headers";
import { FacultyFormPage } from "~/features/portals/faculty/form-page";
import { MessagesBody } from "~/features/portals/faculty/panels";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** The dashboard's messages form on a page of its own (spec 001 §2): same data, same answers as its panel. */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return facultyPageData(request, context, "form", "facultyDashboard.messagesTitle");
}

export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, ["reply", "read"]);
}

export default function FacultyMessages({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FacultyFormPage page="messages" dashboard={loaderData.dashboard} actionData={actionData}>
      {(dashboard, forms) => <MessagesBody dashboard={dashboard} forms={forms} />}
    </FacultyFormPage>
  );
}
