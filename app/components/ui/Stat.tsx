import type { ReactNode } from "react";

/**
 * Figures (issue 25): a description list, one `Stat` per figure, so a screen reader reads each
 * label with its figure ("Learners trained: 12,000"). The landing, the partner page and the portal
 * dashboards show theirs with it.
 *
 *   <Stats className="grid gap-4 sm:grid-cols-3">
 *     <Stat label={t("passRate")} value="82%" hint={t("target")} />
 *   </Stats>
 */
export function Stats({ className = "", children }: { className?: string; children: ReactNode }) {
  return <dl className={className}>{children}</dl>;
}

const looks = {
  /** A small card (portal dashboards): the label above the figure. */
  panel: { box: "rounded-xl bg-slate-50 p-4", label: "text-sm text-slate-700", order: "", value: "text-2xl font-bold text-slate-900" },
  /** No card (the landing): the figure above its label. */
  plain: { box: "flex flex-col", label: "order-2 text-sm text-slate-700", order: "order-1", value: "text-3xl font-bold text-primary" },
  /** A tinted card with a large figure above its label (the partner page's outcomes). */
  highlight: {
    box: "flex flex-col rounded-2xl bg-teal-50 p-6 ring-1 ring-teal-200",
    label: "order-2 text-slate-700",
    order: "order-1",
    value: "text-4xl font-bold text-primary-dark",
  },
} as const;

/**
 * One figure of a `Stats` list: its label (`<dt>`), the figure (`<dd>`), and an optional hint (a
 * second `<dd>`, e.g. a target). The figure keeps the server's text on hydration: numbers are
 * written differently by Node and some browsers (Khmer, Burmese digits).
 */
export function Stat({
  label,
  value,
  hint,
  look = "panel",
  valueClassName,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  look?: keyof typeof looks;
  /** Replaces the look's size and colour of the figure. */
  valueClassName?: string;
}) {
  const style = looks[look];
  return (
    <div className={style.box}>
      <dt className={style.label}>{label}</dt>
      <dd className={`${style.order} ${valueClassName ?? style.value}`.trim()} suppressHydrationWarning>
        {value}
      </dd>
      {hint ? <dd className="order-3 text-sm text-slate-700">{hint}</dd> : null}
    </div>
  );
}
