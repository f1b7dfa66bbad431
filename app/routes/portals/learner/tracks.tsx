import type { Route } from "./+types/tracks";
import { routeHeaders } from "~/features/http/route-headers";
import { readTracks } from "~/features/portals/learner/dashboard.server";
import { SectionPage, Tracks } from "~/features/portals/learner/section-page";
import { learnerSectionData } from "~/features/portals/learner/section-page.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** Learning › Tracks: each track with its courses, the learner's own marked (the catalogue). */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return learnerSectionData(request, context, "tracks", (client) => readTracks(client));
}

export default function LearnerTracks({ loaderData: { title, failed, content } }: Route.ComponentProps) {
  return (
    <SectionPage section="tracks" title={title} failed={failed}>
      {content ? <Tracks catalogue={content} /> : null}
    </SectionPage>
  );
}
