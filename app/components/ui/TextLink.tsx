import { Link, type LinkProps } from "react-router";
import { focusRing } from "./focus-ring";

/** A link inside text ("Forgot password?", "Sign in"). `underline`: always underlined, for links within a sentence. */
export function TextLink({ underline = false, className = "", ...props }: LinkProps & { underline?: boolean; className?: string }) {
  return (
    <Link
      {...props}
      className={`rounded font-semibold text-primary hover:text-primary-dark hover:underline ${underline ? "underline" : ""} ${focusRing} ${className}`}
    />
  );
}
