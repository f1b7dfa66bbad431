import { data } from "react-router";
import type { Route } from "./+types/offers";
import { routeHeaders } from "~/features/http/route-headers";
import { CandidatesPage, OfferButton } from "~/features/portals/partner/candidates";
import { partnerPage, pipelineAction, readApplications } from "~/features/portals/partner/partner.server";
import { formsFor, pageIntents } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "talent-pipeline/offers";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Candidates past their interview, with the button that makes an offer (the learner answers it in their portal: issue 48). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "offers", ["offers"]);
  const candidates = await readApplications(client, { stage: { _in: ["interview", "offer", "accepted", "declined", "expired"] } });
  return data({ title, translations, candidates, may: formsFor(member.role, path) }, { headers });
}

/** The offer button (the permission table's intents for this page); 403 to a member role it does not give them. */
export const action = ({ request, context }: Route.ActionArgs) => pipelineAction(request, context, pageIntents(path));

export default function PartnerOffers({ loaderData, actionData }: Route.ComponentProps) {
  const { candidates, may } = loaderData;
  return (
    <CandidatesPage
      page="offers"
      candidates={candidates}
      answer={actionData}
      actions={(c) => (c.stage === "interview" && may.offer ? <OfferButton intent="offer" candidate={c} /> : null)}
    />
  );
}
