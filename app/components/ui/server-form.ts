import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { FormError, FormReply } from "~/features/forms/reply";

// Layout effect in the browser: the form clears in the same frame the success message appears, so
// nothing typed right after seeing it is wiped. (Plain effect on the server, where neither runs.)
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Reads a form action's reply (ADR 008) for a form that validates on the server only (cooperation,
 * newsletter). These forms need no client validation, so they skip Conform's client runtime and
 * zod (JavaScript budget): typed values come back in the result's `initialValue` (no-JS round
 * trip; none after a success, which resets the form). Their answer to show comes as text, in the
 * reply's `message` (ADR 012).
 */
export function readReply(reply: FormReply<FormError> | null | undefined) {
  const values = reply?.result?.initialValue ?? null;
  return {
    /** What was typed in field `name`, to show it again. */
    value: (name: string) => {
      const value = values?.[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}

/** Clears the form (with JavaScript) when `done` turns true: spec 000 §4 "fields cleared" on success. */
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
 * then the previous answer would still show (spec 000 §4: any new submit clears the previous message),
 * and text typed in that gap would be wiped by the success that follows.
 */
export function useSubmitPending(fetcher: { state: string; data?: unknown }) {
  const [submitted, setSubmitted] = useState(false);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    // Syncs with the fetcher (an external store): once it is busy, its own state takes over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (busy) setSubmitted(false);
  }, [busy, fetcher.data]);
  return { pending: submitted || busy, onSubmit: () => setSubmitted(true) };
}
