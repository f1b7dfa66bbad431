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

// [on a light surface, on a dark surface]
const variants: Record<ButtonVariant, readonly [string, string]> = {
  primary: ["bg-primary text-white hover:bg-primary-dark", "bg-white text-primary-dark hover:bg-teal-50"],
  secondary: ["bg-secondary text-white hover:bg-secondary-dark", "bg-secondary text-white hover:bg-secondary-dark"],
  outline: [
    "border-2 border-primary text-primary hover:bg-primary hover:text-white",
    "border border-slate-400 text-white hover:bg-white/10",
  ],
  ghost: ["text-slate-700 hover:bg-slate-100 hover:text-slate-900", "text-white/90 hover:bg-white/10 hover:text-white"],
  danger: ["bg-red-700 text-white hover:bg-red-800", "bg-red-700 text-white hover:bg-red-800"],
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-10 px-4 py-2 text-sm",
  md: "min-h-11 px-5 py-2.5",
  lg: "min-h-12 px-6 py-3",
};

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
