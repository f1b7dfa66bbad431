// What every structure page's dialogs share (issue 50): the form's frame, its typed values and error
// words, the delete confirmation and the gone dialog, each shown by its own child route in a
// RouteDialog (ADR 035). What a person typed
// comes back from the action (`reply.result.initialValue`) with the field errors, so a refused form
// keeps it.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import type { FormError, FormReply } from "~/features/forms/reply";
import { LinkButton } from "~/components/ui/LinkButton";
import { Options } from "~/components/ui/Options";
import { Select } from "~/components/ui/Select";
import { structureLimits, tracks, type StructureArea } from "./structure";

/** A track or none (`none`: the choice's words for no track), one of the form's fields. */
export function TrackSelect({ none }: { none: string }) {
  const { t } = useTranslation("staff");
  return (
    <Select>
      <option value="">{none}</option>
      <Options options={tracks.map((track) => ({ value: track, label: t(`structure.tracks.${track}`) }))} />
    </Select>
  );
}

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

/**
 * A structure form's fields (`area`'s): each `<Field>`'s props from the field's name, its label
 * `<area>.fields.<label>` (the name unless given) and, with `hint`, its hint `<area>.fields.<label>Hint`.
 */
export function useStructureFields(area: StructureArea, reply: StructureReply | undefined, stored: Record<string, string>) {
  const { t } = useTranslation("staff");
  const field = useTyped(reply, stored);
  const errorText = useErrorText();
  const props = (name: string, { label = name, hint = false }: { label?: string; hint?: boolean } = {}) => ({
    field: field(name),
    label: t(`${area}.fields.${label}`),
    hint: hint ? t(`${area}.fields.${label}Hint`) : undefined,
    formatError: errorText,
  });
  return { field, errorText, props };
}

/**
 * The create (`named` null) or edit dialog of `area` (`named`: the words' parameters that name the
 * row): the form-level error and the submit button around the form's fields.
 */
export function StructureDialog({
  area,
  named,
  reply,
  children,
}: {
  area: StructureArea;
  named: Record<string, string> | null;
  reply: StructureReply | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  return (
    <RouteDialog
      title={named ? t(`${area}.editTitle`, named) : t(`${area}.newTitle`)}
      closeTo={`/staff/${area}`}
      closeLabel={t("structure.close")}
    >
      <Form method="post" noValidate className="mt-5 flex flex-col gap-4">
        {reply?.formError ? <Notice tone="error">{t(`structure.errors.${reply.formError.key}`)}</Notice> : null}
        {children}
        <div className="flex justify-end">
          <Button type="submit" pending={busy}>
            {named ? t(`${area}.save`) : t(`${area}.create`)}
          </Button>
        </div>
      </Form>
    </RouteDialog>
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
