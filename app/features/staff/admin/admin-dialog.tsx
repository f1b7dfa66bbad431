import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import type { FieldState } from "~/components/ui/Field";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { adminListHref } from "./admin-path";

// The admin page's row dialogs (issue 46): each a child route of the page (ADR 035), shown over
// both tables; this is their frame, their fields and how they read the action's answer.

/** What a row action answers when it refused the form: the values sent, the fields' and the form's errors. */
export type AdminReply =
  { result: SubmissionResult<string[]>; formError: { key: string; count?: number } | null; intent?: string | null } | null | undefined;

/**
 * The action's answer for the dialog's fields and its notice: `field(name, id, stored)` is a field
 * for the kit's `Field` / `SelectField` (its errors, what was typed, else `stored`), `errorText`
 * words its error; `fieldError` a field's error in words, `typed` what was typed, `formError` the
 * form's error.
 */
export function useAdminReply(reply: AdminReply) {
  const { t } = useTranslation("staff");
  const errorText = (key: string) => t(`admin.errors.${key}`);
  const fieldError = (name: string) => {
    const key = reply?.result.error?.[name]?.[0];
    return key ? errorText(key) : null;
  };
  const typed = (name: string) => {
    const value = (reply?.result.initialValue as Record<string, unknown> | null | undefined)?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const field = (name: string, id: string, stored?: string): FieldState => ({
    id,
    name,
    errors: reply?.result.error?.[name] ?? undefined,
    initialValue: typed(name) ?? stored,
  });
  const formError = reply?.formError ? t(`admin.errors.${reply.formError.key}`, { count: reply.formError.count ?? 0 }) : fieldError("id");
  return { field, errorText, fieldError, typed, formError };
}

/** Where a dialog's Close leads: the admin page with its lists as they were. */
export function useAdminListHref() {
  return adminListHref(useLocation().search);
}

/**
 * A row action's dialog over the admin page: its question, the form that posts to this route
 * (`children`: its fields), the form's error from the action's last answer (`reply`), and Confirm.
 * With nothing to choose from (`canConfirm` false) it only informs. `before`: forms of their own,
 * above (the cover's gallery).
 */
export function AdminDialog({
  title,
  question,
  confirmLabel,
  danger = false,
  canConfirm = true,
  before,
  reply,
  children,
}: {
  title: string;
  question: string;
  confirmLabel: string;
  danger?: boolean;
  canConfirm?: boolean;
  before?: ReactNode;
  reply?: AdminReply;
  children?: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const { formError } = useAdminReply(reply);
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

/** A one-click action's refusal over the tables (Suspend, Publish, the bulk forms …): nothing without one. */
export function RefusalDialog({ title, error }: { title: string; error: string | null }) {
  if (!error) return null;
  return <AdminDialog title={title} question={error} confirmLabel="" canConfirm={false} />;
}
