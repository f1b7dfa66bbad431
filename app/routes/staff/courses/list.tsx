import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listCourses } from "~/features/staff/structure/courses.server";
import type { CourseRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/courses (issue 50): content administrators and the Administrator, read with their own
 * token. New, edit and delete are child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "courses", listCourses);
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const columns: Column<CourseRow>[] = [
    {
      key: "code",
      header: t("courses.columns.code"),
      rowHeader: true,
      cell: (course) => <span className="font-semibold">{course.code}</span>,
    },
    { key: "name", header: t("courses.columns.name"), cell: (course) => course.name, className: "max-w-xs break-words" },
    {
      key: "track",
      header: t("courses.columns.track"),
      cell: (course) => (course.track ? t(`structure.tracks.${course.track}`) : t("courses.fields.noTrack")),
    },
    { key: "classes", header: t("courses.columns.classes"), cell: (course) => course.classes },
  ];
  return <StructureList area="courses" columns={columns} {...loaderData} label={(course) => ({ code: course.code })} />;
}
