import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

// Layout effect in the browser: the form clears in the same frame the success message appears, so
// nothing typed right after seeing it is wiped. (Plain effect on the server, where neither runs.)
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Reads an action's Conform reply for a form that validates on the server only (cooperation,
 * newsletter). These forms need no client validation, so they skip Conform's client runtime and
 * zod (JavaScript budget): typed values come back in `initialValue` (no-JS round trip), errors
 * in `error`, and a successful reply with `resetForm` has no `initialValue`.
 */
export function readReply(result: SubmissionResult<string[]> | null | undefined) {
  const values = (result?.initialValue ?? null) as Record<string, unknown> | null;
  return {
    value: (name: string) => (typeof values?.[name] === "string" ? (values[name] as string) : undefined),
    fieldError: (name: string) => result?.error?.[name]?.[0],
    formError: result?.error?.[""]?.[0],
  };
}

/** Clears the form (with JavaScript) when `done` turns true: spec §4 "fields cleared" on success. */
export function useResetOnSuccess<T extends HTMLFormElement>(done: boolean) {
  const ref = useRef<T>(null);
  useBrowserLayoutEffect(() => {
    if (done) ref.current?.reset();
  }, [done]);
  return ref;
}

/**
 * True from the moment the visitor submits until the fetcher's answer is in. React Router moves a
 * fetcher to "submitting" only after it has matched the action (a few to tens of ms later); until
 * then the previous answer would still show (spec §4: any new submit clears the previous message),
 * and text typed in that gap would be wiped by the success that follows.
 */
export function useSubmitPending(fetcher: { state: string; data?: unknown }) {
  const [submitted, setSubmitted] = useState(false);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (busy) setSubmitted(false);
  }, [busy, fetcher.data]);
  return { pending: submitted || busy, onSubmit: () => setSubmitted(true) };
}
