import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import type { NoticeTone } from "./Notice";

const tones: Record<NoticeTone, string> = {
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-800",
};

type ToastProps = { tone?: NoticeTone; className?: string; children?: ReactNode } & (
  | { corner?: false }
  /** In the corner, for six seconds after each new `id` (a repeated failure shows it again). */
  | { corner: true; id?: unknown }
);

/**
 * The app's one toast (issue 46). By default a message after an action (the flash message the
 * root loader reads, `FlashToast`): announced politely (`role="status"`, even for an error: the page
 * did not fail, an earlier action did), shown at the top of the page content and not hiding
 * anything. With `corner`, a short message in the corner that only JavaScript shows (spec 000: the
 * toasts 'Không thể tải tin tức', 'Tạo bài viết thất bại'): the same information is always on the
 * page as well. Renders nothing without children.
 *
 *   <Toast tone="success">{message}</Toast>
 *   <Toast corner tone="error" id={failedAt}>{failed ? t("createFailed") : null}</Toast>
 */
export function Toast(props: ToastProps) {
  if (props.corner) return <CornerToast {...props} />;
  const { tone = "info", className = "", children } = props;
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

function CornerToast({ tone = "error", children, id }: { tone?: NoticeTone; children?: ReactNode; id?: unknown }) {
  const { t } = useTranslation("common");
  const [visible, setVisible] = useState(false);
  const shown = Boolean(children);
  useEffect(() => {
    if (!shown) return;
    // A new message (or the same one again, a new `id`) shows the toast for six seconds.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(timer);
  }, [shown, id]);
  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {visible && shown && (
        <div
          role="alert"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${tone === "error" ? "bg-red-700" : "bg-slate-800"}`}
        >
          <span>{children}</span>
          <Button variant="ghost" size="sm" onDark onClick={() => setVisible(false)} className="underline">
            {t("dismiss")}
          </Button>
        </div>
      )}
    </div>
  );
}
