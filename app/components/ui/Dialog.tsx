import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./Button";
import { useHydrated } from "./use-hydrated";

/**
 * A modal dialog. With JavaScript it is a native <dialog> opened with showModal(): focus moves in
 * and stays inside, Escape or a click on the backdrop closes it, focus returns where it was.
 * Without JavaScript the server renders it open above the dimmed page, and Close is a link to
 * `closeTo`: a page without the dialog (a route-based dialog: `RouteDialog`, ADR 035).
 * Render it only while it is open.
 */
export function Dialog({
  title,
  description,
  closeTo,
  closeSubmit,
  closeLabel,
  onClose,
  wide = false,
  children,
}: {
  title: ReactNode;
  /** The question or message, read out with the title. */
  description?: ReactNode;
  /** Where Close leads without JavaScript (the same page without the dialog). */
  closeTo: string;
  /**
   * Inside a form whose unsaved state a link would lose (the post editor, ADR 039): Close is a submit
   * of that form with this name and value instead of a link (with JavaScript it only closes).
   */
  closeSubmit?: { name: string; value: string };
  closeLabel: string;
  /** Called when the dialog closed with JavaScript: stop rendering it. */
  onClose: () => void;
  /** Up to 760 px instead of 28 rem (a picker with a gallery). */
  wide?: boolean;
  children?: ReactNode;
}) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!hydrated || !dialog) return;
    // The server's open (non-modal) dialog becomes modal before the next paint.
    if (!dialog.open) dialog.showModal();
    titleRef.current?.focus();
    // A close event of an earlier mount (React's development double effects) finds it open again.
    const closed = () => !dialog.open && onCloseRef.current();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
    };
  }, [hydrated]);

  const closeClass = buttonClass({ variant: "ghost", size: "sm" }, "-mt-1 -mr-2 shrink-0");
  const close = (event: MouseEvent) => {
    if (!hydrated) return;
    event.preventDefault();
    dialogRef.current?.close();
  };

  return (
    // A click on the backdrop closes the dialog; the keyboard way is the native Escape.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      // Open in the server's HTML (and while hydrating); with JavaScript, showModal() opens it.
      open={!hydrated || undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className={`fixed inset-0 z-50 m-auto h-fit max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? "max-w-[760px]" : "max-w-md"} overflow-y-auto rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 [&:not(:modal)]:shadow-[0_0_0_100vmax_rgb(15_23_42/0.6)]`}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {title}
          </h2>
          {closeSubmit ? (
            <button type="submit" {...closeSubmit} onClick={close} className={closeClass}>
              {closeLabel}
            </button>
          ) : (
            <Link to={closeTo} replace preventScrollReset onClick={close} className={closeClass}>
              {closeLabel}
            </Link>
          )}
        </div>
        {description ? (
          <p id={descriptionId} className="mt-3 [overflow-wrap:anywhere] text-slate-700">
            {description}
          </p>
        ) : null}
        {children}
      </div>
    </dialog>
  );
}
