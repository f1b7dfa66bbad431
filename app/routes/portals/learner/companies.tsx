import { useTranslation } from "react-i18next";
import type { Route } from "./+types/companies";
import { routeHeaders } from "~/features/http/route-headers";
import { CompanyItem } from "~/features/portals/learner/market-items";
import { readCompanies } from "~/features/portals/learner/market.server";
import { SectionPage } from "~/features/portals/learner/section-page";
import { learnerSectionData } from "~/features/portals/learner/section-page.server";
import { ListOrEmpty, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

/** Market › Companies: the partner companies (the catalogue). */
export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ request, context }: Route.LoaderArgs) {
  return learnerSectionData(request, context, "companies", (client) => readCompanies(client));
}

export default function LearnerCompanies({ loaderData: { title, failed, content } }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  return (
    <SectionPage section="companies" title={title} failed={failed}>
      {content ? (
        <Panel id="partners" title={t("sectionPages.companies.listTitle")}>
          <ListOrEmpty items={content} empty={t("sectionPages.companies.none")} className="mt-4 grid gap-4 md:grid-cols-2">
            {(company) => <CompanyItem key={company.id} company={company} />}
          </ListOrEmpty>
        </Panel>
      ) : null}
    </SectionPage>
  );
}
