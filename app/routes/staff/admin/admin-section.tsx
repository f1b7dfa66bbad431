import type { ReactNode } from "react";

const looks = {
  /** A list of the admin page, the import's preview. */
  large: { section: "flex flex-col gap-4", heading: "text-2xl font-bold text-slate-900" },
  /** A part of a learner's details. */
  small: { section: "flex flex-col gap-3", heading: "text-xl font-bold text-slate-900" },
};

/** A part of an admin page: a region named by its heading (`headingId`). */
export function AdminSection({
  headingId,
  title,
  size = "large",
  children,
}: {
  headingId: string;
  title: string;
  size?: keyof typeof looks;
  children: ReactNode;
}) {
  const look = looks[size];
  return (
    <section aria-labelledby={headingId} className={look.section}>
      <h2 id={headingId} className={look.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
