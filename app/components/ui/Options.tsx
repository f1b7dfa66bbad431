import type { ReactNode } from "react";

export interface SelectOption {
  value: string;
  label: ReactNode;
  /** Where two choices post the same value (one teacher of two classes); else the value. */
  key?: string;
}

/** A select's choices: an `<option>` for each. Apart from Select.tsx, which every page loads. */
export function Options({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <option key={option.key ?? option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
