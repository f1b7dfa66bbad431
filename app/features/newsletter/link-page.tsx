import type { ReactNode } from "react";

/**
 * The page a newsletter link lands on (confirm, unsubscribe): a mark, a heading, what happened and
 * what to do next. The result is in the heading, so a screen reader hears it first.
 */
export function NewsletterLinkCard({ ok, title, body, children }: { ok: boolean; title: string; body: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <p
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${ok ? "bg-emerald-100 text-emerald-700" : "bg-amber-100 text-amber-800"}`}
        >
          {ok ? "✓" : "!"}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{body}</p>
        {children}
      </div>
    </div>
  );
}
