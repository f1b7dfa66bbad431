import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/job-offer";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { SelectField } from "~/components/ui/SelectField";
import { Textarea } from "~/components/ui/Textarea";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerJobPage, pipelineAction, readApplications } from "~/features/portals/partner/partner.server";
import { formsFor, pageIntents } from "~/features/portals/partner/paths";
import { sentForm } from "~/features/portals/partner/reply";
import { FormCard, Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { Empty } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { academyToday, offerTermsMaxLength } from "../../../../../cms/extensions/shared/hiring.mjs";

const path = "talent-pipeline/jobs/:id/offer";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Make an offer to a candidate of a job after their interview (issue 48, item 1): start date, terms, answer-by date. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, member, title, headers, translations, job, crumbs } = await partnerJobPage(request, context, params.id, "makeOffer");
  const applications = await readApplications(client, { job: { _eq: job.id }, stage: { _eq: "interview" } });
  const chosen = Number(new URL(request.url).searchParams.get("application")) || null;
  return data(
    {
      title,
      translations,
      job: { id: job.id, title: job.title },
      candidates: applications.map((a) => ({ id: a.id, name: a.learner })),
      chosen,
      // The form's earliest day: today in Vietnam (the server's, so the page and its hydration agree).
      today: academyToday(),
      may: formsFor(member.role, path),
      crumbs,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => pipelineAction(request, context, pageIntents(path));

export default function MakeOffer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, candidates, chosen, today, may } = loaderData;
  // What was typed comes back with a refusal (400, 404, 409): the form keeps it.
  const { sent, errors } = sentForm(actionData);
  const errorText = usePartnerErrorText();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.makeOffer")} intro={t("intros.makeOffer", { job: job.title })} />
      <Outcome answer={actionData} />
      {!may.offer ? (
        <Empty>{t("offer.notYours")}</Empty>
      ) : candidates.length ? (
        <FormCard intent="offer" submit={t("actions.offer")}>
          <SelectField
            field={partnerField(errors, "application", { value: sent.application ?? String(chosen ?? candidates[0].id) })}
            label={t("columns.candidate")}
            formatError={errorText}
            options={candidates.map((c) => ({ value: String(c.id), label: c.name }))}
          />
          <Field
            field={partnerField(errors, "startsOn", { value: sent.startsOn ?? "" })}
            label={t("offer.startsOn")}
            hint={t("offer.startsOnHint")}
            formatError={errorText}
          >
            <Input type="date" min={today} />
          </Field>
          <Field
            field={partnerField(errors, "answerBy", { value: sent.answerBy ?? "" })}
            label={t("offer.answerBy")}
            hint={t("offer.answerByHint")}
            formatError={errorText}
          >
            <Input type="date" min={today} />
          </Field>
          <Field
            field={partnerField(errors, "terms", { value: sent.terms ?? "" })}
            label={t("offer.terms")}
            hint={t("offer.termsHint", { max: offerTermsMaxLength })}
            formatError={errorText}
          >
            <Textarea rows={6} maxLength={offerTermsMaxLength} />
          </Field>
        </FormCard>
      ) : (
        <Empty>{t("offer.noneInterviewed")}</Empty>
      )}
    </div>
  );
}
