import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldError } from "./Field";
import { describeField, fieldError, type FieldState } from "./field-control";
import { focusRing } from "./focus-ring";

/**
 * A checkbox with its label beside it and, under them, the field's error. With a Conform field
 * (`field={fields.acceptTerms}`) it is checked again after a failed no-JavaScript post.
 */
export function Checkbox({
  field,
  label,
  formatError,
  className = "",
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { field?: FieldState; label: ReactNode; formatError?: (error: string) => ReactNode }) {
  const message = field ? fieldError(field, formatError) : undefined;
  const wired = field ? describeField(field, { hint: false, error: Boolean(message) }) : null;
  const { initialValue, ...control } = wired?.control ?? {};
  return (
    <div className={className}>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          {...control}
          defaultChecked={field ? initialValue === (props.value ?? "on") : undefined}
          {...props}
          className={`mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-primary ${focusRing}`}
        />
        <span>{label}</span>
      </label>
      {wired ? <FieldError id={wired.errorId}>{message}</FieldError> : null}
    </div>
  );
}
