import type { InputHTMLAttributes } from "react";
import { useFieldControl, type FieldControlProps } from "./field-control";

/** The look of every text control (input, select, textarea). */
export function controlClass(onDark = false) {
  return `block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-red-600 ${onDark ? "focus-visible:outline-white" : "focus-visible:border-primary focus-visible:outline-primary"}`;
}

/** The attributes a control takes from its Field; its own props win. */
export function fieldControlAttributes(control: FieldControlProps | null) {
  if (!control) return {};
  const { initialValue, ...attributes } = control;
  return { ...attributes, defaultValue: typeof initialValue === "string" ? initialValue : undefined };
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & { onDark?: boolean };

export function Input({ className = "", onDark, ...props }: InputProps) {
  const control = useFieldControl();
  return <input {...fieldControlAttributes(control)} {...props} className={`${controlClass(onDark)} ${className}`} />;
}
