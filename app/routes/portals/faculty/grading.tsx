import { useTranslation } from "react-i18next";
import type { Route } from "./+types/grading";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import type { CourseworkReply } from "~/features/portals/faculty/coursework";
import { SetCourseworkForm } from "~/features/portals/faculty/coursework-forms";
import { itemAction } from "~/features/portals/faculty/coursework-route.server";
import { GradedLevelsTable, GradingBody, UnknownFormNotice, useFacultyForms } from "~/features/portals/faculty/panels";
import type { FacultyReply } from "~/features/portals/faculty/faculty-reply";
import { facultyPages } from "~/features/portals/faculty/paths";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The grading inbox (spec 001 §2, issue 49): "Set coursework" (a new grading item for a class the
 * teacher teaches, its learners notified), then each item with its hand-ins, a quick grade per
 * learner, the way to the item's own page and to each hand-in. Teachers only, their own token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return facultyPageData(request, context, "grading", "facultyDashboard.gradingTitle");
}

/**
 * Two kinds of form post here: "item-add" (a new item) and the inbox's quick "grade". The form is read
 * once and handed on, as the same fields, to the action that answers its intent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") fields.append(name, value);
  const again = new Request(request.url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: fields,
    signal: request.signal,
  });
  if (form.get("intent") === "item-add") return itemAction(again, context, ["item-add"], null);
  return facultyFormAction(again, context, ["grade"]);
}

export default function FacultyGradingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { t: tTeaching } = useTranslation("teaching");
  const { dashboard } = loaderData;
  // "item-add" is the coursework action's (its reply has no `done`); the quick grade is the dashboard's form.
  const itemReply = actionData?.intent === "item-add" ? (actionData as CourseworkReply) : undefined;
  const forms = useFacultyForms(actionData && actionData.intent !== "item-add" ? (actionData as FacultyReply) : undefined);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("facultyDashboard.gradingTitle")} intro={t("facultyDashboard.gradingIntro")}>
        <p className="mt-2">
          <TextLink to={`${facultyPages.dashboard}#grading`}>{t("facultyDashboard.backToDashboard")}</TextLink>
        </p>
        <UnknownFormNotice reply={forms.actionData} />
      </PageHeading>
      {dashboard ? (
        <>
          <Panel id="set-coursework" title={tTeaching("setTitle")} intro={tTeaching("setIntro")}>
            <SetCourseworkForm classes={dashboard.classes} reply={itemReply} />
          </Panel>
          <div className="panel bg-white">
            <GradingBody dashboard={dashboard} forms={forms} links />
          </div>
          <GradedLevelsTable graded={dashboard.graded} />
        </>
      ) : (
        <Notice tone="error">{t("facultyDashboard.loadFailed")}</Notice>
      )}
    </div>
  );
}
