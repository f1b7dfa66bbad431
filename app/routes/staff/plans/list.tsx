import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { formatVnd } from "~/features/portals/partner/metrics";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listPlanRows } from "~/features/staff/structure/plans.server";
import type { PlanRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/plans (issue 50): the partner plans with their seats, price, features and the companies on
 * each, read with the person's own token (content administrators and the Administrator). New, edit
 * and delete are child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "plans", listPlanRows);
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const columns: Column<PlanRow>[] = [
    { key: "code", header: t("plans.columns.code"), rowHeader: true, cell: (plan) => <span className="font-semibold">{plan.code}</span> },
    { key: "seats", header: t("plans.columns.seats"), cell: (plan) => plan.seats },
    { key: "monthly", header: t("plans.columns.monthly"), cell: (plan) => formatVnd(plan.monthlyVnd, i18n.language) },
    {
      key: "features",
      header: t("plans.columns.features"),
      className: "max-w-xs break-words",
      cell: (plan) =>
        plan.features.length ? (
          <ul className="list-disc pl-4">
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          t("plans.noFeatures")
        ),
    },
    {
      key: "companies",
      header: t("plans.columns.companies"),
      className: "max-w-xs break-words",
      cell: (plan) => (plan.companies.length ? plan.companies.join(", ") : t("plans.noCompanies")),
    },
  ];
  return <StructureList area="plans" columns={columns} {...loaderData} label={(plan) => ({ code: plan.code })} />;
}
