// The market's read-only items: a job match as the dashboard shows it, a match's gaps (the internship
// page shows them too) and a partner company. Apart from market.tsx, so that the pages showing them
// do not load the application form's fields (the JS budget).
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/Badge";
import { ProgressBar } from "../shared/panel";
import type { JobMatch, PartnerCompany } from "./market.server";
import type { SkillGap } from "./figures";

/** A competency's name in the reader's language (the key itself for a skill the academy does not rate). */
export function useSkillName() {
  const { t } = useTranslation("portal");
  return (key: string) => t(`competencies.${key}`, { defaultValue: key });
}

/** A match's gaps: each skill to grow, with what the learner has and what the job asks; or that there is none. */
export function Gaps({ gaps }: { gaps: SkillGap[] }) {
  const { t } = useTranslation("portal");
  const skillName = useSkillName();
  if (!gaps.length) return <p className="mt-2 text-sm text-slate-700">{t("market.noGaps")}</p>;
  return (
    <div className="mt-2">
      <p className="text-sm font-semibold text-slate-800">{t("market.gapsTitle")}</p>
      <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
        {gaps.map((gap) => (
          <li key={gap.name} data-testid="gap">
            {t("market.gap", { skill: skillName(gap.name), have: gap.have, want: gap.want })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A job match on the dashboard: company and role, the stage, the match as a bar and its gaps. */
export function JobMatchItem({ match }: { match: JobMatch }) {
  const { t } = useTranslation("portal");
  const role = match.role ?? t("market.closed");
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3" data-testid="job-match">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {role}
          {match.company ? <span className="font-normal text-slate-700"> · {match.company}</span> : null}
        </span>
        <Badge tone={match.stage === "declined" ? "neutral" : "primary"}>
          {t(`market.stages.${match.stage}`, { defaultValue: match.stage })}
        </Badge>
      </div>
      <div className="mt-2">
        <ProgressBar value={match.match} label={t("market.matchOf", { role })} />
      </div>
      {match.role ? <Gaps gaps={match.gaps} /> : null}
    </li>
  );
}

/** A partner company: its name and domain, and its open positions. */
export function CompanyItem({ company }: { company: PartnerCompany }) {
  const { t } = useTranslation("portal");
  return (
    <li className="rounded-xl bg-slate-50 px-4 py-3" data-testid="company">
      <h3 className="font-semibold text-slate-900">{company.name}</h3>
      {company.domain ? <p className="text-sm text-slate-700">{company.domain}</p> : null}
      <p className="mt-2 text-sm text-slate-800">{t("market.openJobs", { count: company.openJobs.length })}</p>
      {company.openJobs.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
          {company.openJobs.map((job) => (
            <li key={job.id}>{job.title}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
