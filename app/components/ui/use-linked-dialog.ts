import { useState, type MouseEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { dialogHref } from "./dialog-href";

/**
 * A dialog with a URL of its own, so it works without JavaScript: `?confirm=delete` opens it.
 * Its trigger is a link to `openHref`; with JavaScript `openDialog` opens it in place (no request).
 *
 *   const confirm = useLinkedDialog("delete");
 *   <LinkButton to={confirm.openHref} onClick={confirm.openDialog}>Delete</LinkButton>
 *   {confirm.open && <Dialog closeTo={confirm.closeHref} onClose={confirm.closeDialog} …>}
 */
export function useLinkedDialog(value: string, param = "confirm") {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const inUrl = searchParams.get(param) === value;
  // null: follow the URL; true/false: opened or closed in place with JavaScript.
  const [openHere, setOpenHere] = useState<boolean | null>(null);
  const closeHref = dialogHref(location, param, null);
  return {
    open: openHere ?? inUrl,
    openHref: dialogHref(location, param, value),
    closeHref,
    openDialog(event: MouseEvent) {
      event.preventDefault();
      setOpenHere(true);
    },
    closeDialog() {
      setOpenHere(false);
      if (inUrl) void navigate(closeHref, { replace: true, preventScrollReset: true });
    },
  };
}
