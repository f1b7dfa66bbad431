import type { Route } from "./+types/analytics";
import { routeHeaders } from "~/features/http/route-headers";
import { readLearnerDashboard } from "~/features/portals/learner/dashboard.server";
import { readProgress } from "~/features/portals/learner/progress.server";
import { Analytics, Progress, SectionPage } from "~/features/portals/learner/section-page";
import { learnerSectionData } from "~/features/portals/learner/section-page.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** Analytics: the learner's progress week by week, passed projects and every competency (their own rows). */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return learnerSectionData(request, context, "analytics", async (client, userId) => {
    const [dashboard, progress] = await Promise.all([readLearnerDashboard(client, userId), readProgress(client)]);
    return { dashboard, progress };
  });
}

export default function LearnerAnalytics({ loaderData: { title, failed, content } }: Route.ComponentProps) {
  return (
    <SectionPage section="analytics" title={title} failed={failed}>
      {content ? (
        <>
          <Progress weeks={content.progress} />
          <Analytics dashboard={content.dashboard} />
        </>
      ) : null}
    </SectionPage>
  );
}
