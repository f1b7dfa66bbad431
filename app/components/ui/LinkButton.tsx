import type { AnchorHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { buttonClass, type ButtonStyle } from "./Button";

type LinkButtonProps = ButtonStyle &
  (({ to: LinkProps["to"] } & Omit<LinkProps, "to">) | ({ href: string } & AnchorHTMLAttributes<HTMLAnchorElement>));

/**
 * A link that looks like a button. `to` is a router link; `href` a plain anchor, for `#section`,
 * `mailto:` and links that must load the whole page (e.g. `/?type=…#contact` preselects a form).
 */
export function LinkButton(props: LinkButtonProps) {
  const { variant, size, block, onDark, className, ...rest } = props;
  const classes = buttonClass({ variant, size, block, onDark }, typeof className === "string" ? className : "");
  // The content arrives in `rest.children`.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  return "to" in rest ? <Link {...rest} className={classes} /> : <a {...rest} className={classes} />;
}
