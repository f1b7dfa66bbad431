import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/internship";
import { Badge } from "~/components/ui/Badge";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { applicationAction, jobNotFound } from "~/features/portals/learner/applications.server";
import { Gaps } from "~/features/portals/learner/market-items";
import { ApplicationState, ApplyForm, SkillsAsked, type ApplicationReply } from "~/features/portals/learner/market";
import { countJobView, readInternship } from "~/features/portals/learner/market.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import { PageHeading, Panel, ProgressBar } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * An open job's own page (issue 48): its title, company, place, the skills it asks for with their
 * levels, the learner's match today and its gaps (as the internships list computes them), and their
 * application or the form to apply. A closed job and an unknown id are the same 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.learners);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw jobNotFound();
  const client = context.get(directusContext);
  const found = await readInternship(client, id);
  if (!found) throw jobNotFound();
  // Opening the page is the funnel's view (issue 48, item 6): counted once per learner and job.
  const { viewed, ...job } = found;
  if (!viewed) await countJobView(client, id);
  const translations = translationsFor(context, { portal: ["sectionPages", "competencies", "market"] });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  return data({ title: job.title, translations, job }, { headers });
}

/** Apply to this job, or withdraw the application (features/portals/learner/applications.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => applicationAction(request, context);

export default function LearnerInternship({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { job } = loaderData;
  const posted = actionData as ApplicationReply | undefined;
  const reply = posted?.job === job.id ? posted : undefined;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={job.title} intro={job.company ?? undefined}>
        <p className="mt-2 flex flex-wrap gap-2">
          <Badge tone="secondary">{t(`market.locations.${job.location}`, { defaultValue: job.location })}</Badge>
        </p>
        {posted && !reply ? (
          <Notice tone="error" className="mt-4">
            {t(`market.apply.errors.${posted.formError?.key ?? "jobInvalid"}`)}
          </Notice>
        ) : null}
      </PageHeading>
      <Panel id="skills" title={t("market.skillsTitle")}>
        <SkillsAsked job={job} />
      </Panel>
      <Panel id="match" title={t("market.yourMatch")}>
        <ProgressBar value={job.match} label={t("market.matchOf", { role: job.title })} />
        <p className="mt-1 text-sm text-slate-800" data-testid="match">
          {t("market.matchPercent", { match: job.match })}
        </p>
        <Gaps gaps={job.gaps} />
      </Panel>
      <Panel id="apply" title={job.application ? t("market.apply.yourApplication") : t("market.apply.title")}>
        {job.application ? (
          <ApplicationState job={job} application={job.application} reply={reply} />
        ) : (
          <ApplyForm job={job} reply={reply} />
        )}
      </Panel>
      <p>
        <TextLink to={learnerSectionHref("market/internships")}>{t("market.backToInternships")}</TextLink>
      </p>
    </div>
  );
}
