import type { InputHTMLAttributes } from "react";
import { useFieldControl, type FieldControlProps } from "./field-control";

/** The look of every text control (input, select, textarea). */
export function controlClass(onDark = false) {
  // `control` and `control-on-dark` are spelled out in app.css (a page's HTML, issue 23); `bg-white`
  // stays a utility: the portal theme redefines it by class name.
  return onDark ? "control control-on-dark bg-white" : "control bg-white";
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
