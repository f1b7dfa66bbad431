import { useTranslation } from "react-i18next";
import type { Route } from "./+types/grading-item";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import type { CourseworkReply } from "~/features/portals/faculty/coursework";
import { EditItemForms } from "~/features/portals/faculty/coursework-forms";
import { itemAction } from "~/features/portals/faculty/coursework-route.server";
import { itemFormValues, readTeacherItem } from "~/features/portals/faculty/coursework.server";
import { courseworkPaths } from "~/features/portals/faculty/paths";
import { facultyPageData } from "~/features/portals/faculty/route.server";
import { PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The item from the path: a whole number, else none (404 like another class's item). */
const itemIdOf = (params: Route.LoaderArgs["params"]) => (/^\d{1,10}$/.test(params.item) ? Number(params.item) : null);

/**
 * A grading item's own page (issue 49, item 1): its fields to change and its removal. Read with the
 * teacher's token: another class's item, or none, is a 404 that says so.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.faculty);
  const id = itemIdOf(params);
  const item = id === null ? null : await readTeacherItem(context.get(directusContext), id);
  // Another class's item and one that does not exist: the same 404, in words inside the portal.
  return facultyPageData(
    request,
    context,
    "grading",
    "facultyDashboard.gradingTitle",
    { item, stored: item ? itemFormValues(item) : null },
    { status: item ? undefined : 404 },
  );
}

/** Save the item's changes, or remove it (only while nobody handed in and nothing is graded). */
export function action({ request, context, params }: Route.ActionArgs) {
  return itemAction(request, context, ["item-edit", "item-delete"], itemIdOf(params) ?? 0);
}

export default function FacultyGradingItemPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teaching");
  const { dashboard, item, stored } = loaderData;
  if (!item || !stored)
    return (
      <div className="flex flex-col gap-6">
        <PageHeading title={t("notFoundTitle")}>
          <p className="mt-2">
            <TextLink to={courseworkPaths.grading}>{t("backToGrading")}</TextLink>
          </p>
        </PageHeading>
        <Notice tone="error">{t("outcomes.not-found")}</Notice>
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("editTitle", { item: item.title })}>
        <p className="mt-2">
          <TextLink to={courseworkPaths.grading}>{t("backToGrading")}</TextLink>
        </p>
      </PageHeading>
      {dashboard ? (
        <div className="panel bg-white">
          <EditItemForms classes={dashboard.classes} stored={stored} reply={actionData as CourseworkReply | undefined} />
        </div>
      ) : (
        <Notice tone="error">{t("loadFailed")}</Notice>
      )}
    </div>
  );
}
