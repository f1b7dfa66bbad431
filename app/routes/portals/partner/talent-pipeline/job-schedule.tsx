import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/job-schedule";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { SelectField } from "~/components/ui/SelectField";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerJobPage, pipelineAction, readApplications, readMembers } from "~/features/portals/partner/partner.server";
import { pageIntents } from "~/features/portals/partner/paths";
import { FormCard, Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { Empty } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { refusedInput, sentForm } from "~/features/portals/partner/reply";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Schedule an interview for a shortlisted candidate of a job, with an interviewer of the company. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, title, headers, translations, job, crumbs } = await partnerJobPage(request, context, params.id, "scheduleInterview");
  const [applications, members] = await Promise.all([
    readApplications(client, { job: { _eq: job.id }, stage: { _in: ["shortlisted", "interview"] } }),
    readMembers(client),
  ]);
  const chosen = Number(new URL(request.url).searchParams.get("application")) || null;
  return data(
    {
      title,
      translations,
      job,
      candidates: applications.map((a) => ({ id: a.id, name: a.learner })),
      interviewers: members.map((m) => ({ id: m.userId, name: m.name, role: m.role })),
      // The form suggests the company's (first) interviewer.
      suggested: members.find((m) => m.role === "INTERVIEWER")?.userId,
      chosen,
      crumbs,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents("talent-pipeline/jobs/:id/interviews/schedule"));

export default function ScheduleInterview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, candidates, interviewers, suggested, chosen } = loaderData;
  const { sent, errors } = sentForm(actionData, refusedInput(actionData));
  const errorText = usePartnerErrorText();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.scheduleInterview")} intro={t("intros.scheduleInterview", { job: job.title })} />
      <Outcome answer={actionData} />
      {candidates.length ? (
        <FormCard intent="schedule" submit={t("actions.schedule")}>
          <SelectField
            field={partnerField(errors, "application", { value: sent.application ?? String(chosen ?? candidates[0].id) })}
            label={t("columns.candidate")}
            formatError={errorText}
            options={candidates.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <SelectField
            field={partnerField(errors, "interviewer", { value: sent.interviewer ?? suggested })}
            label={t("columns.interviewer")}
            formatError={errorText}
            options={interviewers.map((i) => ({ value: i.id, label: `${i.name} · ${t(`roles.${i.role ?? "none"}`)}` }))}
          />
          <Field
            field={partnerField(errors, "at", { value: sent.at ?? "" })}
            label={t("interviews.at")}
            hint={t("interviews.atHint")}
            formatError={errorText}
          >
            <Input type="datetime-local" />
          </Field>
        </FormCard>
      ) : (
        <Empty>{t("interviews.noneShortlisted")}</Empty>
      )}
    </div>
  );
}
