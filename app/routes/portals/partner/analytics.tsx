import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/analytics";
import { Tabs } from "~/components/ui/Tabs";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { formatVnd, percent } from "~/features/portals/partner/metrics";
import { partnerPage, readAnalytics } from "~/features/portals/partner/partner.server";
import { partnerHref } from "~/features/portals/partner/paths";
import { PageHeading, SimpleTable } from "~/features/portals/partner/ui";
import { Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

const tabs = ["hiring", "training"] as const;

/** Hiring and training analytics (`?tab=hiring|training`; anything else shows hiring). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "analytics", ["analytics", "training"]);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab = tabs.find((t) => t === asked) ?? "hiring";
  try {
    return data({ title, translations, tab, analytics: await readAnalytics(client, member) }, { headers });
  } catch (error) {
    console.error("Partner portal: could not read the analytics:", error);
    return data({ title, translations, tab, analytics: null }, { status: 503, headers });
  }
}

/** Horizontal bars, drawn on the server: each a share 0–100 with its label; the table beside it says the same. */
function BarChart({ title, bars }: { title: string; bars: { label: string; value: number }[] }) {
  const row = 28;
  const height = bars.length * row + 8;
  return (
    <svg role="img" aria-label={title} viewBox={`0 0 400 ${height}`} className="mt-4 w-full max-w-xl" focusable="false">
      {bars.map((bar, i) => {
        const width = (Math.min(100, Math.max(0, bar.value)) / 100) * 240;
        return (
          <g key={bar.label} transform={`translate(0 ${i * row + 4})`}>
            <text x="0" y="15" fontSize="12" fill="currentColor">
              {bar.label}
            </text>
            <rect x="120" y="3" width="240" height="16" rx="3" fill="#e2e8f0" />
            <rect x="120" y="3" width={width} height="16" rx="3" fill="#0f766e" />
            <text x="366" y="15" fontSize="12" fill="currentColor">
              {bar.value}%
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function PartnerAnalytics({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { tab, analytics } = loaderData;
  const money = (amount: number) => formatVnd(amount, i18n.language);
  const base = partnerHref("analytics");
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("pages.analytics")} intro={t("intros.analytics")} />
      <Tabs
        label={t("analytics.tabs")}
        tabs={tabs.map((id) => ({ to: `${base}?tab=${id}`, label: t(`analytics.${id}`), current: id === tab }))}
        className="flex gap-2"
      />
      {!analytics ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : tab === "hiring" ? (
        <Panel id="hiring-funnel" title={t("dashboard.funnel")} intro={t("dashboard.funnelIntro")}>
          <BarChart
            title={t("dashboard.funnel")}
            bars={analytics.hiring.funnel.map((s) => ({ label: t(`funnel.${s.stage}`), value: s.rate }))}
          />
          <SimpleTable
            caption={t("dashboard.funnel")}
            columns={[t("columns.stage"), t("columns.count"), t("columns.ofPrevious")]}
            rows={analytics.hiring.funnel.map((s) => [t(`funnel.${s.stage}`), s.count, `${s.rate}%`])}
            empty={t("empty")}
          />
          <h3 className="mt-6 font-bold text-slate-900">{t("analytics.perJob")}</h3>
          <SimpleTable
            caption={t("analytics.perJob")}
            columns={[t("columns.job"), ...analytics.hiring.funnel.map((s) => t(`funnel.${s.stage}`))]}
            rows={analytics.perJob.map((j) => [j.job, ...j.funnel.map((s) => `${s.count} (${s.rate}%)`)])}
            empty={t("empty")}
          />
        </Panel>
      ) : (
        <Panel id="training" title={t("analytics.training")} intro={t("intros.training")}>
          <BarChart
            title={t("analytics.training")}
            bars={[
              { label: t("analytics.cohortQuality"), value: analytics.training.cohortQuality ?? 0 },
              { label: t("analytics.skillDelta"), value: percent((analytics.training.skillDelta ?? 0) / 100) },
            ]}
          />
          <SimpleTable
            caption={t("analytics.training")}
            columns={[t("columns.measure"), t("columns.value")]}
            rows={[
              [t("analytics.ratedHires"), String(analytics.training.rated)],
              [
                t("analytics.skillDelta"),
                analytics.training.skillDelta === null ? t("dashboard.none") : `${analytics.training.skillDelta}%`,
              ],
              [
                t("analytics.cohortQuality"),
                analytics.training.cohortQuality === null ? t("dashboard.none") : `${analytics.training.cohortQuality}%`,
              ],
              [
                t("analytics.roiEstimate"),
                analytics.training.roiEstimate === null ? t("dashboard.none") : `${analytics.training.roiEstimate}%`,
              ],
            ]}
            empty={t("empty")}
          />
          <h3 className="mt-6 font-bold text-slate-900">{t("analytics.howTitle")}</h3>
          <ul className="mt-2 list-disc pl-6 text-slate-800">
            <li>{t("analytics.skillDeltaHow")}</li>
            <li>{t("analytics.cohortQualityHow")}</li>
            <li data-testid="roi-how">
              {analytics.training.roi.yearFeeVnd > 0
                ? t("analytics.roiHow", {
                    hires: analytics.training.roi.hires,
                    value: money(analytics.training.roi.hireValueVnd),
                    fee: money(analytics.training.roi.yearFeeVnd),
                  })
                : t("analytics.roiNoFee")}
            </li>
          </ul>
        </Panel>
      )}
    </div>
  );
}
