import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/form-page";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { routeHeaders } from "~/features/http/route-headers";
import type { FacultyIntent } from "~/features/portals/faculty/faculty.server";
import { facultyPages } from "~/features/portals/faculty/paths";
import {
  AnnouncementsBody,
  AttendanceBody,
  MessagesBody,
  UnknownFormNotice,
  useFacultyForms,
  type FacultyActionData,
} from "~/features/portals/faculty/panels";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

// Each form of the faculty dashboard on a page of its own (spec 001 §2): one module for three of them
// (routes.ts; grading has its own since issue 49), the page from its path. Same data, same answers as the
// dashboard's panels.

type FormPage = "attendance" | "announcements" | "messages";
/** Each page: its title and intro (portal.json, facultyDashboard) and the intents its forms post. */
const pages: Record<FormPage, { title: string; intro: string; intents: FacultyIntent[] }> = {
  attendance: { title: "attendanceTitle", intro: "attendanceIntro", intents: ["attendance"] },
  announcements: { title: "announcementsTitle", intro: "announcementsIntro", intents: ["announce"] },
  messages: { title: "messagesTitle", intro: "messagesIntro", intents: ["reply", "read"] },
};
/** The page a request is for, from the last part of its path (`.data` requests included). */
function pageOf(request: Request): FormPage {
  const last =
    new URL(request.url).pathname
      .replace(/\.data$/, "")
      .split("/")
      .pop() ?? "";
  if (last in pages) return last as FormPage;
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(request);
  return facultyPageData(request, context, "form", `facultyDashboard.${pages[page].title}`, { page });
}

export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, pages[pageOf(request)].intents);
}

export default function FacultyFormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData as FacultyActionData | undefined);
  const { dashboard, page } = loaderData;
  const words = pages[page];
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t(`facultyDashboard.${words.title}`)} intro={t(`facultyDashboard.${words.intro}`)}>
        <p className="mt-2">
          <TextLink to={`${facultyPages.dashboard}#${page}`}>{t("facultyDashboard.backToDashboard")}</TextLink>
        </p>
        <UnknownFormNotice outcome={actionData?.outcome} />
      </PageHeading>
      {dashboard ? (
        <div className="panel bg-white">
          {page === "attendance" ? <AttendanceBody dashboard={dashboard} forms={forms} path={facultyPages.attendance} /> : null}
          {page === "announcements" ? <AnnouncementsBody dashboard={dashboard} forms={forms} /> : null}
          {page === "messages" ? <MessagesBody dashboard={dashboard} forms={forms} /> : null}
        </div>
      ) : (
        <Notice tone="error">{t("facultyDashboard.loadFailed")}</Notice>
      )}
    </div>
  );
}
