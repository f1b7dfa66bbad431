import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";

/**
 * The page a mail's link lands on (newsletter confirm and unsubscribe, notification mails off): a
 * mark, a heading, what the button will do or what happened, and what to do next. The result is in
 * the heading, so a screen reader hears it first.
 */
export function NewsletterLinkCard({
  tone,
  title,
  body,
  children,
}: {
  tone: "ask" | "done" | "failed";
  title: string;
  body: ReactNode;
  children: ReactNode;
}) {
  const mark = {
    ask: ["?", "bg-sky-100 text-sky-800"],
    done: ["✓", "bg-emerald-100 text-emerald-700"],
    failed: ["!", "bg-amber-100 text-amber-800"],
  }[tone];
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <p aria-hidden="true" className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${mark[1]}`}>
          {mark[0]}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">{body}</p>
        {children}
      </div>
    </div>
  );
}

/** The link page's title in the tab (the loader's, else `fallback` while it has none); never indexed. */
export const linkPageMeta =
  (fallback: string) =>
  ({ loaderData }: { loaderData?: { title: string } }) => [
    { title: `${loaderData?.title ?? fallback} · Seed Academy` },
    { name: "robots", content: "noindex" },
  ];

/** The link page before its button is pressed: what pressing it will do, and the button. */
export function LinkPageAsk({ title, body, token, button }: { title: string; body: string; token: string; button: string }) {
  return (
    <NewsletterLinkCard tone="ask" title={title} body={body}>
      <LinkPageButton token={token}>{button}</LinkPageButton>
    </NewsletterLinkCard>
  );
}

/** The link page's one button: posts the link's token to the page, which then does what the link is for. */
function LinkPageButton({ token, children }: { token: string; children: ReactNode }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6">
      <input type="hidden" name="token" value={token} />
      <Button type="submit" disabled={busy}>
        {children}
      </Button>
    </Form>
  );
}
