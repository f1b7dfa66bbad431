import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/interviews";
import { Link } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Textarea } from "~/components/ui/Textarea";
import { focusRing } from "~/components/ui/focus-ring";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerPage, pipelineAction, readInterviews } from "~/features/portals/partner/partner.server";
import { criterionLabel, KitView } from "~/features/portals/partner/kit";
import { may, pageIntents, partnerHref, seesOwnInterviewsOnly } from "~/features/portals/partner/paths";
import { LocalTime, Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { Empty } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { refusedInput } from "~/features/portals/partner/reply";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The company's interviews (the interview calendar); an INTERVIEWER sees their own. Each shows its
 * job's interview kit (issue 48, item 3), and its interviewer records feedback scored on the kit's rubric.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "interviews", [
    "interviews",
    "ownInterviews",
  ]);
  const own = seesOwnInterviewsOnly(member.role);
  const interviews = await readInterviews(client, own ? member.userId : undefined);
  return data({ title, translations, own, me: member.userId, interviews, editsKits: may(member.role, "save-kit") }, { headers });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents("talent-pipeline/interviews"));

export default function Interviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { interviews, own, me, editsKits } = loaderData;
  const sent =
    actionData && refusedInput(actionData) ? ((actionData.result.initialValue ?? {}) as Record<string, string | string[]>) : null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const sentScores = (Array.isArray(sent?.scores) ? sent.scores : []) as string[];
  const errorText = usePartnerErrorText();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.interviews")} intro={t(own ? "intros.ownInterviews" : "intros.interviews")} />
      <Outcome answer={actionData} />
      {interviews.length ? (
        <ul className="flex flex-col gap-4">
          {interviews.map((interview) => {
            const mine = interview.interviewerId === me;
            const here = sent?.id === String(interview.id);
            // Only the form that was sent shows its errors (each interview has one, with the same fields).
            const shown = here ? errors : null;
            return (
              <li key={interview.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200" data-testid="interview">
                <h2 className="text-lg font-bold text-slate-900">
                  {interview.learner} · {interview.job}
                </h2>
                <p className="text-sm text-slate-700">
                  <LocalTime value={interview.at} locale={i18n.language} /> · {t("columns.interviewer")}: {interview.interviewer}
                </p>
                <p className="text-sm text-slate-800" data-testid="learner-answer">
                  {t(`interviews.answer.${interview.answer ?? "none"}`)}
                </p>
                {interview.feedback ? (
                  <p className="mt-2 text-slate-800" data-testid="feedback">
                    {interview.feedback}{" "}
                    <span className="text-sm text-slate-700">
                      (
                      {Object.entries(interview.scores)
                        .map(([criterion, score]) => `${criterionLabel(t, criterion)} ${score}/5`)
                        .join(" · ")}
                      )
                    </span>
                  </p>
                ) : null}
                <div className="mt-3">
                  <KitView kit={interview.kit} />
                  {editsKits && interview.jobId ? (
                    <Link
                      to={partnerHref(`talent-pipeline/jobs/${interview.jobId}/kit`)}
                      className={`mt-2 inline-block rounded font-semibold text-primary underline ${focusRing}`}
                    >
                      {t("kit.edit")}
                    </Link>
                  ) : null}
                </div>
                {mine ? (
                  <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="feedback" />
                    <input type="hidden" name="id" value={interview.id} />
                    <Field
                      field={partnerField(shown, "feedback", {
                        id: `feedback-${interview.id}`,
                        value: here ? String(sent?.feedback ?? "") : (interview.feedback ?? ""),
                      })}
                      label={t("interviews.feedback")}
                      formatError={errorText}
                    >
                      <Textarea rows={3} />
                    </Field>
                    <div className="grid gap-3 sm:grid-cols-3">
                      {interview.kit.criteria.map((criterion, i) => (
                        <Field
                          key={criterion}
                          field={partnerField(shown, `scores[${i}]`, {
                            id: `score-${interview.id}-${i}`,
                            value: here ? (sentScores[i] ?? "") : String(interview.scores[criterion] ?? ""),
                          })}
                          label={`${criterionLabel(t, criterion)} (1–5)`}
                          formatError={errorText}
                        >
                          <Input type="number" min={1} max={5} />
                        </Field>
                      ))}
                    </div>
                    <div>
                      <Button type="submit" size="sm">
                        {t("actions.feedback")}
                      </Button>
                    </div>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <Empty>{t("interviews.none")}</Empty>
      )}
    </div>
  );
}
