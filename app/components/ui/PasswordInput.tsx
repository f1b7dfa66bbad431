import { useState } from "react";
import { useFieldControl } from "./field-control";
import { focusRing } from "./focus-ring";
import { Input, type InputProps } from "./Input";
import { useHydrated } from "./use-hydrated";

/** A password input with a show/hide toggle; the toggle needs JavaScript, so it appears with it. */
export function PasswordInput({
  toggleLabels,
  className = "",
  ...props
}: Omit<InputProps, "type"> & { toggleLabels: { show: string; hide: string } }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const control = useFieldControl();
  const id = props.id ?? control?.id;
  return (
    <div className="relative">
      <Input {...props} type={visible ? "text" : "password"} className={`${hydrated ? "pr-20" : ""} ${className}`} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={id}
          className={`absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-primary hover:bg-slate-100 ${focusRing}`}
        >
          {visible ? toggleLabels.hide : toggleLabels.show}
        </button>
      ) : null}
    </div>
  );
}
