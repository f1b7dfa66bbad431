import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useSubmit } from "react-router";

/**
 * Unsaved edits kept in the browser (issue 27, beyond the spec): the whole form is written to
 * localStorage a moment after each change, keyed by the post and the version it started from. After
 * a crash or a closed tab the editor offers them back; restoring posts them as a tab switch, so the
 * server answers the page with them (nothing is saved until Save). A save, or Discard, forgets them.
 */
export function useKeptEdits(form: RefObject<HTMLFormElement | null>, key: string, { saved }: { saved: boolean }) {
  const storageKey = `seed-editor:${key}`;
  const submit = useSubmit();
  const [offer, setOffer] = useState<{ at: string; entries: [string, string][] } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    try {
      if (saved) {
        localStorage.removeItem(storageKey);
        return;
      }
      const kept = localStorage.getItem(storageKey);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage exists only in the browser, after hydration
      if (kept) setOffer(JSON.parse(kept) as { at: string; entries: [string, string][] });
    } catch {
      // Storage off or full: the editor works without it.
    }
  }, [storageKey, saved]);

  const keep = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!form.current) return;
      const entries = [...new FormData(form.current).entries()].flatMap(([name, value]) =>
        typeof value === "string" ? [[name, value] as [string, string]] : [],
      );
      try {
        localStorage.setItem(storageKey, JSON.stringify({ at: new Date().toISOString(), entries }));
      } catch {
        // Storage off or full: nothing kept.
      }
    }, 800);
  }, [form, storageKey]);

  const forget = useCallback(() => {
    try {
      localStorage.removeItem(storageKey);
    } catch {
      // nothing to forget
    }
    setOffer(null);
  }, [storageKey]);

  const restore = useCallback(() => {
    if (!offer) return;
    const data = new FormData();
    for (const [name, value] of offer.entries) if (name !== "intent") data.append(name, value);
    data.set("dirty", "1");
    data.set("intent", `tab:${data.get("tab") ?? "meta"}`);
    setOffer(null);
    void submit(data, { method: "post" });
  }, [offer, submit]);

  return { offer, keep, forget, restore };
}
