import type { SubmissionResult } from "@conform-to/react";

/**
 * An error about the whole form, shown above or below its fields: `key` is the message key (in the
 * form's own namespace), and each kind carries what its message needs. Forms declare theirs as a
 * union discriminated by `key`, so a view can read `formError.status` once it knows the key.
 */
export interface FormError {
  key: string;
}

/** Too many submissions (429, with Retry-After): every form may answer it. */
export interface RateLimitedError {
  key: "rateLimited";
}

/**
 * What every form action answers (ADR 008): Conform's result (field errors, the values to show
 * again, or none after a success) and the form-level error, plus what the form's view needs
 * besides (e.g. the address that was registered).
 */
export type FormReply<E extends FormError = never, Extra extends object = object> = {
  result: SubmissionResult<string[]>;
  formError: E | null;
} & Extra;
