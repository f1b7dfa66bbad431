import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/jobs";
import { focusRing } from "~/components/ui/focus-ring";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerPage, readApplications, readJobs } from "~/features/portals/partner/partner.server";
import { may, partnerHref } from "~/features/portals/partner/paths";
import { PageHeading, SimpleTable } from "~/features/portals/partner/ui";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The company's jobs, with how many candidates each has. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "jobs", ["jobs"]);
  const canPost = may(member.role, "create-job");
  try {
    const [jobs, applications] = await Promise.all([readJobs(client), readApplications(client)]);
    const counts = jobs.map((job) => applications.filter((a) => a.jobId === job.id).length);
    return data(
      { title, translations, canPost, jobs: jobs.map((job, i) => ({ ...job, candidates: counts[i] })), failed: false },
      { headers },
    );
  } catch (error) {
    console.error("Partner portal: could not read the jobs:", error);
    return data({ title, translations, canPost, jobs: [], failed: true }, { status: 503, headers });
  }
}

export default function PartnerJobs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { jobs, canPost, failed } = loaderData;
  const link = `rounded font-semibold text-primary underline ${focusRing}`;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.jobs")} intro={t("intros.jobs")} />
      {canPost ? (
        <p>
          <LinkButton to={partnerHref("talent-pipeline/jobs/new")} size="sm">
            {t("pages.newJob")}
          </LinkButton>
        </p>
      ) : null}
      {failed ? <Notice tone="error">{t("loadFailed")}</Notice> : null}
      <SimpleTable
        caption={t("pages.jobs")}
        columns={[t("columns.title"), t("columns.location"), t("columns.priority"), t("columns.sla"), t("columns.candidates")]}
        rows={jobs.map((job) => [
          <Link key="t" to={partnerHref(`talent-pipeline/jobs/${job.id}`)} className={link}>
            {job.title}
          </Link>,
          t(`location.${job.location}`),
          t(`priority.${job.priority ?? "none"}`),
          t("jobs.slaShort", { days: job.slaDays, rounds: job.slaRounds }),
          <Link key="c" to={partnerHref(`talent-pipeline/jobs/${job.id}/shortlist`)} className={link}>
            {job.candidates}
          </Link>,
        ])}
        empty={t("empty")}
      />
    </div>
  );
}
