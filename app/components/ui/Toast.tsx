import type { ReactNode } from "react";
import type { NoticeTone } from "./Notice";

const tones: Record<NoticeTone, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-800",
};

/**
 * A message after an action (the flash message, `readFlash`): announced politely (`role="status"`,
 * even for an error: the page did not fail, an earlier action did), shown at the top of the page
 * content and not hiding anything. Renders nothing without children.
 *
 *   <Toast tone={flash.tone}>{t(flash.key, flash.params)}</Toast>
 */
export function Toast({ tone = "info", className = "", children }: { tone?: NoticeTone; className?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className={`rounded-lg border px-4 py-3 text-sm font-medium shadow-sm ${tones[tone]} ${className}`}
    >
      {children}
    </div>
  );
}
