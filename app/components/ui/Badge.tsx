import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "primary" | "secondary" | "success" | "warning" | "danger";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-200 text-slate-800",
  primary: "bg-primary text-white",
  secondary: "bg-secondary text-white",
  success: "bg-emerald-100 text-emerald-900",
  warning: "bg-amber-100 text-amber-900",
  danger: "bg-red-100 text-red-900",
};

/** A short state label (post status, delivery state). Put the state's name in `label` for screen readers if the word alone is unclear. */
export function Badge({ tone = "neutral", label, children }: { tone?: BadgeTone; label?: string; children: ReactNode }) {
  return (
    <span className={`badge ${tones[tone]}`}>
      {/* One text node (no `<!-- -->` between the parts): a badge is on many rows of a page. */}
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {children}
    </span>
  );
}
