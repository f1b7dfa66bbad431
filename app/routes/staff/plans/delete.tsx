import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { deletePlan, readPlan } from "~/features/staff/structure/plans.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/plans/:id/delete (issue 50): the confirmation, which names the companies on the plan. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const plan = await readPlan(requireStructureAdmin(request, context), params.id);
  if (!plan) return goneRow("plans", context);
  const title = getInstance(context).t("staff:plans.deleteTitle", { code: plan.code });
  return data({ gone: false as const, title, plan }, { headers: noStore });
}

/** A plan companies are on is refused with words (409); Directus refuses it too (seed-partner-rules). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const plan = await readPlan(client, params.id);
  if (!plan) return goneRow("plans", context);
  if (plan.companies.length > 0) return data({ formError: { key: "planInUse" } }, { status: 409 });
  try {
    await deletePlan(client, plan.id);
  } catch (error) {
    console.error(`Staff: could not delete the plan ${plan.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("plans", "deleted", { code: plan.code });
}

export default function DeletePlan({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="plans" />;
  const { plan } = loaderData;
  const refused = plan.companies.length > 0;
  const question = refused
    ? t("plans.deleteRefused", { code: plan.code, count: plan.companies.length, companies: plan.companies.join(", ") })
    : t("plans.deleteQuestion", { code: plan.code });
  return (
    <DeleteDialog
      title={t("plans.deleteTitle", { code: plan.code })}
      question={question}
      refused={refused}
      closeTo="/staff/plans"
      confirmLabel={t("plans.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
