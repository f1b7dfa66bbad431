import type { ComponentProps, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Dialog } from "./Dialog";

/**
 * The route-based dialog (ADR 035): a row action that needs input is a child route of its list
 * (`/staff/courses/:id/edit` under `/staff/courses`). The list renders `<Outlet />` and the child
 * renders its form in a RouteDialog. Without JavaScript the child URL is a page of its own: the list
 * with the dialog open over it, Close a link back to the list. With JavaScript the link opens it in
 * place (only the child's loader runs, the list stays under it), and closing goes back to the list's
 * URL: one step back in history when the list opened it (`DialogLink`), else a replace.
 */
export function RouteDialog({ closeTo, ...props }: Omit<ComponentProps<typeof Dialog>, "onClose">) {
  const navigate = useNavigate();
  const location = useLocation();
  const openedFromList = (location.state as RouteDialogState | null)?.routeDialogFrom === closeTo;
  return (
    <Dialog
      {...props}
      // A new mount for each visit: reopened at once after Escape, before the list's render has
      // removed the closed dialog, the same element would stay closed (a flake of the structure e2e).
      key={location.key}
      closeTo={closeTo}
      // The native dialog has already given focus back to the link that opened it.
      onClose={() => void (openedFromList ? navigate(-1) : navigate(closeTo, { replace: true, preventScrollReset: true }))}
    />
  );
}

interface RouteDialogState {
  /** The list the dialog was opened from, in this tab: closing is one step back to it. */
  routeDialogFrom?: string;
}

/** What a link from a list (`from`) to one of its dialog routes needs: the list's scroll kept, and where Close goes back to. */
export function dialogLinkProps(from: string) {
  const state: RouteDialogState = { routeDialogFrom: from };
  return { state, preventScrollReset: true };
}

/** A link from a list (`from`) to one of its dialog routes: keeps the list's scroll and lets Close go back. */
export function DialogLink({
  to,
  from,
  className,
  children,
  ...rest
}: {
  to: string;
  from: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Link to={to} {...dialogLinkProps(from)} className={className} {...rest}>
      {children}
    </Link>
  );
}
