import { Link, type LinkProps } from "react-router";
import { focusRing } from "./focus-ring";

/** A link inside text ("Forgot password?", "Sign in"). `underline`: always underlined, for links within a sentence. */
export function TextLink({ underline = false, className = "", ...props }: LinkProps & { underline?: boolean; className?: string }) {
  return (
    <Link {...props} className={["text-link text-primary", focusRing, underline ? "underline" : "", className].filter(Boolean).join(" ")} />
  );
}
