import { createContext, useContext, type ReactNode } from "react";

// The wiring between a Field and the control inside it. Apart from Field.tsx so that the controls
// (Input, Select: on every page) do not bring the Field component with them (ADR 010).

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

export const FieldControlContext = createContext<FieldControlProps | null>(null);

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
