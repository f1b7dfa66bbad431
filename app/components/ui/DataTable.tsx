import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./Button";
import { openRowMenuAt } from "./RowMenu";
import { ScrollBox } from "./ScrollBox";

export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row (a <th scope="row">), e.g. a title or a person. */
  rowHeader?: boolean;
  className?: string;
}

/**
 * What a list is doing (issue 25: one list state for every table): loading, failed (the error in
 * words and a way to try again), or ready. Empty and filtered-empty follow from the rows: `empty`
 * when there is nothing at all, `filteredEmpty` when a filter is on and nothing matches.
 */
export type ListState =
  | { kind: "ready" }
  | { kind: "loading"; label: ReactNode }
  | { kind: "failed"; message: ReactNode; retryHref?: string; retryLabel?: ReactNode };

/** A list's state from its loader: `failure` (its error and a retry) when it could not be read, else ready. */
export function loadedState(failed: boolean, failure: { message: ReactNode; retryHref?: string; retryLabel?: ReactNode }): ListState {
  return failed ? { kind: "failed", ...failure } : { kind: "ready" };
}

/** Rows without an `id` need a `rowKey` (a generic caller that cannot know gives one). */
type KeyedRows<Row> = { rowKey: (row: Row) => string | number } | (Row extends { id: string | number } ? unknown : never);

/**
 * A table of records: a caption for screen readers (every table sits under a heading that already
 * shows its name), column headers, an empty state in words, and optional row actions (buttons, a
 * RowMenu) in a last column. Scrolls sideways on narrow screens.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  actions,
  className = "",
  state = { kind: "ready" },
  filtered = false,
  filteredEmpty,
  footer,
}: {
  caption: ReactNode;
  columns: Column<Row>[];
  rows: Row[];
  /** What tells the rows apart: their `id` unless this says otherwise. */
  rowKey?: (row: Row) => string | number;
  empty: ReactNode;
  actions?: { header: ReactNode; cell: (row: Row) => ReactNode };
  /** On the <table>, e.g. a minimum width. */
  className?: string;
  state?: ListState;
  /** A filter is on: an empty list says `filteredEmpty` instead of `empty`. */
  filtered?: boolean;
  filteredEmpty?: ReactNode;
  /** Under the table (totals, paging), shown whenever the table is. */
  footer?: ReactNode;
} & KeyedRows<Row>) {
  const captionId = useId();
  if (state.kind === "loading") {
    return (
      <p role="status" className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-700">
        {state.label}
      </p>
    );
  }
  if (state.kind === "failed") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-red-900"
      >
        <p>{state.message}</p>
        {state.retryHref ? (
          <Link to={state.retryHref} className={buttonClass({ variant: "outline", size: "sm" })}>
            {state.retryLabel}
          </Link>
        ) : null}
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <>
        <p className="rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-700">{filtered && filteredEmpty ? filteredEmpty : empty}</p>
        {footer}
      </>
    );
  }
  const cellClass = "cell";
  return (
    <>
      {/* A box that scrolls on a phone (issue 56), named by the caption. */}
      <ScrollBox labelledBy={captionId}>
        <table className={`w-full text-left text-sm ${className}`}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="py-2 pr-4 font-semibold">
                  {column.header}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="py-2 text-right font-semibold">
                  {actions.header}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey ? rowKey(row) : (row as { id: string | number }).id}
                className="border-b border-slate-200"
                // A right-click on a row with a menu opens that menu at the pointer (spec 001 §2).
                onContextMenu={
                  actions
                    ? (event) => {
                        if (openRowMenuAt(event.currentTarget, event.clientX, event.clientY)) event.preventDefault();
                      }
                    : undefined
                }
              >
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={`${cellClass} font-normal ${column.className ?? ""}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.key} className={`${cellClass} ${column.className ?? ""}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions ? <td className="py-3 text-right align-top">{actions.cell(row)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {footer}
    </>
  );
}
