import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/assessment";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { ratingsSchema, saveRatings, onboardingPageData } from "~/features/portals/learner/onboarding.server";
import { RatingFields } from "~/features/portals/learner/rating-fields";
import { learnerDashboardPath, learnerSectionHref } from "~/features/portals/learner/sections";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The self-assessment (spec 001 §2): a rating per competency, written to the learner's competencies. */
export function loader({ request, context }: Route.LoaderArgs) {
  return onboardingPageData(request, context, "assessment", ["assessment", "onboarding", "competencies"]);
}

/** ADR 008: read → parse → work → reply; the page shows the new levels and a link to the dashboard. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.learners);
  const submission = parseWithZod(await readForm(request), { schema: ratingsSchema });
  if (submission.status !== "success") return formReply(submission, {}, { saved: false });
  try {
    await saveRatings(context.get(directusContext), submission.value);
  } catch (error) {
    console.error("Learner portal: could not save the assessment:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 }, { saved: false });
  }
  return formReply(submission, {}, { saved: true });
}

export default function Assessment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  const { saved } = loaderData;
  const sent = (actionData?.result?.initialValue ?? null) as Record<string, string> | null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const valueOf = (name: string) => sent?.[name] ?? saved?.ratings[name]?.toString() ?? "";
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("assessment.title")} intro={t("assessment.intro")}>
        {saved === null ? (
          <Notice tone="error" className="mt-4">
            {t("onboarding.loadFailed")}
          </Notice>
        ) : null}
        {saved && !saved.done ? (
          <Notice tone="info" className="mt-4">
            {t("assessment.onboardingFirst")}{" "}
            <Link to={learnerSectionHref("onboarding")} className="font-semibold underline">
              {t("assessment.onboardingLink")}
            </Link>
          </Notice>
        ) : null}
        {actionData?.formError ? (
          <Notice tone="error" className="mt-4">
            {t("onboarding.saveFailed")}
          </Notice>
        ) : null}
        {actionData?.saved ? (
          <Notice tone="success" className="mt-4">
            {t("assessment.saved")}{" "}
            <Link to={learnerDashboardPath} className="font-semibold underline">
              {t("assessment.toDashboard")}
            </Link>
          </Notice>
        ) : null}
      </PageHeading>
      <Form method="post" className="flex flex-col gap-6" noValidate>
        <Panel id="ratings" title={t("assessment.ratingsTitle")} intro={t("onboarding.assessmentIntro")}>
          <RatingFields valueOf={valueOf} errors={errors} />
        </Panel>
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("onboarding.saving") : t("assessment.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
