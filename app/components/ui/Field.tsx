import { createContext, useContext, type ReactNode } from "react";

/**
 * What a field needs to know about itself. Conform's field metadata fits as it is
 * (`field={fields.email}`: id, name, formId, errorId, descriptionId, errors, initialValue); forms
 * without Conform pass a plain `{ id, name, initialValue }` and get `${id}-error` / `${id}-description`.
 */
export interface FieldState {
  id: string;
  name?: string;
  formId?: string;
  errorId?: string;
  descriptionId?: string;
  errors?: string[];
  initialValue?: unknown;
  required?: boolean;
}

/** The attributes a control inside a Field takes over: the same ones Conform's getInputProps sets. */
export interface FieldControlProps {
  id: string;
  name?: string;
  form?: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  initialValue?: unknown;
}

const FieldControlContext = createContext<FieldControlProps | null>(null);

/** The wiring of the Field around a control (Input, Select, Textarea, PasswordInput), if any. */
export function useFieldControl() {
  return useContext(FieldControlContext);
}

/** Ids and control attributes for a field that shows a hint and/or an error. */
export function describeField(field: FieldState, shown: { hint: boolean; error: boolean }) {
  const errorId = field.errorId ?? `${field.id}-error`;
  const descriptionId = field.descriptionId ?? `${field.id}-description`;
  const describedBy = [shown.hint ? descriptionId : "", shown.error ? errorId : ""].filter(Boolean).join(" ");
  const control: FieldControlProps = {
    id: field.id,
    name: field.name,
    form: field.formId,
    required: field.required || undefined,
    "aria-invalid": shown.error || undefined,
    "aria-describedby": describedBy || undefined,
    initialValue: field.initialValue,
  };
  return { errorId, descriptionId, control };
}

/** The first error of a field as text: `formatError` turns a message key into words. */
export function fieldError(field: FieldState, formatError?: (error: string) => ReactNode) {
  const error = field.errors?.[0];
  if (!error) return undefined;
  return formatError ? formatError(error) : error;
}

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
