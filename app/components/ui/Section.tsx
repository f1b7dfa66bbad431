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
