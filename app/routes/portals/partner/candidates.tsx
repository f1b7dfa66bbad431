import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/candidates";
import { focusRing } from "~/components/ui/focus-ring";
import { routeHeaders } from "~/features/http/route-headers";
import { percent } from "~/features/portals/partner/metrics";
import { partnerPage, pipelineAction, readApplications } from "~/features/portals/partner/partner.server";
import { partnerHref } from "~/features/portals/partner/paths";
import { Outcome, PageHeading, ScheduleInterviewLink, SimpleTable } from "~/features/portals/partner/ui";
import { RowActionForm } from "~/features/portals/shared/row-action-form";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * `/talent-pipeline/shortlist`: every shortlisted candidate, across jobs; `/talent-pipeline/offers`:
 * candidates past their interview, with the offer buttons (make an offer, mark it accepted or declined).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = new URL(request.url).pathname.replace(/\.data$/, "").endsWith("/offers") ? "offers" : "shortlist";
  const { client, member, title, headers, translations } = await partnerPage(request, context, page, [page]);
  const stages = page === "offers" ? ["interview", "offer", "accepted", "declined"] : ["shortlisted", "interview"];
  const candidates = await readApplications(client, { stage: { _in: stages } });
  const canDecide = member.role === "ORG_ADMIN" || member.role === "HIRING_MANAGER";
  return data({ title, translations, page, candidates, canDecide }, { headers });
}

export const action = ({ request, context }: Route.ActionArgs) => pipelineAction(request, context);

export default function Candidates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { page, candidates, canDecide } = loaderData;
  const button = (intent: string, id: number, who: string) => (
    <RowActionForm key={intent} intent={intent} id={id} row={who} variant={intent === "decline" ? "outline" : "primary"} className="inline">
      {t(`actions.${intent}`)}
    </RowActionForm>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t(`pages.${page}`)} intro={t(`intros.${page}`)} />
      <Outcome answer={actionData} />
      <SimpleTable
        caption={t(`pages.${page}`)}
        columns={[t("columns.candidate"), t("columns.job"), t("columns.match"), t("columns.stage"), t("columns.actions")]}
        rows={candidates.map((c) => [
          c.learner,
          <Link key="j" to={partnerHref(`talent-pipeline/jobs/${c.jobId}`)} className={`rounded text-primary underline ${focusRing}`}>
            {c.job}
          </Link>,
          `${percent(c.match)}%`,
          t(`stages.${c.stage}`),
          !canDecide ? (
            "—"
          ) : c.stage === "interview" && page === "offers" ? (
            button("offer", c.id, c.learner)
          ) : c.stage === "offer" ? (
            <div key="d" className="flex gap-2">
              {button("accept", c.id, c.learner)}
              {button("decline", c.id, c.learner)}
            </div>
          ) : c.stage === "shortlisted" ? (
            <ScheduleInterviewLink key="s" jobId={c.jobId} application={c.id} learner={c.learner} />
          ) : (
            "—"
          ),
        ])}
        empty={t("empty")}
      />
    </div>
  );
}
