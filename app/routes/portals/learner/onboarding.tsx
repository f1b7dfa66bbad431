import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/onboarding";
import { routeHeaders } from "~/features/http/route-headers";
import { tracks } from "~/features/portals/learner/onboarding";
import { onboardingSchema, saveOnboarding, onboardingPageData, saveOnboardingForm } from "~/features/portals/learner/onboarding.server";
import { OnboardingTrouble, QuestionsPanel } from "~/features/portals/learner/assessment-fields";
import { SaveButton } from "~/features/portals/shared/save-button";
import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** Onboarding (spec 001 §2): choose a track, take the short assessment (ADR 027), get first next actions. */
export function loader({ request, context }: Route.LoaderArgs) {
  return onboardingPageData(request, context, "onboarding", ["onboarding", "competencies", "tracks"]);
}

/** ADR 008: read → parse → work → reply; done → the dashboard with its first next actions. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await saveOnboardingForm(request, context, onboardingSchema, saveOnboarding, "onboarding");
  if (answer.data.saved) throw redirect(learnerDashboardPath);
  return answer;
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { saved } = loaderData;
  const sent = (actionData?.result?.initialValue ?? null) as Record<string, string> | null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const valueOf = (name: string) => sent?.[name] ?? (name === "track" ? saved?.track : saved?.chosen[name]) ?? "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("onboarding.title")} intro={saved?.done ? t("onboarding.introAgain") : t("onboarding.intro")}>
        <OnboardingTrouble loadFailed={saved === null} saveFailed={Boolean(actionData?.formError)} />
      </PageHeading>
      <Form method="post" className="flex flex-col gap-6" noValidate>
        <Panel id="track" title={t("onboarding.trackTitle")}>
          <fieldset className="mt-4" aria-describedby={errors.track ? "track-error" : undefined}>
            <legend className="sr-only">{t("onboarding.trackTitle")}</legend>
            <div className="grid gap-3 sm:grid-cols-3">
              {tracks.map((track) => (
                // The label's text is the track's translated name and summary, in the spans inside it.
                // eslint-disable-next-line jsx-a11y/label-has-associated-control
                <label
                  key={track}
                  className="flex cursor-pointer items-start gap-3 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-primary"
                >
                  <input type="radio" name="track" value={track} defaultChecked={valueOf("track") === track} className="mt-1" />
                  <span>
                    <span className="block font-semibold text-slate-900">{t(`tracks.${track}.name`)}</span>
                    <span className="block text-sm text-slate-700">{t(`tracks.${track}.summary`)}</span>
                  </span>
                </label>
              ))}
            </div>
            {errors.track ? (
              <p id="track-error" className="mt-2 text-sm font-medium text-red-700">
                {t("onboarding.trackRequired")}
              </p>
            ) : null}
          </fieldset>
        </Panel>
        <QuestionsPanel
          id="assessment"
          title={t("onboarding.assessmentTitle")}
          questions={saved?.questions ?? []}
          valueOf={valueOf}
          errors={errors}
        />
        <SaveButton label={t("onboarding.submit")} saving={t("onboarding.saving")} />
      </Form>
    </div>
  );
}
