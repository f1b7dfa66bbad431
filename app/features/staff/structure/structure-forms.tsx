// The dialogs of /staff/courses and /staff/classes (issue 50): create and edit forms and the delete
// confirmation, each shown by its own child route in a RouteDialog (ADR 035). What a person typed
// comes back from the action (`reply.result.initialValue`) with the field errors, so a refused form
// keeps it.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { Select } from "~/components/ui/Select";
import type { FormError, FormReply } from "~/features/forms/reply";
import { LinkButton } from "~/components/ui/LinkButton";
import { structureLimits, type CompanyRow, type PlanOption, type StructureArea, type TeacherOption } from "./structure";

/** A structure form's answer: the typed values and field errors, and the form's own error. */
export type StructureReply = FormReply<FormError>;

/** What the form shows: the action's last answer when there is one, else the row as stored. */
export function useTyped(reply: StructureReply | undefined, stored: Record<string, string>) {
  const typed = (reply?.result?.initialValue ?? null) as Record<string, unknown> | null;
  const errors = (reply?.result?.error ?? {}) as Record<string, string[] | null>;
  return (name: string) => ({
    id: `structure-${name}`,
    name,
    initialValue: typed ? (typeof typed[name] === "string" ? typed[name] : "") : (stored[name] ?? ""),
    errors: errors[name] ?? undefined,
  });
}

/** A field error's words, with the field's limit. */
export function useErrorText() {
  const { t } = useTranslation("staff");
  const max: Record<string, number> = {
    codeTooLong: structureLimits.code,
    nameTooLong: structureLimits.name,
    cohortTooLong: structureLimits.cohort,
    capacityInvalid: structureLimits.capacity,
    slugTooLong: structureLimits.slug,
    summaryTooLong: structureLimits.summary,
    durationTooLong: structureLimits.duration,
    sortInvalid: structureLimits.sort,
    domainTooLong: structureLimits.domain,
    adminEmailTooLong: structureLimits.email,
    planCodeTooLong: structureLimits.planCode,
    seatsInvalid: structureLimits.seats,
    featuresTooLong: structureLimits.features,
    invoiceNumberTooLong: structureLimits.invoiceNumber,
    titleTooLong: structureLimits.title,
    urlTooLong: structureLimits.url,
    questionTooLong: structureLimits.question,
    answerTooLong: structureLimits.answer,
  };
  return (key: string) => t(`structure.errors.${key}`, { max: max[key] });
}

/** The dialog, the form-level error and the submit button, around a form's fields. */
export function StructureDialog({
  title,
  closeTo,
  reply,
  submitLabel,
  children,
}: {
  title: string;
  closeTo: string;
  reply: StructureReply | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog title={title} closeTo={closeTo} closeLabel={t("structure.close")}>
      <Form method="post" noValidate className="mt-5 flex flex-col gap-4">
        {reply?.formError ? <Notice tone="error">{t(`structure.errors.${reply.formError.key}`)}</Notice> : null}
        {children}
        <div className="flex justify-end">
          <Button type="submit" pending={busy}>
            {submitLabel}
          </Button>
        </div>
      </Form>
    </RouteDialog>
  );
}

export interface ClassValues {
  courseId: number;
  cohort: string;
  teacherId: string;
  capacity: number | null;
}

/** Create (`klass` null) or edit a class: the course and teacher chosen from what the token reads. */
export function ClassFormDialog({
  klass,
  courses,
  cohorts,
  teachers,
  reply,
}: {
  klass: (ClassValues & { label: string }) | null;
  courses: { id: number; label: string }[];
  /** The cohorts' names (seed_cohorts): a class is taught to one of them. */
  cohorts: string[];
  teachers: TeacherOption[];
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  const stored: Record<string, string> = klass
    ? {
        course: String(klass.courseId),
        cohort: klass.cohort,
        teacher: klass.teacherId,
        capacity: klass.capacity ? String(klass.capacity) : "",
      }
    : {};
  const field = useTyped(reply, stored);
  const errorText = useErrorText();
  return (
    <StructureDialog
      title={klass ? t("classes.editTitle", { name: klass.label }) : t("classes.newTitle")}
      closeTo="/staff/classes"
      reply={reply}
      submitLabel={klass ? t("classes.save") : t("classes.create")}
    >
      {courses.length === 0 ? <Notice tone="warning">{t("classes.noCourses")}</Notice> : null}
      <Field field={field("course")} label={t("classes.fields.course")} formatError={errorText}>
        <Select required>
          <option value="">{t("classes.fields.chooseCourse")}</option>
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.label}
            </option>
          ))}
        </Select>
      </Field>
      {cohorts.length === 0 ? <Notice tone="warning">{t("classes.noCohorts")}</Notice> : null}
      <Field field={field("cohort")} label={t("classes.fields.cohort")} hint={t("classes.fields.cohortHint")} formatError={errorText}>
        <Select required>
          <option value="">{t("classes.fields.chooseCohort")}</option>
          {cohorts.map((cohort) => (
            <option key={cohort} value={cohort}>
              {cohort}
            </option>
          ))}
        </Select>
      </Field>
      <Field field={field("teacher")} label={t("classes.fields.teacher")} formatError={errorText}>
        <Select required>
          <option value="">{t("classes.fields.chooseTeacher")}</option>
          {teachers.map((teacher) => (
            <option key={teacher.id} value={teacher.id}>
              {teacher.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field field={field("capacity")} label={t("classes.fields.capacity")} hint={t("classes.fields.capacityHint")} formatError={errorText}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
    </StructureDialog>
  );
}

/** Create (`company` null: with its first ORG_ADMIN's address) or edit a partner company (with its Seed PM). */
export function CompanyFormDialog({
  company,
  plans,
  reply,
}: {
  company: CompanyRow | null;
  plans: PlanOption[];
  reply: StructureReply | undefined;
}) {
  const { t, i18n } = useTranslation("staff");
  const stored: Record<string, string> = company
    ? { name: company.name, domain: company.domain, plan: company.plan, seedPm: company.seedPmId ? String(company.seedPmId) : "" }
    : {};
  const field = useTyped(reply, stored);
  const errorText = useErrorText();
  const price = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "VND", maximumFractionDigits: 0 });
  return (
    <StructureDialog
      title={company ? t("companies.editTitle", { name: company.name }) : t("companies.newTitle")}
      closeTo="/staff/companies"
      reply={reply}
      submitLabel={company ? t("companies.save") : t("companies.create")}
    >
      <Field field={field("name")} label={t("companies.fields.name")} formatError={errorText}>
        <Input autoComplete="off" maxLength={structureLimits.name} required />
      </Field>
      <Field field={field("domain")} label={t("companies.fields.domain")} hint={t("companies.fields.domainHint")} formatError={errorText}>
        <Input autoComplete="off" maxLength={structureLimits.domain} required />
      </Field>
      <Field field={field("plan")} label={t("companies.fields.plan")} hint={t("companies.fields.planHint")} formatError={errorText}>
        <Select required>
          <option value="">{t("companies.fields.choosePlan")}</option>
          {plans.map((plan) => (
            <option key={plan.code} value={plan.code}>
              {t("companies.fields.planOption", { code: plan.code, count: plan.seats, price: price.format(plan.monthlyVnd) })}
            </option>
          ))}
        </Select>
      </Field>
      {company ? (
        <Field field={field("seedPm")} label={t("companies.fields.seedPm")} hint={t("companies.fields.seedPmHint")} formatError={errorText}>
          <Select>
            <option value="">{t("companies.noSeedPm")}</option>
            {company.members.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name === member.email ? member.email : `${member.name} · ${member.email}`}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <Field
          field={field("adminEmail")}
          label={t("companies.fields.adminEmail")}
          hint={t("companies.fields.adminEmailHint")}
          formatError={errorText}
        >
          <Input type="email" autoComplete="off" maxLength={structureLimits.email} required />
        </Field>
      )}
    </StructureDialog>
  );
}

/**
 * The delete confirmation: `question` says what depends on the row. `refused` (something still
 * depends on it) shows the words and Close only, no button to confirm.
 */
export function DeleteDialog({
  title,
  question,
  refused,
  closeTo,
  confirmLabel,
  reply,
}: {
  title: string;
  question: string;
  refused: boolean;
  closeTo: string;
  confirmLabel: string;
  /** The action's answer when it refused: a form-level error only. */
  reply: { formError: FormError | null } | undefined;
}) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog title={title} description={question} closeTo={closeTo} closeLabel={t("structure.close")}>
      {reply?.formError ? (
        <Notice tone="error" className="mt-4">
          {t(`structure.errors.${reply.formError.key}`)}
        </Notice>
      ) : null}
      {refused ? null : (
        <Form method="post" className="mt-5 flex justify-end">
          <Button type="submit" variant="danger" pending={busy}>
            {confirmLabel}
          </Button>
        </Form>
      )}
    </RouteDialog>
  );
}

/**
 * A row's dialog when the row no longer exists (issue 50, item 4): words (`<area>.gone.*`) and the way
 * back to the list, which shows the rows as they are now.
 */
export function GoneDialog({ area }: { area: StructureArea }) {
  const { t } = useTranslation("staff");
  const list = `/staff/${area}`;
  return (
    <RouteDialog title={t(`${area}.gone.title`)} description={t(`${area}.gone.body`)} closeTo={list} closeLabel={t("structure.close")}>
      <div className="mt-5 flex justify-end">
        <LinkButton to={list}>{t("structure.backToList")}</LinkButton>
      </div>
    </RouteDialog>
  );
}
