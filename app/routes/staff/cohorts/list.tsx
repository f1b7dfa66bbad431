import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { formatPostDate } from "~/features/i18n/dates";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listCohorts } from "~/features/staff/structure/cohorts.server";
import type { CohortRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/cohorts (issue 50): the intakes with their classes and enrolments, read with the person's own
 * token (content administrators and the Administrator). New, edit and delete are child routes shown
 * in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "cohorts", listCohorts);
}

export default function Cohorts({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const day = (value: string | null) => formatPostDate(value, i18n.language, "short") ?? t("cohorts.noDate");
  const columns: Column<CohortRow>[] = [
    {
      key: "name",
      header: t("cohorts.columns.name"),
      rowHeader: true,
      cell: (cohort) => <span className="font-semibold">{cohort.name}</span>,
      className: "max-w-xs break-words",
    },
    { key: "start", header: t("cohorts.columns.start"), cell: (cohort) => day(cohort.startsOn) },
    { key: "end", header: t("cohorts.columns.end"), cell: (cohort) => day(cohort.endsOn) },
    { key: "classes", header: t("cohorts.columns.classes"), cell: (cohort) => cohort.classes },
    { key: "enrolments", header: t("cohorts.columns.enrolments"), cell: (cohort) => cohort.enrolments },
  ];
  return <StructureList area="cohorts" columns={columns} {...loaderData} label={(cohort) => ({ name: cohort.name })} />;
}
