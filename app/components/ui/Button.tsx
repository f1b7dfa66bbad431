import type { ButtonHTMLAttributes, ReactNode } from "react";
import { focusRing, focusRingOnDark } from "./focus-ring";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width (forms, dialogs on phones). */
  block?: boolean;
  /** On a dark surface: the primary action turns white, outline and ghost turn light. */
  onDark?: boolean;
}

// [on a light surface, on a dark surface]; the light ones are classes of app.css (a page's HTML, issue 23).
const variants: Record<ButtonVariant, readonly [string, string]> = {
  primary: ["btn-primary", "bg-white text-primary-dark hover:bg-teal-50"],
  secondary: ["btn-secondary", "btn-secondary"],
  outline: ["btn-outline text-primary hover:text-white", "border border-slate-400 text-white hover:bg-white/10"],
  ghost: ["btn-ghost", "text-white/90 hover:bg-white/10 hover:text-white"],
  danger: ["btn-danger", "btn-danger"],
};

const sizes: Record<ButtonSize, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" };

/** The classes of a button; also for elements that look like one (`<summary>`, LinkButton). */
export function buttonClass({ variant = "primary", size = "md", block = false, onDark = false }: ButtonStyle = {}, className = "") {
  return [
    "btn", // app.css
    sizes[size],
    variants[variant][onDark ? 1 : 0],
    onDark ? focusRingOnDark : focusRing,
    block ? "w-full" : "",
    className,
  ].join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonStyle & {
    /** While true the button is disabled and shows `pendingLabel` (spec: "Đang gửi...", "Creating..."). */
    pending?: boolean;
    pendingLabel?: ReactNode;
  };

/** A button. `type` defaults to "button": a submit button says so. */
export function Button({
  variant,
  size,
  block,
  onDark,
  pending = false,
  pendingLabel,
  className,
  type = "button",
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass({ variant, size, block, onDark }, className)}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
