import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useFetcher, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { focusRing } from "~/components/ui/focus-ring";
import { Empty } from "~/features/portals/shared/panel";
import { learnerSearchPath, type SearchHit } from "./search";

/**
 * The portal's search button (spec 001 §2: hint Cmd+K). Without JavaScript a link to the search
 * page; with it, the button, Cmd+K or Ctrl+K open the palette over the current page. `shortcut`
 * false: a second button (the phone's drawer) that leaves the keys to the first.
 */
export function SearchButton({ shortcut = true }: { shortcut?: boolean }) {
  const { t } = useTranslation("portal");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!shortcut) return;
    const onKey = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setOpen(true);
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [shortcut]);
  const openPalette = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    <>
      <Link
        to={learnerSearchPath}
        onClick={openPalette}
        aria-keyshortcuts={shortcut ? "Meta+K Control+K" : undefined}
        className={buttonClass({ variant: "outline", size: "sm" })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {t("frame.search")}
        {shortcut ? (
          <kbd aria-hidden="true" className="rounded border border-slate-300 px-1 font-sans text-xs text-slate-600">
            ⌘K
          </kbd>
        ) : null}
      </Link>
      {open ? <SearchPalette onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The palette: answers as one types (the search page's loader), Enter opens the search page. */
function SearchPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("portal");
  const location = useLocation();
  const fetcher = useFetcher<{ q: string; hits: SearchHit[]; failed: boolean }>();
  const [q, setQ] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const { load } = fetcher;
  useEffect(() => {
    // The dialog moves focus to its title when it opens; the palette wants it in the field.
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  useEffect(() => {
    const query = q.trim();
    if (!query) return;
    const timer = setTimeout(() => load(`${learnerSearchPath}?q=${encodeURIComponent(query)}`), 150);
    return () => clearTimeout(timer);
  }, [q, load]);
  const answer = q.trim() && fetcher.data?.q === q.trim() ? fetcher.data : null;
  return (
    <Dialog
      title={t("frame.searchTitle")}
      closeTo={`${location.pathname}${location.search}`}
      closeLabel={t("frame.close")}
      onClose={onClose}
    >
      <Form method="get" action={learnerSearchPath} role="search" onSubmit={onClose} className="mt-4">
        <label htmlFor="palette-q" className="sr-only">
          {t("frame.searchTitle")}
        </label>
        <input
          ref={input}
          id="palette-q"
          name="q"
          type="text"
          value={q}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setQ(event.target.value)}
          placeholder={t("frame.searchPlaceholder")}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
      </Form>
      <div aria-live="polite" className="mt-3">
        {answer?.failed ? (
          <Empty>{t("frame.searchFailed")}</Empty>
        ) : answer ? (
          <SearchHits hits={answer.hits} q={answer.q} onPick={onClose} />
        ) : null}
      </div>
    </Dialog>
  );
}

/** The answers, as links; "nothing found" when there are none. The search page shows the same list. */
export function SearchHits({ hits, q, onPick }: { hits: SearchHit[]; q: string; onPick?: () => void }) {
  const { t } = useTranslation("portal");
  if (!hits.length) return <Empty>{t("frame.searchNone", { q })}</Empty>;
  return (
    <ul className="flex flex-col gap-1" aria-label={t("frame.searchResults")}>
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.label}`}>
          <Link
            to={hit.href}
            onClick={onPick}
            className={`flex items-baseline justify-between gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 ${focusRing}`}
          >
            <span className="font-medium text-slate-900">{hit.label}</span>
            <span className="text-sm text-slate-600">{t(`frame.searchKinds.${hit.kind}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
