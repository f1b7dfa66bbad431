import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { deleteFaqEntry, readFaqEntry } from "~/features/staff/structure/content.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/faq/:id/delete (issue 50): the confirmation. Nothing depends on the row: readers only stop seeing it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const row = await readFaqEntry(requireStructureAdmin(request, context), params.id);
  if (!row) return goneRow("faq", context);
  const title = getInstance(context).t("staff:faq.deleteTitle", { question: row.question });
  return data({ gone: false as const, title, row }, { headers: noStore });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const row = await readFaqEntry(client, params.id);
  if (!row) return goneRow("faq", context);
  try {
    await deleteFaqEntry(client, row.id);
  } catch (error) {
    console.error(`Staff: could not delete the question ${row.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("faq", "deleted", { question: row.question });
}

export default function DeleteFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="faq" />;
  const { row } = loaderData;
  return (
    <DeleteDialog
      title={t("faq.deleteTitle", { question: row.question })}
      question={t("faq.deleteQuestion", { question: row.question })}
      refused={false}
      closeTo="/staff/faq"
      confirmLabel={t("faq.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
