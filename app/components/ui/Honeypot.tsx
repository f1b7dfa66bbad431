import { honeypotField } from "~/features/forms/honeypot";

/**
 * A field people never see or reach: bots that fill every input give themselves away, and get
 * the form's usual success while nothing happens (ADR 008).
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
