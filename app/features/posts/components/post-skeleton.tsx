import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Skeleton } from "~/components/ui/Skeleton";

/** True while the app navigates (client side) to a post page. */
export function useLoadingPost() {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname.startsWith("/post/");
}

/** Spec 001 §2: a skeleton while a post loads on a client navigation. */
export function PostSkeleton() {
  const { t } = useTranslation("post");
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl px-4 py-10">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="aspect-[40/21] w-full rounded-2xl" />
      <Skeleton className="mt-8 h-9 w-4/5 rounded" />
      <Skeleton className="mt-4 h-4 w-1/3 rounded" />
      <div className="mt-8 space-y-3">
        {["w-full", "w-[95%]", "w-[98%]", "w-[70%]", "w-[90%]", "w-[60%]"].map((width) => (
          <Skeleton key={width} className={`h-4 rounded ${width}`} />
        ))}
      </div>
    </div>
  );
}
