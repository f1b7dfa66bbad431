import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listCompanies } from "~/features/staff/structure/companies.server";
import type { CompanyRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/companies (issue 50): the partner companies, for content administrators and the
 * Administrator, read with their own token. New, edit and delete are child routes in a dialog (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "companies", listCompanies);
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const columns: Column<CompanyRow>[] = [
    {
      key: "name",
      header: t("companies.columns.name"),
      rowHeader: true,
      cell: (row) => <span className="font-semibold">{row.name}</span>,
      className: "max-w-xs break-words",
    },
    { key: "domain", header: t("companies.columns.domain"), cell: (row) => row.domain, className: "break-all" },
    { key: "plan", header: t("companies.columns.plan"), cell: (row) => row.plan },
    {
      key: "seats",
      header: t("companies.columns.seats"),
      cell: (row) => (row.seats === null ? t("companies.noPlan") : t("companies.seatsUsed", { taken: row.taken, seats: row.seats })),
    },
    { key: "seedPm", header: t("companies.columns.seedPm"), cell: (row) => row.seedPm ?? t("companies.noSeedPm") },
  ];
  return (
    <StructureList
      area="companies"
      columns={columns}
      {...loaderData}
      label={(row) => ({ name: row.name })}
      tools={
        <>
          <LinkButton href="/staff/companies.csv" variant="outline" download>
            {t("companies.exportCsv")}
          </LinkButton>
          <LinkButton href="/staff/companies/import" variant="outline">
            {t("companies.import.importCsv")}
          </LinkButton>
        </>
      }
    />
  );
}
