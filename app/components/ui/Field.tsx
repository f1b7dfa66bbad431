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

/**
 * A label, the control, a hint and the field's error. Give it the field once; the control inside
 * gets its id, name, value and aria attributes from it:
 *
 *   <Field field={fields.email} label={t("fields.email")} formatError={errorText}>
 *     <Input type="email" autoComplete="email" />
 *   </Field>
 */
export function Field({
  field,
  label,
  hint,
  error,
  formatError,
  className,
  children,
}: {
  field: FieldState;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown instead of the field's own error. */
  error?: ReactNode;
  formatError?: (error: string) => ReactNode;
  className?: string;
  children: ReactNode;
}) {
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
