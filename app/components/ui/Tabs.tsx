import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { focusRing } from "./focus-ring";

export interface Tab {
  to: string;
  label: ReactNode;
  /** Whether this tab is the page shown; by default, when `to` is the current path. */
  current?: boolean;
}

/**
 * Tabs between pages (or states of a page kept in the URL: `?status=draft`): plain links, so they
 * work without JavaScript; the current one carries aria-current="page".
 */
export function Tabs({ label, tabs, className }: { label: string; tabs: Tab[]; className?: string }) {
  return (
    <nav aria-label={label}>
      <TabLinks tabs={tabs} className={className} />
    </nav>
  );
}

/** The tabs' links without their <nav>, for a navigation drawn elsewhere (a portal's drawer). */
export function TabLinks({ tabs, className = "flex gap-2" }: { tabs: Tab[]; className?: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={className}>
      {tabs.map((tab) => (
        <li key={tab.to}>
          <Link
            to={tab.to}
            aria-current={(tab.current ?? tab.to === pathname) ? "page" : undefined}
            className={`block rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-primary ${focusRing}`}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
