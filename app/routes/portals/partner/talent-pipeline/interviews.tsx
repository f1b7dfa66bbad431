import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/interviews";
import { Button } from "~/components/ui/Button";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerPage, pipelineAction, readInterviews } from "~/features/portals/partner/partner.server";
import { pageIntents, rubric, seesOwnInterviewsOnly } from "~/features/portals/partner/paths";
import { FieldMessage, inputClass, labelClass, LocalTime, Outcome, PageHeading } from "~/features/portals/partner/ui";
import { Empty } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The company's interviews (the interview calendar); an INTERVIEWER sees their own. The interviewer
 * of an interview records feedback with the kit's rubric.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { client, member, title, headers, translations } = await partnerPage(request, context, "interviews", [
    "interviews",
    "ownInterviews",
  ]);
  const own = seesOwnInterviewsOnly(member.role);
  const interviews = await readInterviews(client, own ? member.userId : undefined);
  return data({ title, translations, own, me: member.userId, interviews }, { headers });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents("talent-pipeline/interviews"));

export default function Interviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const { interviews, own, me } = loaderData;
  const sent = actionData?.outcome === "invalid" ? ((actionData.result?.initialValue ?? {}) as Record<string, string>) : null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.interviews")} intro={t(own ? "intros.ownInterviews" : "intros.interviews")} />
      <Outcome answer={actionData} />
      {interviews.length ? (
        <ul className="flex flex-col gap-4">
          {interviews.map((interview) => {
            const mine = interview.interviewerId === me;
            const here = sent?.id === String(interview.id);
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
                  <p className="mt-2 text-slate-800">
                    {interview.feedback}{" "}
                    <span className="text-sm text-slate-700">
                      ({rubric.map((r) => `${t(`rubric.${r}`)} ${interview.scores[r] ?? "—"}/5`).join(" · ")})
                    </span>
                  </p>
                ) : null}
                {mine ? (
                  <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
                    <input type="hidden" name="intent" value="feedback" />
                    <input type="hidden" name="id" value={interview.id} />
                    <div>
                      <label htmlFor={`feedback-${interview.id}`} className={labelClass}>
                        {t("interviews.feedback")}
                      </label>
                      <textarea
                        id={`feedback-${interview.id}`}
                        name="feedback"
                        rows={3}
                        defaultValue={here ? (sent?.feedback ?? "") : (interview.feedback ?? "")}
                        className={inputClass}
                      />
                      {here ? <FieldMessage name="feedback" errors={errors} /> : null}
                    </div>
                    <div className="grid gap-3 sm:grid-cols-3">
                      {rubric.map((r) => (
                        <div key={r}>
                          <label htmlFor={`${r}-${interview.id}`} className="text-sm text-slate-700">
                            {t(`rubric.${r}`)} (1–5)
                          </label>
                          <input
                            id={`${r}-${interview.id}`}
                            name={r}
                            type="number"
                            min={1}
                            max={5}
                            defaultValue={here ? (sent?.[r] ?? "") : (interview.scores[r] ?? "")}
                            className={inputClass}
                          />
                          {here ? <FieldMessage name={r} errors={errors} /> : null}
                        </div>
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
