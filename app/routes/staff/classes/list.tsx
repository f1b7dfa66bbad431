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
import { listClasses } from "~/features/staff/structure/classes.server";
import type { ClassRow } from "~/features/staff/structure/structure";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** A row's Edit and Delete links. */
const rowLinkClass = buttonClass({ variant: "outline", size: "sm" });

/**
 * /staff/classes (issue 50): content administrators and the Administrator (the staff layout also
 * admits editors, so every loader and action here checks again), read with their own token. New,
 * edit and delete are child routes shown in a dialog over this table (ADR 035).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:classes.title");
  const translations = translationsFor(context, { staff: ["classes", "structure"] });
  const { flash, headers } = await readFlash(request);
  headers.set("Cache-Control", "private, no-store");
  try {
    const classes = await listClasses(context.get(directusContext));
    return data({ title, translations, classes, loadFailed: false, flash }, { headers });
  } catch (error) {
    console.error("Staff: could not read the classes:", error);
    return data({ title, translations, classes: [] as ClassRow[], loadFailed: true, flash }, { status: 503, headers });
  }
}

export default function Classes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { classes, loadFailed, flash } = loaderData;
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
  /** The row's name in its links' labels: course and cohort. */
  const nameOf = (row: ClassRow) => `${row.course} · ${row.cohort}`;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t("classes.title")}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{t("classes.intro")}</p>
        </div>
        <DialogLink to="/staff/classes/new" from="/staff/classes" className={buttonClass()}>
          {t("classes.add")}
        </DialogLink>
      </div>
      <ListMessages flash={flash} error={null} />
      <div className="mt-6">
        <DataTable
          caption={t("classes.title")}
          columns={columns}
          rows={classes}
          state={loadedState(loadFailed, {
            message: t("classes.loadFailed"),
            retryHref: "/staff/classes",
            retryLabel: t("structure.retry"),
          })}
          empty={t("classes.empty")}
          actions={{
            header: t("structure.actions"),
            cell: (row) => (
              <span className="inline-flex gap-2">
                <DialogLink
                  to={`/staff/classes/${row.id}/edit`}
                  from="/staff/classes"
                  className={rowLinkClass}
                  aria-label={t("classes.editLabel", { name: nameOf(row) })}
                >
                  {t("structure.edit")}
                </DialogLink>
                <DialogLink
                  to={`/staff/classes/${row.id}/delete`}
                  from="/staff/classes"
                  className={rowLinkClass}
                  aria-label={t("classes.deleteLabel", { name: nameOf(row) })}
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
