import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/dashboard";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { Stat, Stats } from "~/components/ui/Stat";
import { routeHeaders } from "~/features/http/route-headers";
import { slaTargetDays } from "~/features/portals/partner/metrics";
import { partnerPage, readDashboard } from "~/features/portals/partner/partner.server";
import { partnerHref, quickActionsFor } from "~/features/portals/partner/paths";
import { PageHeading, SimpleTable } from "~/features/portals/partner/ui";
import { Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The partner dashboard (spec 001 §2, §6): the member role's quick actions, hiring metrics, the funnel, open jobs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers } = await partnerPage(request, context, "dashboard");
  const base = { title, company: member.company, role: member.role, quickActions: quickActionsFor(member.role) };
  try {
    return data({ ...base, dashboard: await readDashboard(client) }, { headers });
  } catch (error) {
    console.error("Partner portal: could not read the dashboard:", error);
    return data({ ...base, dashboard: null }, { status: 503, headers });
  }
}

export default function PartnerDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { company, role, quickActions, dashboard } = loaderData;
  const days = (value: number | null) => (value === null ? t("dashboard.none") : value.toLocaleString(i18n.language));
  const rate = (value: number | null) => (value === null ? t("dashboard.none") : `${value}%`);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("pages.dashboard")} intro={t("dashboard.intro", { company })}>
        <p className="mt-1 text-sm text-slate-700">
          {t("dashboard.yourRole")} <strong>{t(`roles.${role ?? "none"}`)}</strong>
        </p>
      </PageHeading>

      <Panel id="quick-actions" title={t("dashboard.quickActions")}>
        {quickActions.length ? (
          <ul className="mt-4 flex flex-wrap gap-3" data-testid="quick-actions">
            {quickActions.map((action) => (
              <li key={action.id}>
                <LinkButton to={partnerHref(action.path)} size="sm">
                  {t(`quick.${action.id}`)}
                </LinkButton>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-700" data-testid="no-quick-actions">
            {t("dashboard.noQuickActions")}
          </p>
        )}
      </Panel>

      {!dashboard ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : (
        <>
          <Panel id="hiring" title={t("dashboard.hiring")}>
            <Stats className="mt-4 grid gap-4 sm:grid-cols-2">
              <Stat
                label={t("metrics.timeToInterview")}
                value={days(dashboard.metrics.timeToInterview)}
                hint={
                  <>
                    {t("metrics.slaTarget", { value: slaTargetDays.toLocaleString(i18n.language) })}
                    {dashboard.metrics.withinSla === null ? null : (
                      <strong className={dashboard.metrics.withinSla ? "text-emerald-800" : "text-red-700"}>
                        {" · "}
                        {t(dashboard.metrics.withinSla ? "metrics.withinSla" : "metrics.overSla")}
                      </strong>
                    )}
                  </>
                }
              />
              <Stat label={t("metrics.timeToOffer")} value={days(dashboard.metrics.timeToOffer)} />
              <Stat label={t("metrics.offerAcceptRate")} value={rate(dashboard.metrics.offerAcceptRate)} />
              <Stat label={t("metrics.qualityOfHire")} value={rate(dashboard.metrics.qualityOfHire)} />
            </Stats>
          </Panel>

          <Panel id="funnel" title={t("dashboard.funnel")} intro={t("dashboard.funnelIntro")}>
            <SimpleTable
              caption={t("dashboard.funnel")}
              columns={[t("columns.stage"), t("columns.count"), t("columns.ofPrevious")]}
              rows={dashboard.metrics.funnel.map((step) => [
                t(`funnel.${step.stage}`),
                <span key="c" data-testid={`funnel-${step.stage}`}>
                  {step.count}
                </span>,
                <span key="r" data-testid={`funnel-${step.stage}-rate`}>
                  {step.rate}%
                </span>,
              ])}
              empty={t("empty")}
            />
          </Panel>

          <Panel id="open-jobs" title={t("dashboard.openJobs")}>
            <ul className="mt-4 flex flex-wrap gap-3">
              {(["HIGH", "MEDIUM", "none"] as const).map((priority) => (
                <li key={priority} className="rounded-xl bg-slate-50 px-4 py-3">
                  <span className="text-sm text-slate-700">{t(`priority.${priority}`)}</span>{" "}
                  <strong className="text-lg text-slate-900">{dashboard.openJobs[priority]}</strong>
                </li>
              ))}
            </ul>
          </Panel>
        </>
      )}
    </div>
  );
}
