import type { Route } from "./+types/portfolio";
import { routeHeaders } from "~/features/http/route-headers";
import { readLearnerDashboard } from "~/features/portals/learner/dashboard.server";
import { Portfolio, SectionPage } from "~/features/portals/learner/section-page";
import { learnerSectionData } from "~/features/portals/learner/section-page.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** Portfolio: the learner's passed projects and strongest competencies (their own rows). */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return learnerSectionData(request, context, "portfolio", readLearnerDashboard);
}

export default function LearnerPortfolio({ loaderData: { title, failed, content } }: Route.ComponentProps) {
  return (
    <SectionPage section="portfolio" title={title} failed={failed}>
      {content ? <Portfolio dashboard={content} /> : null}
    </SectionPage>
  );
}
