import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { percent } from "./metrics";
import { partnerHref } from "./paths";
import { Outcome, PageHeading, SimpleTable } from "./ui";
import type { PartnerReply } from "./reply";

/** A candidate as the candidate lists show them. */
export interface Candidate {
  id: number;
  jobId: number;
  job: string;
  learner: string;
  match: number | null;
  stage: string;
}

/** The link to make a candidate an offer (its job's page asks for the dates and terms; the learner answers it in their portal). */
export function MakeOfferLink({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation("portal-partner");
  return (
    <Link
      to={`${partnerHref(`talent-pipeline/jobs/${candidate.jobId}/offer`)}?application=${candidate.id}`}
      className={`rounded font-semibold text-primary underline ${focusRing}`}
    >
      {t("actions.offer")}
      <span className="sr-only">: {candidate.learner}</span>
    </Link>
  );
}

/**
 * The candidates across the company's jobs (the shortlist, the offers): each with its job, match and
 * stage, and what the member may do with it (`actions`: its route module decides, from the loader's `may`).
 */
export function CandidatesPage({
  page,
  candidates,
  answer,
  actions,
}: {
  page: "shortlist" | "offers";
  candidates: Candidate[];
  answer?: PartnerReply | null;
  actions: (candidate: Candidate) => ReactNode;
}) {
  const { t } = useTranslation("portal-partner");
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t(`pages.${page}`)} intro={t(`intros.${page}`)} />
      <Outcome answer={answer} />
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
          actions(c) ?? "—",
        ])}
        empty={t("empty")}
      />
    </div>
  );
}
