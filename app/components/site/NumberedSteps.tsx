/** The badge colour of each accent (whole class names, so Tailwind finds them). */
const badgeTone = { primary: "bg-primary", secondary: "bg-secondary" } as const;

/** Numbered step cards in three columns: the landing page's methodology, the partner page's "how it works". */
export function NumberedSteps({ steps, accent }: { steps: { id: string; title: string; text: string }[]; accent: keyof typeof badgeTone }) {
  return (
    <ol className="mt-10 grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className={`flex h-10 w-10 items-center justify-center rounded-full ${badgeTone[accent]} text-lg font-bold text-white`}
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
