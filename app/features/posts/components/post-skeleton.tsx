import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";

/** True while the app navigates (client side) to a post page. */
export function useLoadingPost() {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/post/");
}

/** Spec 001 §2: a skeleton while a post loads on a client navigation. */
export function PostSkeleton() {
  const { t } = useTranslation("post");
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl animate-pulse px-4 py-10 motion-reduce:animate-none">
      <span className="sr-only">{t("loading")}</span>
      <div className="aspect-[40/21] w-full rounded-2xl bg-slate-200" />
      <div className="mt-8 h-9 w-4/5 rounded bg-slate-200" />
      <div className="mt-4 h-4 w-1/3 rounded bg-slate-200" />
      <div className="mt-8 space-y-3">
        {[100, 95, 98, 70, 90, 60].map((w, i) => (
          <div key={i} className="h-4 rounded bg-slate-200" style={{ width: `${w}%` }} />
        ))}
      </div>
    </div>
  );
}
