import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/job-kit";
import { Field } from "~/components/ui/Field";
import { Textarea } from "~/components/ui/Textarea";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { criterionLabel, KitView, kitQuestions } from "~/features/portals/partner/kit";
import { readKit } from "~/features/portals/partner/kit.server";
import { partnerJobPage, pipelineAction } from "~/features/portals/partner/partner.server";
import { formsFor, pageIntents } from "~/features/portals/partner/paths";
import { sentForm } from "~/features/portals/partner/reply";
import { FormCard, Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { kitLimits } from "../../../../../cms/extensions/shared/hiring.mjs";

const path = "talent-pipeline/jobs/:id/kit";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * A job's interview kit (issue 48, item 3): the questions its interviewers ask and the rubric they
 * score, 1–5 each; the job's skills until the hiring side edits it here. Another company's job: 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, member, title, headers, translations, job, crumbs } = await partnerJobPage(request, context, params.id, "jobKit");
  const kit = await readKit(client, job);
  return data(
    {
      title,
      translations,
      job: { id: job.id, title: job.title },
      kit,
      may: formsFor(member.role, path),
      crumbs,
    },
    { headers },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => pipelineAction(request, context, pageIntents(path));

export default function JobKit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, kit, may } = loaderData;
  // What was typed comes back with a refusal: the form keeps it; after a save, the kit as stored.
  const { sent, errors } = sentForm(actionData);
  const errorText = usePartnerErrorText();
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={t("pages.jobKit")} intro={t("intros.jobKit", { job: job.title })} />
      <Outcome answer={actionData} />
      {may["save-kit"] ? (
        <FormCard
          intent="save-kit"
          submit={t("actions.saveKit")}
          // A saved kit is read again: the fields show it as stored.
          key={actionData?.done ? kit.criteria.join("\n") + kit.questions.join("\n") : "kit"}
        >
          <input type="hidden" name="job" value={job.id} />
          <Field
            field={partnerField(errors, "criteria", { value: sent.criteria ?? kit.criteria.map((c) => criterionLabel(t, c)).join("\n") })}
            label={t("kit.criteria")}
            hint={t("kit.criteriaHint", kitLimits.criteria)}
            formatError={errorText}
          >
            <Textarea rows={Math.max(3, kit.criteria.length + 1)} />
          </Field>
          <Field
            field={partnerField(errors, "questions", { value: sent.questions ?? kitQuestions(t, kit).join("\n") })}
            label={t("kit.questionsLabel")}
            hint={t("kit.questionsHint", kitLimits.questions)}
            formatError={errorText}
          >
            <Textarea rows={Math.max(4, kit.criteria.length + 1)} />
          </Field>
        </FormCard>
      ) : (
        <>
          <Notice tone="info">{t("kit.notYours")}</Notice>
          <KitView kit={kit} headingLevel={2} />
        </>
      )}
    </div>
  );
}
