import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { Options, type SelectOption } from "~/components/ui/Options";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { adminListHref } from "./admin-path";

// The admin page's row dialogs (issue 46): each a child route of the page (ADR 035), shown over
// both tables; this is their frame, their fields and how they read the action's answer.

/** What a row action answers when it refused the form: the values sent, the fields' and the form's errors. */
export type AdminReply =
  { result: SubmissionResult<string[]>; formError: { key: string; count?: number } | null; intent?: string | null } | null | undefined;

/** The action's answer in words: a field's error, what was typed in a field, the form's error. */
export function useAdminReply(reply: AdminReply) {
  const { t } = useTranslation("staff");
  const fieldError = (name: string) => {
    const key = reply?.result.error?.[name]?.[0];
    return key ? t(`admin.errors.${key}`) : null;
  };
  const typed = (name: string) => {
    const value = (reply?.result.initialValue as Record<string, unknown> | null | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const formError = reply?.formError ? t(`admin.errors.${reply.formError.key}`, { count: reply.formError.count ?? 0 }) : fieldError("id");
  return { fieldError, typed, formError };
}

/** Where a dialog's Close leads: the admin page with its lists as they were. */
export function useAdminListHref() {
  return adminListHref(useLocation().search);
}

/**
 * A row action's dialog over the admin page: its question, the form that posts to this route
 * (`children`: its fields), the action's last error, and Confirm. With nothing to choose from
 * (`canConfirm` false) it only informs. `before`: forms of their own, above (the cover's gallery).
 */
export function AdminDialog({
  title,
  question,
  confirmLabel,
  danger = false,
  canConfirm = true,
  before,
  formError,
  children,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  canConfirm?: boolean;
  before?: ReactNode;
  formError: string | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const busy = useNavigation().state === "submitting";
  const error = formError ? (
    <Notice tone="error" className="mt-2">
      {formError}
    </Notice>
  ) : null;
  return (
    <RouteDialog title={title} description={question} closeTo={useAdminListHref()} closeLabel={t("admin.close")} wide={Boolean(before)}>
      {before}
      {canConfirm ? (
        <Form method="post" className="mt-5 flex flex-col gap-4">
          {children}
          {error}
          <div className="flex justify-end">
            <Button type="submit" variant={danger ? "danger" : "primary"} pending={busy}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-4">
          {children}
          {error}
        </div>
      )}
    </RouteDialog>
  );
}

/** A field's error in words under it; `id` where the control names it (aria-describedby). */
export function ErrorLine({ id, children }: { id?: string; children: string | null }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

/** A text field of a dialog: the control (`children`) under its label, its error (`errorId`) under both. */
export function DialogField({
  label,
  error,
  errorId,
  children,
}: {
  label: string;
  error: string | null;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {label}
        {children}
      </label>
      <ErrorLine id={errorId}>{error}</ErrorLine>
    </>
  );
}

/** A control's aria attributes while its error (`errorId`) shows. */
export function invalidIf(error: string | null, errorId: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
}

/** A labelled choice of the dialogs and the bulk form. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  className = "",
}: {
  label: string;
  name: string;
  options: SelectOption[];
  defaultValue?: string;
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-semibold ${className}`}>
      {label}
      <select name={name} defaultValue={defaultValue} className="min-h-10 rounded-lg border border-slate-400 px-3 py-2 font-normal">
        <Options options={options} />
      </select>
    </label>
  );
}
