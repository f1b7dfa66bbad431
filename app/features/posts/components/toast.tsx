import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/Button";

/**
 * A short message in the corner (spec: toasts 'Không thể tải tin tức', 'Tạo bài viết thất bại').
 * Only shown with JavaScript: the same information is always on the page as well. `id` changes
 * for each new occurrence, so a repeated failure shows the toast again.
 */
export function Toast({ message, id, tone = "error" }: { message: string | null; id?: unknown; tone?: "error" | "info" }) {
  const { t } = useTranslation("news");
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!message) return;
    // A new message (or the same one again, a new `id`) shows the toast for six seconds.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(true);
    const timer = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(timer);
  }, [message, id]);
  return (
    <div aria-live="assertive" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {visible && message && (
        <div
          role="alert"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium text-white shadow-lg ${tone === "error" ? "bg-red-700" : "bg-slate-800"}`}
        >
          <span>{message}</span>
          <Button variant="ghost" size="sm" onDark onClick={() => setVisible(false)} className="underline">
            {t("dismiss")}
          </Button>
        </div>
      )}
    </div>
  );
}
