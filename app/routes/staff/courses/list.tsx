import { useTranslation } from "react-i18next";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/list";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { buttonClass } from "~/components/ui/Button";
import { DialogLink } from "~/components/ui/RouteDialog";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readFlash } from "~/features/forms/flash.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { ListMessages } from "~/features/staff/list-messages";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listCourses } from "~/features/staff/structure/courses.server";
import type { CourseRow } from "~/features/staff/structure/structure";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** A row's Edit and Delete links. */
const rowLinkClass = buttonClass({ variant: "outline", size: "sm" });

/**
 * /staff/courses (issue 50): content administrators and the Administrator (the staff layout also
 * admits editors, so every loader and action here checks again), read with their own token. New,
 * edit and delete are child routes shown in a dialog over this table (ADR 035).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:courses.title");
  const translations = translationsFor(context, { staff: ["courses", "structure"] });
  const { flash, headers } = await readFlash(request);
  headers.set("Cache-Control", "private, no-store");
  try {
    const courses = await listCourses(context.get(directusContext));
    return data({ title, translations, courses, loadFailed: false, flash }, { headers });
  } catch (error) {
    console.error("Staff: could not read the courses:", error);
    return data({ title, translations, courses: [] as CourseRow[], loadFailed: true, flash }, { status: 503, headers });
  }
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { courses, loadFailed, flash } = loaderData;
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
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("courses.title")}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{t("courses.intro")}</p>
        </div>
        <DialogLink to="/staff/courses/new" from="/staff/courses" className={buttonClass()}>
          {t("courses.add")}
        </DialogLink>
      </div>
      <ListMessages flash={flash} error={null} />
      <div className="mt-6">
        <DataTable
          caption={t("courses.title")}
          columns={columns}
          rows={courses}
          state={loadedState(loadFailed, {
            message: t("courses.loadFailed"),
            retryHref: "/staff/courses",
            retryLabel: t("structure.retry"),
          })}
          empty={t("courses.empty")}
          actions={{
            header: t("structure.actions"),
            cell: (course) => (
              <span className="inline-flex gap-2">
                <DialogLink
                  to={`/staff/courses/${course.id}/edit`}
                  from="/staff/courses"
                  className={rowLinkClass}
                  aria-label={t("courses.editLabel", { code: course.code })}
                >
                  {t("structure.edit")}
                </DialogLink>
                <DialogLink
                  to={`/staff/courses/${course.id}/delete`}
                  from="/staff/courses"
                  className={rowLinkClass}
                  aria-label={t("courses.deleteLabel", { code: course.code })}
                >
                  {t("structure.delete")}
                </DialogLink>
              </span>
            ),
          }}
        />
      </div>
      {/* The child route's dialog (new, edit, delete), over this table. */}
      <Outlet />
    </div>
  );
}
