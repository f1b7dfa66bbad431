import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { LinkButton } from "~/components/ui/LinkButton";
import { DialogLink } from "~/components/ui/RouteDialog";
import { ListMessages } from "~/features/staff/list-messages";
import type { StructureArea } from "./structure";

/**
 * The column that names a row (its `<th scope="row">`), in bold: `name` its words, `lang` the
 * language they are written in when it is the row's own.
 */
export function nameColumn<Row>({
  key,
  header,
  name,
  lang,
  className,
}: {
  key: string;
  header: string;
  name: (row: Row) => ReactNode;
  lang?: (row: Row) => string;
  className?: string;
}): Column<Row> {
  return {
    key,
    header,
    rowHeader: true,
    cell: (row) => (
      <span className="font-semibold" lang={lang?.(row)}>
        {name(row)}
      </span>
    ),
    className,
  };
}

/**
 * A list's Export CSV and Import CSV beside Add (issue 50, item 3): the file to download and the
 * import page, each with its words' key.
 */
export function CsvTools({ exportCsv, importCsv }: { exportCsv: { href: string; key: string }; importCsv: { href: string; key: string } }) {
  const { t } = useTranslation("staff");
  return (
    <>
      <LinkButton href={exportCsv.href} variant="outline" download>
        {t(exportCsv.key)}
      </LinkButton>
      <LinkButton href={importCsv.href} variant="outline">
        {t(importCsv.key)}
      </LinkButton>
    </>
  );
}

/** A row's Edit and Delete links. */
const rowLinkClass = buttonClass({ variant: "outline", size: "sm" });

/**
 * A structure page's list (issue 50): its heading and words (`staff:<area>.*`), Add, the table with
 * each row's Edit and Delete, and below it the child route's dialog (new, edit, delete; ADR 035).
 * `label` gives a row's Edit and Delete their accessible names (`<area>.editLabel`, `.deleteLabel`).
 */
export function StructureList<Row extends { id: number }>({
  area,
  columns,
  rows,
  loadFailed,
  label,
  tools,
}: {
  area: StructureArea;
  columns: Column<Row>[];
  rows: Row[];
  loadFailed: boolean;
  label: (row: Row) => Record<string, string>;
  /** More of the page's tools beside Add (the companies' Export CSV). */
  tools?: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const list = `/staff/${area}`;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t(`${area}.title`)}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{t(`${area}.intro`)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {tools}
          <DialogLink to={`${list}/new`} from={list} className={buttonClass()}>
            {t(`${area}.add`)}
          </DialogLink>
        </div>
      </div>
      <ListMessages error={null} />
      <div className="mt-6">
        <DataTable
          caption={t(`${area}.title`)}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          state={loadedState(loadFailed, { message: t(`${area}.loadFailed`), retryHref: list, retryLabel: t("structure.retry") })}
          empty={t(`${area}.empty`)}
          actions={{
            header: t("structure.actions"),
            cell: (row) => (
              <span className="inline-flex gap-2">
                {(["edit", "delete"] as const).map((action) => (
                  <DialogLink
                    key={action}
                    to={`${list}/${row.id}/${action}`}
                    from={list}
                    className={rowLinkClass}
                    aria-label={t(`${area}.${action}Label`, label(row))}
                  >
                    {t(`structure.${action}`)}
                  </DialogLink>
                ))}
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
