/** A landing-style section: an anchor id, a heading linked by aria-labelledby, an intro line. */
export function Section({
  id,
  title,
  text,
  children,
  className = "",
}: {
  id: string;
  title: string;
  text?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`px-4 py-16 md:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
          {title}
        </h2>
        {text ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{text}</p> : null}
        {children}
      </div>
    </section>
  );
}

export const buttonClass = {
  primary:
    "inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
  secondary:
    "inline-flex min-h-11 items-center justify-center rounded-lg bg-secondary px-5 py-2.5 font-semibold text-white hover:bg-secondary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary",
  outline:
    "inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-primary px-5 py-2.5 font-semibold text-primary hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
} as const;
