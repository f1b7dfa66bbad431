import { useTranslation } from "react-i18next";
import type { Route } from "./+types/resources";
import { Badge } from "~/components/ui/Badge";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import type { ResourceGroup } from "~/features/portals/learner/resources";
import { readResources } from "~/features/portals/learner/resources.server";
import { Empty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { getLocale } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { ResourceLink } from "~/features/portals/shared/resource-link";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The academy's resources (spec 001 §2), the learner's track first; a failed read is a 503 with a notice. */
export function loader({ request, context }: Route.LoaderArgs) {
  return learnerPageData(request, context, {
    page: "resources",
    words: ["resources", "tracks"],
    read: async (client) => ({ catalogue: await readResources(client, getLocale(context)) }),
    failed: { catalogue: null },
  });
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { catalogue } = loaderData;
  const trackName = (track: string) => t(`tracks.${track}.name`, { defaultValue: track });
  const groupTitle = (group: ResourceGroup) =>
    group.track === null
      ? t("resources.everyTrack")
      : t(group.own ? "resources.yourTrack" : "resources.otherTrack", { track: trackName(group.track) });
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("resources.title")} intro={t("resources.intro")} />
      {catalogue === null ? (
        <Notice tone="error">{t("resources.loadFailed")}</Notice>
      ) : catalogue.groups.length === 0 ? (
        <Empty>{t("resources.none")}</Empty>
      ) : (
        catalogue.groups.map((group) => (
          <Panel key={group.track ?? "every"} id={`resources-${group.track ?? "every"}`} title={groupTitle(group)}>
            <ul className="mt-4 flex flex-col gap-3">
              {group.resources.map((resource) => (
                <li key={resource.id} className="rounded-xl bg-slate-50 px-4 py-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <ResourceLink title={resource.title} href={resource.href} />
                    <Badge label={t("resources.kindLabel")}>{t(`resources.kinds.${resource.kind}`)}</Badge>
                  </div>
                  {resource.summary ? <p className="mt-1 text-slate-700">{resource.summary}</p> : null}
                  {resource.href ? null : <p className="mt-1 text-sm text-slate-600">{t("resources.noLink")}</p>}
                </li>
              ))}
            </ul>
          </Panel>
        ))
      )}
    </div>
  );
}
