import type { TextareaHTMLAttributes } from "react";
import { useFieldControl } from "./field-control";
import { controlClass, fieldControlAttributes } from "./Input";

export function Textarea({ className = "", ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const control = useFieldControl();
  return <textarea {...fieldControlAttributes(control)} {...props} className={`${controlClass()} ${className}`} />;
}
