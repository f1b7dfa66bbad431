import { data } from "react-router";
import type { Route } from "./+types/shortlist";
import { routeHeaders } from "~/features/http/route-headers";
import { CandidatesPage } from "~/features/portals/partner/candidates";
import { partnerPage, pipelineAction, readApplications } from "~/features/portals/partner/partner.server";
import { may, pageIntents } from "~/features/portals/partner/paths";
import { ScheduleInterviewLink } from "~/features/portals/partner/ui";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "talent-pipeline/shortlist";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Every shortlisted candidate, across jobs (and those with an interview), each with a link to schedule one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "shortlist", ["shortlist"]);
  const candidates = await readApplications(client, { stage: { _in: ["shortlisted", "interview"] } });
  // The link leads to the schedule page's form: shown to the member roles that may send it.
  return data({ title, translations, candidates, canSchedule: may(member.role, "schedule") }, { headers });
}

/** No form here: any post is a 400 (an unknown intent). */
export const action = ({ request, context }: Route.ActionArgs) => pipelineAction(request, context, pageIntents(path));

export default function PartnerShortlist({ loaderData, actionData }: Route.ComponentProps) {
  const { candidates, canSchedule } = loaderData;
  return (
    <CandidatesPage
      page="shortlist"
      candidates={candidates}
      answer={actionData}
      actions={(c) =>
        canSchedule && c.stage === "shortlisted" ? <ScheduleInterviewLink jobId={c.jobId} application={c.id} learner={c.learner} /> : null
      }
    />
  );
}
