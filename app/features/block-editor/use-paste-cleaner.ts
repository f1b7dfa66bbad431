import { useEffect, useRef, type ClipboardEvent } from "react";
import { useFetcher, type ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Paste cleaning for a block's HTML (issue 27): HTML on the clipboard (from a web page, Word,
 * Google Docs) is sent to the editor's action (`intent=clean-paste`), cleaned there by the same
 * sanitiser as save and render, and put where the cursor was, as if typed. Plain text pastes as it
 * is. Without JavaScript the browser pastes the plain text, and Save sanitises anyway.
 */
export function usePasteCleaner() {
  const fetcher = useFetcher<{ pasted: string | null }>();
  const target = useRef<{ field: HTMLTextAreaElement; start: number; end: number } | null>(null);
  useEffect(() => {
    const pending = target.current;
    if (fetcher.state !== "idle" || !pending || fetcher.data === undefined) return;
    target.current = null;
    if (typeof fetcher.data.pasted !== "string") return;
    pending.field.setRangeText(fetcher.data.pasted, pending.start, pending.end, "end");
    // Seen as an edit: the post is marked unsaved.
    pending.field.dispatchEvent(new Event("input", { bubbles: true }));
  }, [fetcher.state, fetcher.data]);
  return (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const html = event.clipboardData.getData("text/html");
    if (!html) return;
    event.preventDefault();
    const field = event.currentTarget;
    target.current = { field, start: field.selectionStart, end: field.selectionEnd };
    void fetcher.submit({ intent: "clean-paste", pasted: html }, { method: "post" });
  };
}

/** The editor routes' `shouldRevalidate`: a pasted block's cleaning changes nothing their loaders read. */
export function shouldRevalidateUnlessCleaningPaste({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "clean-paste" ? false : defaultShouldRevalidate;
}
