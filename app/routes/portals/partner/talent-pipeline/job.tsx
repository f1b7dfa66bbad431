import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/job";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { SelectField } from "~/components/ui/SelectField";
import { focusRing } from "~/components/ui/focus-ring";
import { Notice } from "~/components/ui/Notice";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerPage, pipelineAction, readJob } from "~/features/portals/partner/partner.server";
import { may, pageIntents, partnerHref } from "~/features/portals/partner/paths";
import { FormCard, Outcome, PageHeading, partnerField, usePartnerErrorText } from "~/features/portals/partner/ui";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { refusedInput } from "~/features/portals/partner/reply";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** How many skill rows the form offers (empty rows are dropped). */
const skillRows = 4;

/**
 * A new job (`/jobs/new`) or a job of the company (`/jobs/{id}`): its form, filled. Another company's
 * id, or one that is no number, is a 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const isNew = params.id === undefined;
  const page = await partnerPage(request, context, isNew ? "newJob" : "jobs", ["job", "newJob"]);
  const { client, member, title, translations } = page;
  const { headers } = page;
  const canEdit = may(member.role, isNew ? "create-job" : "save-job");
  if (isNew) return data({ title, translations, job: null, canEdit, crumbs: {} }, { headers });
  const id = Number(params.id);
  const job = Number.isSafeInteger(id) && id > 0 ? await readJob(client, id) : null;
  if (!job) throw data({ message: "No such job." }, { status: 404 });
  return data({ title: job.title, translations, job, canEdit, crumbs: { [`talent-pipeline/jobs/${job.id}`]: job.title } }, { headers });
}

/** The job's form: a new job's (create-job) or a job's own (save-job), as the permission table lists them. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  pipelineAction(request, context, pageIntents(params.id === undefined ? "talent-pipeline/jobs/new" : "talent-pipeline/jobs/:id"));

export default function PartnerJob({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { job, canEdit } = loaderData;
  const sent = actionData && refusedInput(actionData) ? ((actionData.result.initialValue ?? {}) as Record<string, unknown>) : null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const value = (name: string, fallback: unknown) => String((sent ? sent[name] : fallback) ?? "");
  const sentSkills = (sent?.skills ?? []) as Record<string, unknown>[];
  const skill = (i: number, key: "name" | "level" | "weight") => {
    if (sent) return String(sentSkills[i]?.[key] ?? "");
    const s = job?.skills[i];
    if (!s) return "";
    return key === "name" ? s.name : String(Math.round(s[key] * 100));
  };
  const errorText = usePartnerErrorText();
  /** A number from `step` up, by `step`. */
  const numberField = (name: string, label: string, step: number, fallback: number) => (
    <Field field={partnerField(errors, name, { value: value(name, fallback) })} label={label} formatError={errorText}>
      <Input type="number" min={step} step={step} />
    </Field>
  );
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={job ? job.title : t("pages.newJob")} intro={t(job ? "intros.job" : "intros.newJob")} />
      {job ? (
        <p className="flex flex-wrap gap-3">
          <Link
            to={partnerHref(`talent-pipeline/jobs/${job.id}/shortlist`)}
            className={`rounded font-semibold text-primary underline ${focusRing}`}
          >
            {t("pages.jobShortlist")}
          </Link>
          <Link
            to={partnerHref(`talent-pipeline/jobs/${job.id}/interviews/schedule`)}
            className={`rounded font-semibold text-primary underline ${focusRing}`}
          >
            {t("pages.scheduleInterview")}
          </Link>
          <Link
            to={partnerHref(`talent-pipeline/jobs/${job.id}/kit`)}
            className={`rounded font-semibold text-primary underline ${focusRing}`}
          >
            {t("pages.jobKit")}
          </Link>
        </p>
      ) : null}
      <Outcome answer={actionData} />
      {!canEdit ? <Notice tone="info">{t("jobs.readOnly")}</Notice> : null}
      <FormCard intent={job ? "save-job" : "create-job"} submit={t(job ? "jobs.save" : "jobs.create")}>
        {job ? <input type="hidden" name="id" value={job.id} /> : null}
        <Field field={partnerField(errors, "title", { value: value("title", job?.title) })} label={t("jobs.title")} formatError={errorText}>
          <Input required maxLength={120} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            field={partnerField(errors, "location", { value: value("location", job?.location ?? "HYBRID") })}
            label={t("columns.location")}
            formatError={errorText}
            options={(["HYBRID", "ONSITE"] as const).map((l) => ({ value: l, label: t(`location.${l}`) }))}
          />
          <SelectField
            field={partnerField(errors, "priority", { value: value("priority", job?.priority ?? "none") })}
            label={t("columns.priority")}
            formatError={errorText}
            options={(["HIGH", "MEDIUM", "none"] as const).map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
          {numberField("slaDays", t("jobs.slaDays"), 0.5, job?.slaDays ?? 2.5)}
          {numberField("slaRounds", t("jobs.slaRounds"), 1, job?.slaRounds ?? 2)}
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t("jobs.skills")}</legend>
          <p className="text-sm text-slate-700">{t("jobs.skillsHint")}</p>
          <div className="mt-2 flex flex-col gap-3">
            {Array.from({ length: skillRows }, (_, i) => (
              <div key={i} className="grid gap-2 sm:grid-cols-3">
                {(["name", "level", "weight"] as const).map((key) => (
                  <Field
                    key={key}
                    field={partnerField(errors, `skills[${i}].${key}`, { id: `skill-${i}-${key}`, value: skill(i, key) })}
                    label={t(`jobs.skill.${key}`, { n: i + 1 })}
                    formatError={errorText}
                  >
                    <Input
                      type={key === "name" ? "text" : "number"}
                      min={key === "name" ? undefined : 0}
                      max={key === "name" ? undefined : 100}
                    />
                  </Field>
                ))}
              </div>
            ))}
          </div>
        </fieldset>
      </FormCard>
    </div>
  );
}
