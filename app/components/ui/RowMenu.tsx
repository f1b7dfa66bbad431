import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "./Button";
import { focusRing } from "./focus-ring";
import { menuKeyTarget, menuPlacement } from "./row-menu-logic";

export type RowMenuItem = {
  label: ReactNode;
  /** Red: destructive. Give such an item `to` (a confirmation page or `?confirm=…`), not a form. */
  danger?: boolean;
} & (
  | {
      /** A POST: one <Form> per item, the button sends `intent`, `fields` go along as hidden inputs. */
      intent: string;
      action?: string;
      fields?: Record<string, string | number>;
      to?: never;
    }
  | {
      /** A link; `onClick` may open a dialog in place with JavaScript (see useLinkedDialog). */
      to: string;
      onClick?: (event: MouseEvent) => void;
      intent?: never;
    }
);

const itemClass = `flex w-full items-center rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-slate-100 ${focusRing}`;

/**
 * A row's actions (DESIGN.md, Row menus): a <details> disclosure holding one form or link per item,
 * so it works without JavaScript. With it: arrow keys, Home and End move between the items, Escape
 * closes and gives focus back to the trigger, a click outside closes, and the menu opens the way
 * that keeps it inside the viewport.
 */
export function RowMenu({ label, items, trigger = "⋯" }: { label: string; items: RowMenuItem[]; trigger?: ReactNode }) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);

  const menuItems = () => [...(panelRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
  const summary = () => detailsRef.current?.querySelector("summary");

  const close = (returnFocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (returnFocus) summary()?.focus();
  };

  /** Opens synchronously (before the browser paints), placed to stay inside the viewport. */
  const openMenu = (focus: "first" | "last") => {
    const details = detailsRef.current;
    const panel = panelRef.current;
    if (!details || !panel) return;
    details.open = true;
    const trigger = summary()!.getBoundingClientRect();
    const { width, height } = panel.getBoundingClientRect();
    const placement = menuPlacement(
      trigger,
      { width, height },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
    );
    panel.dataset.side = placement.side;
    panel.dataset.align = placement.align;
    const list = menuItems();
    (focus === "first" ? list[0] : list[list.length - 1])?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
    // `close` only reads refs: subscribing again on every render would gain nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const details = detailsRef.current;
    if (!details) return;
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const target = menuKeyTarget(event.key, index, list.length);
    if (target === null || (!details.open && target === "close")) return;
    event.preventDefault();
    if (!details.open) openMenu(event.key === "ArrowUp" || event.key === "End" ? "last" : "first");
    else if (target === "close") close(true);
    else list[target]?.focus();
  };

  return (
    // The disclosure is the menu button: arrow keys, Home, End and Escape move within it (DESIGN.md, row menus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      className="relative inline-block text-left"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
    >
      <summary
        aria-label={label}
        onClick={(event) => {
          if (detailsRef.current?.open) return;
          event.preventDefault();
          openMenu("first");
        }}
        className={buttonClass({ variant: "ghost", size: "sm" }, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
      >
        <span aria-hidden="true">{trigger}</span>
      </summary>
      <div
        ref={panelRef}
        className="absolute top-full left-0 z-30 mt-1 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg data-[align=end]:right-0 data-[align=end]:left-auto data-[side=top]:top-auto data-[side=top]:bottom-full data-[side=top]:mt-0 data-[side=top]:mb-1"
      >
        <ul>
          {items.map((item, index) => {
            const tone = item.danger ? "text-red-800 hover:bg-red-50" : "text-slate-800";
            return (
              <li key={index}>
                {item.to !== undefined ? (
                  <Link
                    to={item.to}
                    data-menu-item=""
                    className={`${itemClass} ${tone}`}
                    onClick={(event) => {
                      item.onClick?.(event);
                      // Focus goes back to the trigger first, so a dialog opened here returns it there.
                      close(true);
                    }}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <Form method="post" action={item.action} onSubmit={() => close(true)}>
                    {Object.entries(item.fields ?? {}).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={value} />
                    ))}
                    <button type="submit" name="intent" value={item.intent} data-menu-item="" className={`${itemClass} ${tone}`}>
                      {item.label}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </details>
  );
}
