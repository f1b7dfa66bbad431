import type { ReactNode } from "react";

/** A page's heading (portals, admin): its `h1` (the page's name), what the page is for, and `children` below them (notices). */
export function PageHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      {children}
    </div>
  );
}
