import type { ReactNode } from "react";
import { Link } from "react-router";
import { Notice, type NoticeTone } from "~/components/ui/Notice";

export { PageHeading } from "~/components/ui/PageHeading";

/** A titled block of a portal page: a region named by its heading, with an anchor (`#id`). */
export function Panel({
  id,
  title,
  intro,
  children,
  className = "",
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`panel bg-white ${className}`}>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
      {children}
    </section>
  );
}

/** What a list without rows says (spec: an empty list says so). */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{children}</p>;
}

/** A panel's list (`children` renders an item as its `<li>`), or `empty` in words when there is none. */
export function ListOrEmpty<Item>({
  items,
  empty,
  className = "mt-4 flex flex-col gap-3",
  children,
}: {
  items: Item[];
  empty: ReactNode;
  className?: string;
  children: (item: Item) => ReactNode;
}) {
  return items.length ? <ul className={className}>{items.map((item) => children(item))}</ul> : <Empty>{empty}</Empty>;
}

/** A share as a labelled bar: the percent is the text, the bar only shows it. */
export function ProgressBar({ value, label, tone = "primary" }: { value: number; label: string; tone?: "primary" | "success" | "danger" }) {
  const colour = { primary: "bg-primary", success: "bg-emerald-600", danger: "bg-red-600" }[tone];
  return (
    <div className="flex items-center gap-3">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={`h-full ${colour}`} style={{ width: `${value}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold text-slate-800">{value}%</span>
    </div>
  );
}

/** A table's column headings: one `thead` row. */
export function ColumnHeads({ columns, cellClassName = "py-2" }: { columns: string[]; cellClassName?: string }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-slate-600">
        {columns.map((column) => (
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A form control under its label (the control in `children` has the id `id`), with its error after it. */
export function LabelledControl({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-semibold text-slate-900">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A notice under a portal page's heading that ends with a link: what to do next, and where. */
export function LinkNotice({ tone, text, to, link }: { tone: NoticeTone; text: string; to: string; link: string }) {
  return (
    <Notice tone={tone} className="mt-4">
      {text}{" "}
      <Link to={to} className="font-semibold underline">
        {link}
      </Link>
    </Notice>
  );
}
