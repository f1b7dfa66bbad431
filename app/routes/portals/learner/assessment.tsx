import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/assessment";
import { routeHeaders } from "~/features/http/route-headers";
import { ratingsSchema, saveRatings, onboardingPageData, saveOnboardingForm } from "~/features/portals/learner/onboarding.server";
import { OnboardingHint, OnboardingTrouble, RatingsPanel } from "~/features/portals/learner/rating-fields";
import { SaveButton } from "~/features/portals/shared/save-button";
import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { LinkNotice, PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The self-assessment (spec 001 §2): a rating per competency, written to the learner's competencies. */
export function loader({ request, context }: Route.LoaderArgs) {
  return onboardingPageData(request, context, "assessment", ["assessment", "onboarding", "competencies"]);
}

/** ADR 008: read → parse → work → reply; the page shows the new levels and a link to the dashboard. */
export function action({ request, context }: Route.ActionArgs) {
  return saveOnboardingForm(request, context, ratingsSchema, saveRatings, "the assessment");
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { saved } = loaderData;
  const sent = (actionData?.result?.initialValue ?? null) as Record<string, string> | null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const valueOf = (name: string) => sent?.[name] ?? saved?.ratings[name]?.toString() ?? "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("assessment.title")} intro={t("assessment.intro")}>
        <OnboardingTrouble loadFailed={saved === null} saveFailed={Boolean(actionData?.formError)} />
        {saved && !saved.done ? <OnboardingHint text={t("assessment.onboardingFirst")} link={t("assessment.onboardingLink")} /> : null}
        {actionData?.saved ? (
          <LinkNotice tone="success" text={t("assessment.saved")} to={learnerDashboardPath} link={t("assessment.toDashboard")} />
        ) : null}
      </PageHeading>
      <Form method="post" className="flex flex-col gap-6" noValidate>
        <RatingsPanel id="ratings" title={t("assessment.ratingsTitle")} valueOf={valueOf} errors={errors} />
        <SaveButton label={t("assessment.submit")} saving={t("onboarding.saving")} />
      </Form>
    </div>
  );
}
