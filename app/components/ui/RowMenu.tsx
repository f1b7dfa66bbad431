import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Form, Link, useLocation } from "react-router";
import { buttonClass } from "./Button";
import { dialogLinkProps } from "./RouteDialog";
import { menuKeyTarget, menuPosition } from "./row-menu-logic";
import { useHydrated } from "./use-hydrated";

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
      newTab?: never;
      download?: never;
      dialog?: never;
    }
  | {
      /** A link; `onClick` may open a dialog in place with JavaScript (a route-based dialog: `dialogLinkProps`, ADR 055). */
      to: string;
      onClick?: (event: MouseEvent) => void;
      /** Opens in a new tab (View on site). */
      newTab?: boolean;
      /** A file to download (a CSV export): a plain `<a download>`, the browser fetches it itself. */
      download?: boolean;
      /** A route-based dialog over this page (ADR 035): the page keeps its scroll, and Close goes back. */
      dialog?: boolean;
      intent?: never;
    }
);

/** A full-width row of the menu, with the focus ring (app.css). */
const itemClass = "menu-item";

/** The event a table row sends its menu on a right-click: the menu opens at the pointer. */
export const openRowMenuEvent = "seed:row-menu-open";
export function openRowMenuAt(row: HTMLElement, x: number, y: number) {
  const menu = row.querySelector("[data-row-menu]");
  if (!menu) return false;
  menu.dispatchEvent(new CustomEvent(openRowMenuEvent, { detail: { x, y } }));
  return true;
}

/** The URL parameter naming the row menu a page shows open (a row's menu without JavaScript). */
export const openMenuParam = "menu";
/** The id of that one open menu, which its link scrolls to. */
const openMenuAnchor = "open-menu";

/**
 * A row's actions (DESIGN.md, Row menus): a <details> disclosure holding one form or link per item,
 * so it works without JavaScript (the open list then takes its place in the row, where no scrolling
 * wrapper can clip it).
 *
 * A menu with an `id` (a table's rows) keeps its items out of the page until it is opened (ADR 026):
 * without JavaScript its button is a link to the same page with `?menu=<id>#open-menu`, which the server
 * answers with that one menu open; with JavaScript the items are rendered when it opens. A table of
 * 100 rows then carries 100 buttons instead of 900 forms and links.
 *
 * With JavaScript the open panel is fixed above everything, under the trigger or at the pointer,
 * at most 224 × 320 and 8 px inside the viewport (`menuPosition`); arrow keys, Home and End move
 * between the items, Escape closes and gives focus back to the trigger, a click outside, a scroll
 * or a resize closes it.
 */
export function RowMenu({ id, label, items, trigger = "⋯" }: { id?: string; label: string; items: RowMenuItem[]; trigger?: ReactNode }) {
  const hydrated = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  // The menu this URL asks to show open (`?menu=<id>`): rendered open, with its items, by the server.
  const askedByUrl = id !== undefined && new URLSearchParams(search).get(openMenuParam) === id;
  // Opened here, with JavaScript: its items rendered, placed above everything.
  const [openedHere, setOpenedHere] = useState(false);
  // Open (from its toggle event, after the opening click's own scroll events): a click outside or a scroll closes it.
  const [open, setOpen] = useState(false);
  // A menu without an id is small (a toolbar's): its items are always in the page.
  const showItems = id === undefined || askedByUrl || openedHere;

  const menuItems = () => [...(panelRef.current?.querySelectorAll<HTMLElement>("[data-menu-item]") ?? [])];
  const summary = () => detailsRef.current?.querySelector("summary");

  const close = (returnFocus: boolean) => {
    if (detailsRef.current) detailsRef.current.open = false;
    if (returnFocus) summary()?.focus();
  };

  /** Opens synchronously (before the browser paints), placed inside the viewport. */
  const openMenu = (focus: "first" | "last", at?: { x: number; y: number }) => {
    // The items and the panel's place are rendered first (synchronously), to be measured and focused.
    flushSync(() => setOpenedHere(true));
    const details = detailsRef.current;
    const panel = panelRef.current;
    if (!details || !panel) return;
    details.open = true;
    const anchor = at ? { top: at.y, bottom: at.y, left: at.x, right: at.x } : summary()!.getBoundingClientRect();
    const { width, height } = panel.getBoundingClientRect();
    const position = menuPosition(
      anchor,
      { width, height },
      { width: document.documentElement.clientWidth, height: window.innerHeight },
      { gap: at ? 0 : 4 },
    );
    // CSSOM, not a style attribute: allowed by the page's Content-Security-Policy.
    panel.style.top = `${position.top}px`;
    panel.style.left = `${position.left}px`;
    panel.dataset.side = position.side;
    const list = menuItems();
    (focus === "first" ? list[0] : list[list.length - 1])?.focus();
  };

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onOpenAt = (event: Event) => {
      const { x, y } = (event as CustomEvent<{ x: number; y: number }>).detail;
      openMenu("first", { x, y });
    };
    details.addEventListener(openRowMenuEvent, onOpenAt);
    return () => details.removeEventListener(openRowMenuEvent, onOpenAt);
    // `openMenu` only reads refs; the <details> itself appears once the page is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  useEffect(() => {
    // One the URL opened sits in the row's flow, as without JavaScript: nothing to close it but its button.
    if (!open || !openedHere) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close(false);
    };
    const onScroll = (event: Event) => {
      if (!panelRef.current?.contains(event.target as Node)) close(false);
    };
    const onResize = () => close(false);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("scroll", onScroll, true);
    window.addEventListener("resize", onResize);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("scroll", onScroll, true);
      window.removeEventListener("resize", onResize);
    };
    // `close` only reads refs: subscribing again on every render would gain nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, openedHere]);

  const onKeyDown = (event: KeyboardEvent) => {
    const details = detailsRef.current;
    if (!details) return;
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    // A closed menu whose items are not rendered yet still has them to open onto.
    const target = menuKeyTarget(event.key, index, showItems ? list.length : items.length);
    if (target === null || (!details.open && target === "close")) return;
    event.preventDefault();
    if (!details.open) openMenu(event.key === "ArrowUp" || event.key === "End" ? "last" : "first");
    else if (target === "close") close(true);
    else list[target]?.focus();
  };

  // Without JavaScript the open list sits in the row's flow (so does one the URL opened, until it is
  // opened again); opened here, it is fixed above everything.
  const inFlow = !hydrated || (askedByUrl && !openedHere);
  const panelClass = inFlow ? "menu-panel bg-white mt-1" : "menu-panel bg-white fixed z-50 max-h-80 overflow-y-auto";
  const triggerClass = buttonClass({ variant: "ghost", size: "sm" }, "menu-trigger");

  if (!hydrated && !showItems) {
    // Without JavaScript (and until it runs): this page again, with this menu open and in view.
    const params = new URLSearchParams(search);
    params.set(openMenuParam, id!);
    return (
      <a href={`${pathname}?${params}#${openMenuAnchor}`} aria-label={label} className={triggerClass}>
        <span aria-hidden="true">{trigger}</span>
      </a>
    );
  }

  return (
    // The disclosure is the menu button: arrow keys, Home, End and Escape move within it (DESIGN.md, row menus).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      id={askedByUrl ? openMenuAnchor : undefined}
      open={askedByUrl || undefined}
      data-row-menu=""
      className="relative inline-block scroll-mt-24 text-left"
      onToggle={(event) => {
        setOpen(event.currentTarget.open);
        if (!event.currentTarget.open) setOpenedHere(false);
      }}
      onKeyDown={onKeyDown}
    >
      <summary
        aria-label={label}
        title={label}
        onClick={(event) => {
          if (detailsRef.current?.open) return;
          event.preventDefault();
          openMenu("first");
        }}
        className={triggerClass}
      >
        <span aria-hidden="true">{trigger}</span>
      </summary>
      <div ref={panelRef} className={panelClass}>
        <ul>
          {(showItems ? items : []).map((item, index) => {
            const tone = item.danger ? " text-red-800 hover:bg-red-50" : "";
            return (
              <li key={index}>
                {item.to !== undefined && item.download ? (
                  <a href={item.to} download data-menu-item="" className={itemClass + tone} onClick={() => close(false)}>
                    {item.label}
                  </a>
                ) : item.to !== undefined ? (
                  <Link
                    to={item.to}
                    // A link to one of this page's own states (`?confirm=…`): its route is known, nothing to discover.
                    discover={typeof item.to === "string" && item.to.startsWith(`${pathname}?`) ? "none" : "render"}
                    data-menu-item=""
                    className={itemClass + tone}
                    reloadDocument={item.newTab}
                    {...(item.dialog ? dialogLinkProps(pathname + search) : {})}
                    {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
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
                    <button type="submit" name="intent" value={item.intent} data-menu-item="" className={itemClass + tone}>
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

/**
 * A DataTable's last column of row menus: its header (for screen readers only) and, on each row,
 * a RowMenu named by `label(row)` with `items(row)`.
 *
 *   <DataTable … actions={rowMenuColumn(t("actions"), (row) => t("manage", { name: row.name }), items)} />
 */
export function rowMenuColumn<Row extends { id: string | number }>(
  header: string,
  label: (row: Row) => string,
  items: (row: Row) => RowMenuItem[],
) {
  return {
    header: <span className="sr-only">{header}</span>,
    cell: (row: Row) => <RowMenu id={String(row.id)} label={label(row)} items={items(row)} />,
  };
}
