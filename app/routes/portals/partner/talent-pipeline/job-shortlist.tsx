import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/job-shortlist";
import { routeHeaders } from "~/features/http/route-headers";
import { percent } from "~/features/portals/partner/metrics";
import { partnerPage, pipelineAction, readApplications, readJob } from "~/features/portals/partner/partner.server";
import { may, pageIntents } from "~/features/portals/partner/paths";
import { Outcome, PageHeading, ScheduleInterviewLink, SimpleTable } from "~/features/portals/partner/ui";
import { RowActionForm } from "~/features/portals/shared/row-action-form";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** A job's candidates (learners with a job match), best match first; a viewed one can be shortlisted. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "jobShortlist", ["jobShortlist"]);
  const id = Number(params.id);
  const job = Number.isSafeInteger(id) && id > 0 ? await readJob(client, id) : null;
  if (!job) throw data({ message: "No such job." }, { status: 404 });
  const candidates = (await readApplications(client, { job: { _eq: job.id } })).sort((a, b) => (b.match ?? 0) - (a.match ?? 0));
  const canShortlist = may(member.role, "shortlist");
  return data(
    {
      title: `${title} · ${job.title}`,
      translations,
      job,
      candidates,
      canShortlist,
      crumbs: { [`talent-pipeline/jobs/${job.id}`]: job.title },
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents("talent-pipeline/jobs/:id/shortlist"));

export default function JobShortlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, candidates, canShortlist } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.jobShortlist")} intro={t("intros.jobShortlist", { job: job.title })} />
      <Outcome answer={actionData} />
      <SimpleTable
        caption={t("pages.jobShortlist")}
        columns={[t("columns.candidate"), t("columns.match"), t("columns.stage"), t("columns.actions")]}
        rows={candidates.map((c) => [
          c.learner,
          `${percent(c.match)}%`,
          t(`stages.${c.stage}`),
          c.stage === "viewed" && canShortlist ? (
            <RowActionForm key="s" intent="shortlist" id={c.id} row={c.learner} variant="outline">
              {t("actions.shortlist")}
            </RowActionForm>
          ) : c.stage === "shortlisted" && canShortlist ? (
            <ScheduleInterviewLink key="i" jobId={job.id} application={c.id} learner={c.learner} />
          ) : (
            "—"
          ),
        ])}
        empty={t("jobs.noCandidates")}
      />
    </div>
  );
}
