// The project forms (issue 49, item 4): assign a project from an approved brief to a class, grade a
// milestone. Plain posts to the page they are on (they work without JavaScript); a refusal comes back
// with its words and everything typed (projects-route.server.ts). Their words: the `projects` namespace.
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import type { FormReply } from "~/features/forms/reply";
import { projectTone } from "~/features/portals/learner/figures";
import type { Milestone } from "~/features/portals/shared/milestones";
import { maxMilestoneFeedback, maxMilestoneTitle } from "../../../../cms/extensions/shared/projects.mjs";
import { ClassOptions, type ClassChoice } from "./class-options";
import { fieldsOf, type Errors, type Values } from "./form-values";

/** A form-level refusal of a project form: its key is under `projects:outcomes`. */
export type ProjectError = { key: "not-found" } | { key: "failed" };
export type ProjectReply = FormReply<ProjectError, { intent: string }>;

function replyFor(reply: ProjectReply | undefined, intent: string, milestone?: number) {
  const values = (reply?.intent === intent ? reply.result.initialValue : null) as Values | null;
  // A project's page has a form per milestone: the reply belongs to the one it named.
  const mine = values && (milestone === undefined || String(values.milestone) === String(milestone));
  return {
    values: mine ? values : null,
    errors: (mine ? (reply?.result.error ?? {}) : {}) as Errors,
    formError: mine ? (reply?.formError ?? null) : null,
  };
}

function useErrorText() {
  const { t } = useTranslation("projects");
  return (key: string) => t(`errors.${key}`, { defaultValue: t("errors.invalid") });
}

function Refusal({ formError, errors }: { formError: { key: string } | null; errors: Errors }) {
  const { t } = useTranslation("projects");
  if (formError) return <Notice tone="error">{t(`outcomes.${formError.key}`)}</Notice>;
  return Object.values(errors).some((e) => e?.length) ? <Notice tone="error">{t("outcomes.invalid")}</Notice> : null;
}

/** A project's status as a badge, in the page's language. */
export function ProjectStatus({ status }: { status: string }) {
  const { t } = useTranslation("projects");
  return <Badge tone={projectTone(status)}>{t(`statuses.${status}`, { defaultValue: status })}</Badge>;
}

/** The approved brief, the class, the title (empty: the brief's), the due date and the milestones (one a line). */
export function AssignProjectForm({
  briefs,
  classes,
  reply,
}: {
  briefs: { id: number; title: string; body: string | null }[];
  classes: ClassChoice[];
  reply: ProjectReply | undefined;
}) {
  const { t } = useTranslation("projects");
  const location = useLocation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const { values, errors, formError } = replyFor(reply, "project-add");
  const shown = values ?? {};
  // Every class of a cohort at once (issue 49, item 4: "for a class or cohort"): the cohorts of the classes offered.
  const cohorts = [...new Set(classes.map((c) => c.cohort).filter((name): name is string => Boolean(name)))].sort();
  const field = fieldsOf("project", shown, errors);
  return (
    <div className="flex flex-col gap-4">
      <details className="rounded-xl bg-slate-50 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-slate-900">{t("readBriefs")}</summary>
        <ul className="mt-2 flex flex-col gap-3">
          {briefs.map((b) => (
            <li key={b.id}>
              <h3 className="font-semibold text-slate-900">{b.title}</h3>
              {b.body ? <p className="mt-1 whitespace-pre-line text-slate-800">{b.body}</p> : null}
            </li>
          ))}
        </ul>
      </details>
      <Form key={location.key} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="project-add" />
        <Refusal formError={formError} errors={errors} />
        <Field field={field("brief")} label={t("fields.brief")} formatError={errorText}>
          <Select>
            {briefs.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={field("class")} label={t("fields.class")} formatError={errorText}>
          <Select>
            <optgroup label={t("fields.oneClass")}>
              <ClassOptions classes={classes} />
            </optgroup>
            {cohorts.length ? (
              <optgroup label={t("fields.wholeCohort")}>
                {cohorts.map((name) => (
                  <option key={name} value={`cohort:${name}`}>
                    {name}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </Select>
        </Field>
        <Field field={field("title")} label={t("fields.title")} hint={t("fields.titleHint")} formatError={errorText}>
          <Input maxLength={maxMilestoneTitle} />
        </Field>
        <Field field={field("due_date")} label={t("fields.dueDate")} hint={t("fields.dueHint")} formatError={errorText}>
          <Input type="date" />
        </Field>
        <Field field={field("milestones")} label={t("fields.milestones")} hint={t("fields.milestonesHint")} formatError={errorText}>
          <Textarea rows={5} />
        </Field>
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t("assign")}
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** One milestone's grade: its score (0 to its points) and the feedback. */
export function GradeMilestoneForm({ n, milestone, reply }: { n: number; milestone: Milestone; reply: ProjectReply | undefined }) {
  const { t } = useTranslation("projects");
  const location = useLocation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const { values, errors, formError } = replyFor(reply, "milestone-grade", n);
  const shown: Values = values ?? {
    score: milestone.score == null ? "" : String(milestone.score),
    feedback: milestone.feedback ?? "",
  };
  const field = fieldsOf(`milestone${n}`, shown, errors);
  return (
    <Form key={location.key} method="post" noValidate className="mt-2 flex flex-col gap-3">
      <input type="hidden" name="intent" value="milestone-grade" />
      <input type="hidden" name="milestone" value={n} />
      <Refusal formError={formError} errors={errors} />
      <Field field={field("score")} label={t("score", { title: milestone.title, max: milestone.points })} formatError={errorText}>
        <Input inputMode="decimal" className="w-28" />
      </Field>
      <Field field={field("feedback")} label={t("feedback", { title: milestone.title })} formatError={errorText}>
        <Textarea rows={3} maxLength={maxMilestoneFeedback} />
      </Field>
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {t("save", { title: milestone.title })}
        </Button>
      </div>
    </Form>
  );
}
