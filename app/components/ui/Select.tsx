import type { SelectHTMLAttributes } from "react";
import { useFieldControl } from "./field-control";
import { controlClass, fieldControlAttributes } from "./Input";

export function Select({ className = "", onDark, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { onDark?: boolean }) {
  const control = useFieldControl();
  return <select {...fieldControlAttributes(control)} {...props} className={`${controlClass(onDark)} ${className}`} />;
}
