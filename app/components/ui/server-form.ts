import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef } from "react";

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
