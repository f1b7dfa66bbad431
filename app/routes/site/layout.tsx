import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorContent } from "~/components/site/ErrorContent";
import { SiteFooter } from "~/components/site/SiteFooter";
import { SiteHeader } from "~/components/site/SiteHeader";
import { PostSkeleton, useLoadingPost } from "~/features/posts/components/post-skeleton";

/** The public site's frame: header, footer, the skeleton while a post loads, the error page. */
function SiteFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" className="min-h-[60vh]">
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
