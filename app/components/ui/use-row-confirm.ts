import { useState, type MouseEvent } from "react";
import { useLocation, useSearchParams } from "react-router";

/** The URL of this page asking to confirm `intent` for row `id` (`null`: the page without it). */
export function rowConfirmHref(location: { pathname: string; search: string }, ask: { intent: string; id: string | number } | null) {
  const params = new URLSearchParams(location.search);
  params.delete("confirm");
  params.delete("id");
  params.delete("done");
  params.delete("menu"); // a row menu opened without JavaScript closes when one of its items is chosen
  if (ask) {
    params.set("confirm", ask.intent);
    params.set("id", String(ask.id));
  }
  const search = params.toString();
  return search ? `${location.pathname}?${search}` : location.pathname;
}

/**
 * Per-row confirmation (issue 25): `?confirm=<intent>&id=<row>` asks about one row. Without
 * JavaScript the link loads that URL and the page renders its one dialog open (a confirmation page
 * of its own); with it `ask(…)` opens the same dialog in place, without a request. After the
 * action's redirect (a new location) the dialog is gone either way.
 *
 *   const confirm = useRowConfirm();
 *   { to: confirm.href("delete", post.id), onClick: confirm.ask("delete", post.id) }
 *   {confirm.current?.intent === "delete" && <Dialog closeTo={confirm.closeHref} onClose={confirm.close} …>}
 */
export function useRowConfirm() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [here, setHere] = useState<{ intent: string; id: string; key: string } | null>(null);
  const fromUrl =
    searchParams.get("confirm") && searchParams.get("id") ? { intent: searchParams.get("confirm")!, id: searchParams.get("id")! } : null;
  // Opened in place on this location; a navigation (the action's redirect, Close) forgets it.
  const inPlace = here && here.key === location.key ? here : null;
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const current = inPlace ?? (closedKey === location.key ? null : fromUrl);
  return {
    current,
    href: (intent: string, id: string | number) => rowConfirmHref(location, { intent, id }),
    closeHref: rowConfirmHref(location, null),
    ask: (intent: string, id: string | number) => (event: MouseEvent) => {
      event.preventDefault();
      setHere({ intent, id: String(id), key: location.key });
    },
    close() {
      setHere(null);
      setClosedKey(location.key);
    },
  };
}
