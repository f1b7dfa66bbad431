import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorContent } from "~/components/site/ErrorContent";
import { SiteFooter } from "~/components/site/SiteFooter";
import { SiteHeader } from "~/components/site/SiteHeader";
import { useOptionalUser } from "~/features/auth/use-user";
import { translationsFor } from "~/features/i18n/translations.server";
import { PostSkeleton, useLoadingPost } from "~/features/posts/components/post-skeleton";
import { FlashToast } from "~/features/forms/flash-toast";

/**
 * The header's words come with the root; the footer's (with its newsletter form) only with the
 * public site, the one area that shows it, and the skeleton shown while a post loads.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, { site: ["footer", "newsletter"], post: ["loading"] }) };
}

/** The public site's frame: header, footer, the skeleton while a post loads, the error page. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  const user = useOptionalUser();
  return (
    <>
      <SiteHeader signedIn={Boolean(user)} />
      <main id="main" className="min-h-[60vh]">
        <FlashToast container="mx-auto max-w-6xl px-4 pt-6" />
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

export default function SiteLayout() {
  const loadingPost = useLoadingPost();
  return <SiteFrame>{loadingPost ? <PostSkeleton /> : <Outlet />}</SiteFrame>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteFrame>
      <ErrorContent error={error} />
    </SiteFrame>
  );
}
