import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { adminPaths } from "~/features/staff/admin/admin-path";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listClasses } from "~/features/staff/structure/classes.server";
import type { ClassRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/classes (issue 50): content administrators and the Administrator, read with their own
 * token. New, edit and delete are child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "classes", listClasses);
}

export default function Classes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const columns: Column<ClassRow>[] = [
    {
      key: "course",
      header: t("classes.columns.course"),
      rowHeader: true,
      cell: (row) => <span className="font-semibold">{row.course}</span>,
      className: "max-w-xs break-words",
    },
    { key: "cohort", header: t("classes.columns.cohort"), cell: (row) => row.cohort, className: "break-words" },
    { key: "teacher", header: t("classes.columns.teacher"), cell: (row) => row.teacher || t("classes.unknownTeacher") },
    { key: "capacity", header: t("classes.columns.capacity"), cell: (row) => row.capacity ?? t("classes.noCapacity") },
    { key: "enrolled", header: t("classes.columns.enrolled"), cell: (row) => row.enrolled },
  ];
  // A row's name in its links' labels: course and cohort.
  return (
    <StructureList
      area="classes"
      columns={columns}
      {...loaderData}
      label={(row) => ({ name: `${row.course} · ${row.cohort}` })}
      tools={
        <>
          <LinkButton href="/staff/enrolments.csv" variant="outline" download>
            {t("classes.exportEnrolments")}
          </LinkButton>
          {/* The learners' Import CSV enrols each row's learner in its cohort's classes (issue 50, item 3). */}
          <LinkButton href={adminPaths.importCsv} variant="outline">
            {t("classes.importEnrolments")}
          </LinkButton>
        </>
      }
    />
  );
}
