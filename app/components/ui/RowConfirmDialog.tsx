import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "./Button";
import { Dialog } from "./Dialog";
import { Notice } from "./Notice";

/**
 * The one confirmation dialog of a page with row menus (issue 25): the question, and a form that
 * posts `intent` and `id` to the page's action (Confirm), or Close back to the list.
 */
export function RowConfirmDialog({
  title,
  question,
  intent,
  id,
  confirmLabel,
  closeLabel,
  closeTo,
  onClose,
  danger = true,
  before,
  error,
  children,
}: {
  title: ReactNode;
  question: ReactNode;
  /** Empty: nothing can be confirmed (the dialog only informs). */
  intent: string;
  id: string;
  confirmLabel: ReactNode;
  closeLabel: string;
  closeTo: string;
  onClose: () => void;
  danger?: boolean;
  /** What stopped the last try (the action's error), above the form's fields. */
  error?: ReactNode;
  /** More fields of the form (a new role, a message). */
  children?: ReactNode;
  /** Above the form, outside it (forms of their own, such as a gallery's one per image). */
  before?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errorNotice = error ? <Notice tone="error">{error}</Notice> : null;
  return (
    <Dialog title={title} description={question} closeTo={closeTo} closeLabel={closeLabel} onClose={onClose} wide={Boolean(before)}>
      {before}
      {/* Nothing to confirm (no choice left): only the words and Close. */}
      {!intent ? (
        <div className="mt-4">
          {errorNotice}
          {children}
        </div>
      ) : null}
      {intent ? (
        <Form method="post" className="mt-5 flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          {errorNotice}
          {children}
          <div className="flex justify-end">
            <Button type="submit" variant={danger ? "danger" : "primary"} pending={busy}>
              {confirmLabel}
            </Button>
          </div>
        </Form>
      ) : null}
    </Dialog>
  );
}
