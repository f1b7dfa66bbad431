// The coursework forms (issue 49): set or change a grading item, remove one, grade a hand-in. Plain
// posts to the page they are on (they work without JavaScript); a refusal comes back with its words
// and everything typed (coursework-route.server.ts). Their words: the `teaching` namespace.
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Checkbox } from "~/components/ui/Checkbox";
import { Field, FieldError } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import { ClassOptions, type ClassChoice } from "./class-options";
import { fieldsOf, textOf, type Errors, type Values } from "./form-values";
import { competencyKeys, courseworkLimits as limits, type CourseworkReply, type RubricCriterion } from "./coursework";

/** A reply's typed values and errors when it answered `intent`; none otherwise. */
export function replyFor(reply: CourseworkReply | undefined, intent: string) {
  const mine = reply?.intent === intent ? reply : undefined;
  return {
    values: (mine?.result.initialValue ?? null) as Values | null,
    errors: (mine?.result.error ?? {}) as Errors,
    formError: mine?.formError ?? null,
  };
}

/** The words of a refusal: `errors.<key>` (a form-level one may be an outcome's). */
function useErrorText() {
  const { t } = useTranslation("teaching");
  return (key: string, params: Record<string, unknown> = {}) =>
    t(`errors.${key}`, { ...params, defaultValue: t(`outcomes.${key}`, { defaultValue: t("errors.invalid") }) });
}

/** The form's refusal as a whole (not yours, could not be saved, has hand-ins), above its fields. */
export function FormRefusal({ formError, errors }: { formError: { key: string } | null; errors: Errors }) {
  const { t } = useTranslation("teaching");
  const errorText = useErrorText();
  if (formError) return <Notice tone="error">{errorText(formError.key)}</Notice>;
  return Object.values(errors).some((e) => e?.length) ? <Notice tone="error">{t("outcomes.invalid")}</Notice> : null;
}

/**
 * An item's fields: class, title, brief, due date and time, maximum grade, the rubric's rows, the
 * competencies and whether files may be attached. `values`: what to show (typed, or stored).
 */
function ItemFields({ prefix, classes, values, errors }: { prefix: string; classes: ClassChoice[]; values: Values; errors: Errors }) {
  const { t } = useTranslation("teaching");
  const { t: tPortal } = useTranslation("portal");
  const errorText = useErrorText();
  const field = fieldsOf(prefix, values, errors);
  const chosen = [values.competencies ?? []].flat().map(String);
  const rubricError = errors.rubric?.[0];
  return (
    <>
      <Field field={field("class")} label={t("fields.class")} formatError={errorText}>
        <Select>
          <ClassOptions classes={classes} />
        </Select>
      </Field>
      <Field field={field("title")} label={t("fields.title")} formatError={errorText}>
        <Input maxLength={limits.title} />
      </Field>
      <Field field={field("brief")} label={t("fields.brief")} hint={t("fields.briefHint")} formatError={errorText}>
        <Textarea rows={5} maxLength={limits.brief} />
      </Field>
      <div className="flex flex-wrap gap-4">
        <Field field={field("due_date")} label={t("fields.dueDate")} hint={t("fields.dueHint")} formatError={errorText}>
          <Input type="date" />
        </Field>
        <Field field={field("due_time")} label={t("fields.dueTime")} formatError={errorText}>
          <Input type="time" />
        </Field>
        <Field field={field("max_grade")} label={t("fields.maxGrade")} formatError={errorText}>
          <Input inputMode="decimal" className="w-28" />
        </Field>
      </div>
      <fieldset aria-describedby={`${prefix}-rubric-hint${rubricError ? ` ${prefix}-rubric-error` : ""}`}>
        <legend className="text-sm font-semibold text-slate-800">{t("fields.rubric")}</legend>
        <p id={`${prefix}-rubric-hint`} className="mt-1 text-xs text-slate-600">
          {t("fields.rubricHint")}
        </p>
        <div className="mt-2 flex flex-col gap-2">
          {Array.from({ length: limits.criteria }, (_, i) => i + 1).map((n) => (
            <div key={n} className="flex flex-wrap gap-2">
              <Field
                field={field(`criterion${n}`)}
                label={t("fields.criterion", { n })}
                formatError={errorText}
                className="min-w-48 flex-1"
              >
                <Input maxLength={limits.criterion} />
              </Field>
              <Field field={field(`points${n}`)} label={t("fields.points", { n })} formatError={errorText} className="w-32">
                <Input inputMode="decimal" />
              </Field>
            </div>
          ))}
        </div>
        <FieldError id={`${prefix}-rubric-error`}>{rubricError ? errorText(rubricError) : null}</FieldError>
      </fieldset>
      <fieldset aria-describedby={errors.competencies?.length ? `${prefix}-competencies-error` : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{t("fields.competencies")}</legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {competencyKeys.map((key) => (
            <Checkbox
              key={key}
              name="competencies"
              value={key}
              defaultChecked={chosen.includes(key)}
              label={tPortal(`competencies.${key}`)}
            />
          ))}
        </div>
        <FieldError id={`${prefix}-competencies-error`}>{errors.competencies?.[0] ? errorText(errors.competencies[0]) : null}</FieldError>
      </fieldset>
      <Checkbox name="files_allowed" defaultChecked={textOf(values, "files_allowed") === "on"} label={t("fields.filesAllowed")} />
      <Checkbox name="refuse_late" defaultChecked={textOf(values, "refuse_late") === "on"} label={t("fields.refuseLate")} />
    </>
  );
}

/** "Set coursework" on the grading inbox: a new item for one of the teacher's classes. */
export function SetCourseworkForm({ classes, reply }: { classes: ClassChoice[]; reply: CourseworkReply | undefined }) {
  const { t } = useTranslation("teaching");
  const location = useLocation();
  const navigation = useNavigation();
  const { values, errors, formError } = replyFor(reply, "item-add");
  if (!classes.length) return <p className="mt-2 text-slate-700">{t("noClasses")}</p>;
  return (
    // A new key after each answer: the form shows what came back (typed values, or empty after a save).
    <Form key={location.key} method="post" noValidate className="mt-4 flex flex-col gap-4">
      <input type="hidden" name="intent" value="item-add" />
      <FormRefusal formError={formError} errors={errors} />
      <ItemFields prefix="set" classes={classes} values={values ?? { max_grade: "10", due_time: "23:59" }} errors={errors} />
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {t("add")}
        </Button>
      </div>
    </Form>
  );
}

/** An item's own page: its fields to change, then its removal. */
export function EditItemForms({
  classes,
  stored,
  reply,
}: {
  classes: ClassChoice[];
  stored: Record<string, string | string[]>;
  reply: CourseworkReply | undefined;
}) {
  const { t } = useTranslation("teaching");
  const location = useLocation();
  const navigation = useNavigation();
  const edit = replyFor(reply, "item-edit");
  const removal = replyFor(reply, "item-delete");
  return (
    <>
      <Form key={location.key} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="item-edit" />
        <FormRefusal formError={edit.formError} errors={edit.errors} />
        <ItemFields prefix="edit" classes={classes} values={edit.values ?? stored} errors={edit.errors} />
        <div>
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {t("save")}
          </Button>
        </div>
      </Form>
      <Form method="post" className="mt-8 flex flex-col gap-2 border-t border-slate-200 pt-4">
        <input type="hidden" name="intent" value="item-delete" />
        {removal.formError ? <FormRefusal formError={removal.formError} errors={{}} /> : null}
        <p className="text-sm text-slate-700">{t("removeHint")}</p>
        <div>
          <Button type="submit" variant="outline" disabled={navigation.state === "submitting"}>
            {t("remove")}
          </Button>
        </div>
      </Form>
    </>
  );
}

/** The grade form of a hand-in: a score per rubric criterion (or the grade), the feedback. */
export function GradeHandInForm({
  rubric,
  maxGrade,
  stored,
  reply,
}: {
  rubric: RubricCriterion[];
  maxGrade: number;
  stored: { grade: number | null; scores: number[] | null; feedback: string | null } | null;
  reply: CourseworkReply | undefined;
}) {
  const { t } = useTranslation("teaching");
  const location = useLocation();
  const navigation = useNavigation();
  const errorText = useErrorText();
  const { values, errors, formError } = replyFor(reply, "grade-hand-in");
  const shown: Values = values ?? {
    grade: stored?.grade == null ? "" : String(stored.grade),
    feedback: stored?.feedback ?? "",
    ...Object.fromEntries(rubric.map((_, i) => [`score${i + 1}`, stored?.scores?.[i] == null ? "" : String(stored.scores[i])])),
  };
  const field = fieldsOf("grade", shown, errors);
  const withMax = (key: string) => errorText(key, { max: maxGrade });
  return (
    <Form key={location.key} method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value="grade-hand-in" />
      <FormRefusal formError={formError} errors={errors} />
      {rubric.length ? (
        rubric.map((c, i) => (
          <Field
            key={i}
            field={field(`score${i + 1}`)}
            label={t("handIn.score", { criterion: c.criterion, points: c.points })}
            formatError={withMax}
          >
            <Input inputMode="decimal" className="w-28" />
          </Field>
        ))
      ) : (
        <Field field={field("grade")} label={t("handIn.grade", { max: maxGrade })} formatError={withMax}>
          <Input inputMode="decimal" className="w-28" />
        </Field>
      )}
      <Field field={field("feedback")} label={t("handIn.feedback")} formatError={errorText}>
        <Textarea rows={6} maxLength={limits.feedback} />
      </Field>
      <div>
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {t("handIn.save")}
        </Button>
      </div>
    </Form>
  );
}
