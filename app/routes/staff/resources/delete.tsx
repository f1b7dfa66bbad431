import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { deleteResource, readResource } from "~/features/staff/structure/content.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/resources/:id/delete (issue 50): the confirmation. Nothing depends on the row: readers only stop seeing it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const row = await readResource(requireStructureAdmin(request, context), params.id);
  if (!row) return goneRow("resources", context);
  const title = getInstance(context).t("staff:resources.deleteTitle", { title: row.title });
  return data({ gone: false as const, title, row }, { headers: noStore });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const row = await readResource(client, params.id);
  if (!row) return goneRow("resources", context);
  try {
    await deleteResource(client, row.id);
  } catch (error) {
    console.error(`Staff: could not delete the resource ${row.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("resources", "deleted", { title: row.title });
}

export default function DeleteResource({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="resources" />;
  const { row } = loaderData;
  return (
    <DeleteDialog
      title={t("resources.deleteTitle", { title: row.title })}
      question={t("resources.deleteQuestion", { title: row.title })}
      refused={false}
      closeTo="/staff/resources"
      confirmLabel={t("resources.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
