import type { ReactNode } from "react";
import { describeField, FieldControlContext, fieldError, type FieldState } from "./field-control";

export type { FieldState } from "./field-control";

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export interface FieldProps {
  /** Conform's field metadata, or a plain `{ id, name, errors, initialValue }`. */
  field: FieldState;
  label: ReactNode;
  /** Words under the control (id `descriptionId`, else `${id}-description`), named by its aria-describedby. */
  hint?: ReactNode;
  /** Shown instead of the field's own error. */
  error?: ReactNode;
  /** The words of an error key (the field's errors are keys: each form's namespace words them). */
  formatError?: (error: string) => ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * The one field kit (issue 46, item 4): a label, the control, a hint and the field's error. Give it
 * the field once; the control inside (Input, Select, Textarea, PasswordInput) gets its id, name,
 * value and aria attributes (aria-invalid, aria-describedby: the hint, the error) from it:
 *
 *   <Field field={fields.email} label={t("fields.email")} formatError={errorText}>
 *     <Input type="email" autoComplete="email" />
 *   </Field>
 *
 * A labelled choice of options is `SelectField`; a group of radios or checkboxes keeps its fieldset
 * and shows its error with `FieldError`.
 */
export function Field({ field, label, hint, error, formatError, className, children }: FieldProps) {
  const message = error ?? fieldError(field, formatError);
  const { errorId, descriptionId, control } = describeField(field, { hint: Boolean(hint), error: Boolean(message) });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <FieldControlContext value={control}>{children}</FieldControlContext>
      {hint ? (
        <p id={descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{message}</FieldError>
    </div>
  );
}
