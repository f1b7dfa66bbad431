import type { ReactNode } from "react";

export type NoticeTone = "info" | "success" | "warning" | "error";

const tones: Record<NoticeTone, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 font-medium text-red-800",
};

/**
 * A message about the page or a form: an error is an alert (read out at once), anything else a
 * status. Renders nothing without children, so a form can always place it.
 */
export function Notice({
  tone = "info",
  role,
  id,
  className = "",
  children,
}: {
  tone?: NoticeTone;
  /** Overrides the tone's role, e.g. "note" for a notice that never changes. */
  role?: "alert" | "status" | "note";
  id?: string;
  className?: string;
  children?: ReactNode;
}) {
  if (!children) return null;
  return (
    <div
      id={id}
      role={role ?? (tone === "error" ? "alert" : "status")}
      className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
