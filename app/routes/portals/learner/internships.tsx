import { useTranslation } from "react-i18next";
import type { Route } from "./+types/internships";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { applicationAction } from "~/features/portals/learner/applications.server";
import { InternshipItem, type ApplicationReply } from "~/features/portals/learner/market";
import { readInternships } from "~/features/portals/learner/market.server";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { ListOrEmpty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Market › Internships: the partners' open jobs, each with the learner's match today and its gaps,
 * and their application to it or the form to apply (issue 48). Applications change: never kept.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return learnerPageData(request, context, {
    page: "internships",
    title: "portal:learner.sections.internships",
    words: ["sectionPages", "competencies", "market"],
    read: async (client) => ({ internships: await readInternships(client) }),
    failed: { internships: null },
  });
}

/** Apply to a job, withdraw an application (features/portals/learner/applications.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => applicationAction(request, context);

export default function LearnerInternships({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { title, internships } = loaderData;
  const reply = actionData as ApplicationReply | undefined;
  // A refusal for a job the list does not show (closed meanwhile, or not a number): said at the top.
  const stray = reply && internships && !internships.some((job) => job.id === reply.job) ? reply : null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t("sectionPages.internships.intro")}>
        {stray ? (
          <Notice tone="error" className="mt-4">
            {t(`market.apply.errors.${stray.formError?.key ?? "closed"}`)}
          </Notice>
        ) : null}
      </PageHeading>
      {internships === null ? <Notice tone="error">{t("sectionPages.loadFailed")}</Notice> : null}
      {internships ? (
        <Panel id="open-jobs" title={t("sectionPages.internships.listTitle")}>
          <ListOrEmpty items={internships} empty={t("sectionPages.internships.none")} className="mt-4 flex flex-col gap-4">
            {(job) => <InternshipItem key={job.id} job={job} reply={reply?.job === job.id ? reply : undefined} />}
          </ListOrEmpty>
        </Panel>
      ) : null}
    </div>
  );
}
