import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/assessment";
import { routeHeaders } from "~/features/http/route-headers";
import { answersSchema, saveAnswers, onboardingPageData, saveOnboardingForm } from "~/features/portals/learner/onboarding.server";
import { OnboardingHint, OnboardingTrouble, QuestionsPanel } from "~/features/portals/learner/assessment-fields";
import { SaveButton } from "~/features/portals/shared/save-button";
import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { LinkNotice, PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The short assessment (spec 001 §2, ADR 027): its questions' answers place the learner in each competency. */
export function loader({ request, context }: Route.LoaderArgs) {
  return onboardingPageData(request, context, "assessment", ["assessment", "onboarding", "competencies"]);
}

/** ADR 008: read → parse → work → reply; the page shows the new levels and a link to the dashboard. */
export function action({ request, context }: Route.ActionArgs) {
  return saveOnboardingForm(request, context, answersSchema, saveAnswers, "the assessment");
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { saved } = loaderData;
  const questions = saved?.questions ?? [];
  const sent = (actionData?.result?.initialValue ?? null) as Record<string, string> | null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const valueOf = (name: string) => sent?.[name] ?? saved?.chosen[name] ?? "";
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
        <QuestionsPanel id="ratings" title={t("assessment.ratingsTitle")} questions={questions} valueOf={valueOf} errors={errors} />
        {questions.length ? <SaveButton label={t("assessment.submit")} saving={t("onboarding.saving")} /> : null}
      </Form>
    </div>
  );
}
