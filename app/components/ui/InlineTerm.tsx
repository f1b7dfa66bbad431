import type { ReactNode } from "react";

/** One term of a one-line description list (`<dl>`), e.g. "Updated: 3 May 2026". */
export function InlineTerm({ term, children, role }: { term: ReactNode; children: ReactNode; role?: "status" }) {
  return (
    <div className="flex gap-1" role={role}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
