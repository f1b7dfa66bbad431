import { useTranslation } from "react-i18next";
import { Form, Link, Outlet, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/table";
import { Badge } from "~/components/ui/Badge";
import { buttonClass } from "~/components/ui/Button";
import { DataTable, type Column, type ListState } from "~/components/ui/DataTable";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { RowMenu, type RowMenuItem } from "~/components/ui/RowMenu";
import { SelectField } from "~/components/ui/SelectField";
import { directusContext } from "~/features/cms/directus.server";
import { adminDialogHref, adminPaths } from "~/features/staff/admin/admin-path";
import { listClasses } from "~/features/staff/admin/content.server";
import { cohortsOf, displayName, initials, isSuspended, isUnconfirmed, type LearnerRow } from "~/features/staff/admin/lists";
import { adminQueryOf } from "~/features/staff/admin/query.server";
import { readLearnersTable, tableError } from "~/features/staff/admin/tables.server";
import { AdminSection } from "../admin-section";
import { Pager, sameListParams } from "../pager";
import { SearchForm } from "../search-form";

/**
 * The admin page's learners table (issue 29, spec 001 §7): seed-user accounts filtered by `?uq=` and
 * paged by `?upage=` in Directus with the content administrator's own token, and the bulk form
 * (its classes and cohorts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { q, uq, upage } = adminQueryOf(request, context);
  const client = context.get(directusContext);
  const [learners, classes] = await Promise.all([
    readLearnersTable(client, { uq, page: upage }).then(
      (table) => ({ table, error: null }),
      (error: unknown) => {
        console.error("Admin: could not read learners:", error);
        return { table: { rows: [] as LearnerRow[], page: 1, pages: 1, total: 0 }, error: tableError(error) };
      },
    ),
    listClasses(client).catch(() => []),
  ]);
  return { q, uq, learners: learners.table, error: learners.error, classes };
}

/** Read again after an action, or when this table's filter or page changed; not for the other table's. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return sameListParams(args, ["uq", "upage"]) ? false : args.defaultShouldRevalidate;
}

export default function LearnersTable({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const location = useLocation();
  const { learners, error, q, uq, classes } = loaderData;
  const dialog = (path: string) => adminDialogHref(path, location.search);
  const nameOf = (learner: LearnerRow) => displayName(learner) ?? t("admin.learners.unknown");

  const learnerItems = (learner: LearnerRow): RowMenuItem[] => {
    const ask = (path: string) => ({ to: dialog(`learners/${learner.id}/${path}`), dialog: true as const });
    return [
      { label: t("admin.learner.view"), to: adminPaths.learner(learner.id) },
      { label: t("admin.learner.message"), ...ask("message") },
      { label: t("admin.learner.resetPassword"), ...ask("reset-password") },
      isSuspended(learner.status)
        ? { label: t("admin.learner.activate"), intent: "activate", action: dialog(`learners/${learner.id}/status`) }
        : { label: t("admin.learner.suspend"), intent: "suspend", action: dialog(`learners/${learner.id}/status`) },
      { label: t("admin.learner.assignClass"), ...ask("assign-class") },
      { label: t("admin.learner.moveCohort"), ...ask("cohort") },
      { label: t("admin.learner.changeRole"), ...ask("role") },
      { label: t("admin.learner.removeClass"), ...ask("remove-class") },
      { label: t("admin.learner.delete"), danger: true, ...ask("delete") },
    ];
  };

  const columns: Column<LearnerRow>[] = [
    {
      key: "select",
      header: <span className="sr-only">{t("admin.bulk.select")}</span>,
      // Joined to the bulk form below the table by `form=` (a table cannot sit inside a form).
      cell: (learner) => (
        <input
          type="checkbox"
          name="ids"
          value={learner.id}
          form="bulk-form"
          aria-label={t("admin.bulk.selectOne", { name: nameOf(learner) })}
          className="size-5"
        />
      ),
    },
    {
      key: "name",
      header: t("admin.learners.columns.name"),
      rowHeader: true,
      cell: (learner) => (
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xs font-bold text-teal-900"
          >
            {initials(learner) ?? "👤"}
          </span>
          <span className="font-semibold text-slate-900">{nameOf(learner)}</span>
        </div>
      ),
    },
    {
      key: "role",
      header: t("admin.learners.columns.role"),
      cell: (learner) => (
        <span className="flex flex-wrap gap-1">
          <Badge>{learner.role?.name ?? "—"}</Badge>
          {isSuspended(learner.status) ? <Badge tone="danger">{t("admin.learners.suspended")}</Badge> : null}
          {isUnconfirmed(learner.status) ? <Badge tone="warning">{t("admin.learners.unconfirmed")}</Badge> : null}
        </span>
      ),
    },
    { key: "email", header: t("admin.learners.columns.email"), cell: (learner) => learner.email ?? "—" },
    {
      key: "message",
      header: <span className="sr-only">{t("admin.learner.message")}</span>,
      cell: (learner) => (
        <Link
          to={dialog(`learners/${learner.id}/message`)}
          {...dialogLinkProps(location.pathname + location.search)}
          className={buttonClass({ variant: "outline", size: "sm" })}
          aria-label={t("admin.learner.messageTo", { name: nameOf(learner) })}
        >
          {t("admin.learner.message")}
        </Link>
      ),
    },
  ];

  const state: ListState = error
    ? {
        kind: "failed",
        message: t("admin.learners.error", { error }),
        retryHref: location.pathname + location.search,
        retryLabel: t("admin.retry"),
      }
    : { kind: "ready" };

  return (
    <>
      <AdminSection headingId="learners-heading" title={t("admin.learners.title")}>
        <SearchForm look="list" name="uq" value={uq} keep={q ? { q } : {}} label={t("admin.learners.filter")} maxLength={200} />
        <DataTable
          caption={t("admin.learners.title")}
          columns={columns}
          rows={learners.rows}
          state={state}
          empty={t("admin.learners.none")}
          filtered={Boolean(uq)}
          filteredEmpty={t("admin.learners.empty")}
          className="min-w-[48rem]"
          actions={{
            header: <span className="sr-only">{t("admin.actions")}</span>,
            cell: (learner) => (
              <RowMenu
                id={`learner-${learner.id}`}
                label={t("admin.learner.manage", { name: nameOf(learner) })}
                items={learnerItems(learner)}
              />
            ),
          }}
          footer={
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
              <p>
                {t("admin.learners.total", { count: learners.total })} · {t("admin.learners.showing", { count: learners.rows.length })}
              </p>
              <Pager param="upage" page={learners.page} pages={learners.pages} label={t("admin.learners.pages")} />
            </div>
          }
        />
        {/* Bulk (toolbar): the ticked rows go to their own route, which answers with a dialog when something is missing. */}
        <Form
          method="post"
          action={dialog("learners/bulk")}
          id="bulk-form"
          aria-labelledby="bulk-heading"
          className="flex scroll-mt-24 flex-col gap-3 rounded-xl border border-slate-200 p-4"
        >
          <h3 id="bulk-heading" className="text-lg font-semibold text-slate-900">
            {t("admin.bulk.title")}
          </h3>
          <p className="text-sm text-slate-700">{t("admin.bulk.intro")}</p>
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              field={{ id: "bulk-cohort", name: "cohort" }}
              label={t("admin.learner.cohortLabel")}
              options={cohortsOf(classes)}
            />
            <button type="submit" name="intent" value="bulkMove" className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("admin.toolbar.bulkMove")}
            </button>
            <SelectField
              field={{ id: "bulk-class", name: "class" }}
              label={t("admin.learner.classLabel")}
              options={classes.map((option) => ({ value: String(option.id), label: option.label }))}
            />
            <button type="submit" name="intent" value="bulkAssign" className={buttonClass({ variant: "outline", size: "sm" })}>
              {t("admin.toolbar.bulkAssign")}
            </button>
          </div>
        </Form>
      </AdminSection>
      <Outlet />
    </>
  );
}
