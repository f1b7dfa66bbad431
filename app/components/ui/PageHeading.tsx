import type { ReactNode } from "react";

/**
 * A page's heading (portals, admin): its `h1` (the page's name), what the page is for, and
 * `children` below them (notices). `narrowIntro` keeps a long intro to a readable line length.
 */
export function PageHeading({
  title,
  intro,
  narrowIntro = false,
  children,
}: {
  title: string;
  intro?: string;
  narrowIntro?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className={narrowIntro ? "mt-2 max-w-3xl text-slate-700" : "mt-2 text-slate-700"}>{intro}</p> : null}
      {children}
    </div>
  );
}
