import { createContext, useContext, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Toast } from "~/components/ui/Toast";
import type { ShownFlash } from "./flash";

const FlashContext = createContext<ShownFlash | null>(null);

/**
 * The root's flash (issue 46: read once, by the root loader) for the page it arrived with. The
 * root's data stays the same over a link that does not revalidate it, so the message would follow
 * the person to the next page: it counts for the location where it came, and the next one shows
 * nothing until the root brings another.
 */
export function FlashArrival({ flash, children }: { flash: ShownFlash | null; children: ReactNode }) {
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ flash, key });
  // A new flash (the root revalidated) arrives at the location shown now (React's "state from
  // props" pattern: set during render, no effect).
  if (arrival.flash !== flash) setArrival({ flash, key });
  const current = arrival.flash !== flash || arrival.key === key ? flash : null;
  return <FlashContext value={current}>{children}</FlashContext>;
}

/** The flash for this page, if any: its `values` give a refused form back what was typed. */
export const useFlash = () => useContext(FlashContext);

/**
 * The flash message after a redirect, in the reader's language: each area's frame shows it at the
 * top of its content, in a box of the page's width (`container`) where the frame has none.
 */
export function FlashToast({ className, container }: { className?: string; container?: string }) {
  const flash = useFlash();
  if (!flash) return null;
  const toast = (
    <Toast tone={flash.tone} className={className}>
      {flash.message}
    </Toast>
  );
  return container ? <div className={container}>{toast}</div> : toast;
}
