import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

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
            className="tab-link" // app.css
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
