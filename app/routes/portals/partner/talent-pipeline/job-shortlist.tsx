import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/job-shortlist";
import { Button } from "~/components/ui/Button";
import { routeHeaders } from "~/features/http/route-headers";
import { percent } from "~/features/portals/partner/metrics";
import { partnerJobPage, pipelineAction, readJobCandidates, type JobCandidate } from "~/features/portals/partner/partner.server";
import { may, pageIntents } from "~/features/portals/partner/paths";
import { Outcome, PageHeading, ScheduleInterviewLink, SimpleTable } from "~/features/portals/partner/ui";
import { RowActionForm } from "~/features/portals/shared/row-action-form";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { moves, rejectReasons } from "../../../../../cms/extensions/shared/hiring.mjs";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * A job's candidates (learners who applied or were matched), best match first, each with what they
 * chose to share (issue 48); a new or viewed one can be shortlisted, and any before an offer turned
 * down with a reason the learner reads in kind words.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, member, title, headers, translations, job, crumbs } = await partnerJobPage(request, context, params.id, "jobShortlist", [
    "competencies",
  ]);
  const candidates = await readJobCandidates(client, job.id);
  return data(
    {
      title,
      translations,
      job,
      candidates,
      canShortlist: may(member.role, "shortlist"),
      canReject: may(member.role, "reject-application"),
      crumbs,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents("talent-pipeline/jobs/:id/shortlist"));

export default function JobShortlist({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, candidates, canShortlist, canReject } = loaderData;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.jobShortlist")} intro={t("intros.jobShortlist", { job: job.title })} />
      <Outcome answer={actionData} />
      <SimpleTable
        caption={t("pages.jobShortlist")}
        columns={[t("columns.candidate"), t("columns.match"), t("columns.stage"), t("shared.title"), t("columns.actions")]}
        rows={candidates.map((c) => [
          c.learner,
          `${percent(c.match)}%`,
          t(`stages.${c.stage}`),
          <SharedParts key="p" candidate={c} />,
          <div key="a" className="flex flex-col gap-2">
            {moves.shortlisted.from.includes(c.stage) && canShortlist ? (
              <RowActionForm intent="shortlist" id={c.id} row={c.learner} variant="outline">
                {t("actions.shortlist")}
              </RowActionForm>
            ) : null}
            {c.stage === "shortlisted" && canShortlist ? (
              <ScheduleInterviewLink jobId={job.id} application={c.id} learner={c.learner} />
            ) : null}
            {moves.rejected.from.includes(c.stage) && canReject ? <RejectForm candidate={c} /> : null}
          </div>,
        ])}
        empty={t("jobs.noCandidates")}
      />
    </div>
  );
}

/** What the candidate wrote and chose to share: the motivation, their levels, passed projects, last assessment. */
function SharedParts({ candidate }: { candidate: JobCandidate }) {
  const { t } = useTranslation("portal-partner");
  const { t: tPortal } = useTranslation("portal");
  const { motivation, shared } = candidate;
  // A competency by its name in the reader's language (its key only if it is none of the academy's).
  const levels = (rows: { key: string; value: number }[]) =>
    rows.map((r) => `${tPortal(`competencies.${r.key}`, { defaultValue: r.key })} ${percent(r.value)}%`).join(", ");
  if (!motivation && !shared.competencies && !shared.portfolio && !shared.assessment) return <>{t("shared.none")}</>;
  return (
    <dl className="flex max-w-md flex-col gap-1" data-testid="shared">
      {motivation ? (
        <div>
          <dt className="font-semibold">{t("shared.motivation")}</dt>
          <dd className="whitespace-pre-line">{motivation}</dd>
        </div>
      ) : null}
      {shared.competencies ? (
        <div>
          <dt className="font-semibold">{t("shared.competencies")}</dt>
          <dd>{levels(shared.competencies) || "—"}</dd>
        </div>
      ) : null}
      {shared.portfolio ? (
        <div>
          <dt className="font-semibold">{t("shared.portfolio")}</dt>
          <dd>{shared.portfolio.length ? shared.portfolio.join(", ") : t("shared.noPassed")}</dd>
        </div>
      ) : null}
      {shared.assessment ? (
        <div>
          <dt className="font-semibold">{t("shared.assessment", { week: shared.assessment.weekOf })}</dt>
          <dd>{levels(shared.assessment.levels)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Turning a candidate down: a reason (the learner reads kind words for it, in their language) and the button. A real post. */
function RejectForm({ candidate }: { candidate: JobCandidate }) {
  const { t } = useTranslation("portal-partner");
  const id = `reject-${candidate.id}-reason`;
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="reject-application" />
      <input type="hidden" name="id" value={candidate.id} />
      <label htmlFor={id} className="sr-only">
        {t("reject.reason")}: {candidate.learner}
      </label>
      <select id={id} name="reason" className="rounded-lg border border-slate-300 px-2 py-1 text-sm" defaultValue="skills">
        {rejectReasons.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reject.reasons.${reason}`)}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline">
        {t("actions.reject")}
        <span className="sr-only">: {candidate.learner}</span>
      </Button>
    </Form>
  );
}
