import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/resources";
import { Badge } from "~/components/ui/Badge";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import type { ResourceGroup } from "~/features/portals/learner/resources";
import { readResources } from "~/features/portals/learner/resources.server";
import { Empty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { ResourceLink } from "~/features/portals/shared/resource-link";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The academy's resources (spec 001 §2), the learner's track first; a failed read is a 503 with a notice. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.learners);
  const title = getInstance(context).t("portal:resources.title");
  const translations = translationsFor(context, { portal: ["resources", "tracks"] });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    return data({ title, translations, catalogue: await readResources(context.get(directusContext), getLocale(context)) }, { headers });
  } catch (error) {
    console.error("Learner portal: could not read the resources:", error);
    return data({ title, translations, catalogue: null }, { status: 503, headers });
  }
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
