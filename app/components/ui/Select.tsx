import type { ReactNode, SelectHTMLAttributes } from "react";
import { useFieldControl } from "./field-control";
import { controlClass, fieldControlAttributes } from "./Input";

export function Select({ className = "", onDark, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { onDark?: boolean }) {
  const control = useFieldControl();
  return <select {...fieldControlAttributes(control)} {...props} className={`${controlClass(onDark)} ${className}`} />;
}

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** Where two choices post the same value (one teacher of two classes); else the value. */
  key?: string;
}

/** A select's choices: an `<option>` for each. */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.key ?? option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
