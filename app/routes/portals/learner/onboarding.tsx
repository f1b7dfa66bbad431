import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/onboarding";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { tracks } from "~/features/portals/learner/onboarding";
import { onboardingSchema, saveOnboarding, onboardingPageData } from "~/features/portals/learner/onboarding.server";
import { RatingFields } from "~/features/portals/learner/rating-fields";
import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** Onboarding (spec 001 §2): choose a track, take the short self-assessment, get first next actions. */
export function loader({ request, context }: Route.LoaderArgs) {
  return onboardingPageData(request, context, "onboarding", ["onboarding", "competencies", "tracks"]);
}

/** ADR 008: read → parse → work → reply; done → the dashboard with its first next actions. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.learners);
  const submission = parseWithZod(await readForm(request), { schema: onboardingSchema });
  if (submission.status !== "success") return formReply(submission);
  try {
    await saveOnboarding(context.get(directusContext), submission.value);
  } catch (error) {
    console.error("Learner portal: could not save onboarding:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  throw redirect(learnerDashboardPath);
}

export default function Onboarding({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  const { saved } = loaderData;
  const sent = (actionData?.result?.initialValue ?? null) as Record<string, string> | null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const valueOf = (name: string) => sent?.[name] ?? (name === "track" ? saved?.track : saved?.ratings[name]?.toString()) ?? "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("onboarding.title")} intro={saved?.done ? t("onboarding.introAgain") : t("onboarding.intro")}>
        {saved === null ? (
          <Notice tone="error" className="mt-4">
            {t("onboarding.loadFailed")}
          </Notice>
        ) : null}
        {actionData?.formError ? (
          <Notice tone="error" className="mt-4">
            {t("onboarding.saveFailed")}
          </Notice>
        ) : null}
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
        <Panel id="assessment" title={t("onboarding.assessmentTitle")} intro={t("onboarding.assessmentIntro")}>
          <RatingFields valueOf={valueOf} errors={errors} />
        </Panel>
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("onboarding.saving") : t("onboarding.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
