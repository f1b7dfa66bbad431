import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/search";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { searchPortal, searchQuery } from "~/features/portals/learner/search.server";
import { SearchHits } from "~/features/portals/learner/search-palette";
import { getInstance } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { LabelledControl, PageHeading } from "~/features/portals/shared/panel";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The portal's search: the page without JavaScript, the palette's answers with it. */
export function loader({ request, context }: Route.LoaderArgs) {
  const q = searchQuery(new URL(request.url));
  return learnerPageData(request, context, {
    page: "search",
    read: async (client) => {
      const { t } = getInstance(context);
      return { q, hits: await searchPortal(client, (id) => t(`portal:learner.sections.${id}`), q), failed: false };
    },
    failed: { q, hits: [], failed: true },
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { q, hits, failed } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("search.title")} intro={t("search.intro")} />
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <LabelledControl id="search-q" label={t("search.label")} className="flex-1">
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
        </LabelledControl>
        <Button type="submit">{t("search.submit")}</Button>
      </Form>
      {failed ? <Notice tone="error">{t("search.failed")}</Notice> : null}
      {!failed && q ? <SearchHits hits={hits} q={q} /> : null}
    </div>
  );
}
