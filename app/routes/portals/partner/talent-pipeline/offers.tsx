import { data } from "react-router";
import type { Route } from "./+types/offers";
import { routeHeaders } from "~/features/http/route-headers";
import { CandidatesPage, MakeOfferLink } from "~/features/portals/partner/candidates";
import { partnerPage, readApplications } from "~/features/portals/partner/partner.server";
import { may } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Candidates past their interview, with a link to make an offer (its job's page asks for the start
 * date, terms and answer-by date: issue 48, item 1); the learner answers it in their portal, and an
 * offer left unanswered past its answer-by date expires (ADR 041).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "offers", ["offers"]);
  const candidates = await readApplications(client, { stage: { _in: ["interview", "offer", "accepted", "declined", "expired"] } });
  return data({ title, translations, candidates, mayOffer: may(member.role, "offer") }, { headers });
}

export default function PartnerOffers({ loaderData }: Route.ComponentProps) {
  const { candidates, mayOffer } = loaderData;
  return (
    <CandidatesPage
      page="offers"
      candidates={candidates}
      actions={(c) => (c.stage === "interview" && mayOffer ? <MakeOfferLink candidate={c} /> : null)}
    />
  );
}
