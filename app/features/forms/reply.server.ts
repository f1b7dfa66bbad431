import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import { retryAfterHeaders, type RateLimitResult } from "~/features/security/rate-limit.server";
import type { FormError, FormReply, RateLimitedError } from "./reply";

export interface ReplyOptions<E extends FormError> {
  /** The form-level error; none by default. */
  formError?: E | null;
  /** Defaults to 400 when the submission is invalid or there is a form error, else 200. */
  status?: number;
  headers?: HeadersInit;
  /** Fields never sent back (passwords): the form shows them empty. */
  hideFields?: string[];
}

/** Anything parsed by Conform (`parseWithZod`). */
export type ParsedSubmission = Pick<Submission<unknown>, "status" | "reply">;

/** A form action's answer: the reply with its status and headers (what `data()` returns). */
export type FormAnswer<Reply> = ReturnType<typeof data<Reply>>;

/**
 * An action's answer that keeps the form as it was sent (minus `hideFields`) with its errors:
 * `{ result, formError, ...extra }`. Give every answer of one action the same `extra` keys, so its
 * view reads them typed, with no casts.
 */
export function formReply<E extends FormError = never>(submission: ParsedSubmission, options?: ReplyOptions<E>): FormAnswer<FormReply<E>>;
export function formReply<E extends FormError = never, Extra extends object = object>(
  submission: ParsedSubmission,
  options: ReplyOptions<E>,
  extra: Extra,
): FormAnswer<FormReply<E, Extra>>;
export function formReply(
  submission: ParsedSubmission,
  { formError = null, status, headers, hideFields }: ReplyOptions<FormError> = {},
  extra = {},
) {
  const reply: FormReply<FormError> = { result: submission.reply({ hideFields }), formError };
  return data({ ...reply, ...extra }, { status: status ?? (formError || submission.status !== "success" ? 400 : 200), headers });
}

/** The answer to a submission over its allowance: 'rateLimited', 429 and Retry-After. */
export function rateLimitedReply(
  submission: ParsedSubmission,
  limit: Extract<RateLimitResult, { allowed: false }>,
  options?: Pick<ReplyOptions<never>, "hideFields">,
): FormAnswer<FormReply<RateLimitedError>>;
export function rateLimitedReply<Extra extends object>(
  submission: ParsedSubmission,
  limit: Extract<RateLimitResult, { allowed: false }>,
  options: Pick<ReplyOptions<never>, "hideFields">,
  extra: Extra,
): FormAnswer<FormReply<RateLimitedError, Extra>>;
export function rateLimitedReply(
  submission: ParsedSubmission,
  limit: Extract<RateLimitResult, { allowed: false }>,
  { hideFields }: Pick<ReplyOptions<never>, "hideFields"> = {},
  extra = {},
) {
  const formError: RateLimitedError = { key: "rateLimited" };
  return formReply(submission, { formError, status: 429, headers: retryAfterHeaders(limit), hideFields }, extra);
}

/**
 * The refusal of a form with nothing to type (a confirmation: a delete dialog's button), which
 * parses nothing: its form error and status, and no values to show again.
 */
export function confirmRefusal<E extends FormError>(formError: E, status: number): FormAnswer<FormReply<E>> {
  const result: SubmissionResult<string[]> = { initialValue: null };
  const reply: FormReply<E> = { result, formError };
  return data(reply, { status });
}

/**
 * A success that leaves the form empty: `{ result, formError: null, ...extra }`, 200. It is also
 * what a bot that filled the honeypot gets (before anything is parsed), so it cannot tell.
 */
export function formSuccess(): FormAnswer<FormReply>;
export function formSuccess<Extra extends object>(extra: Extra): FormAnswer<FormReply<never, Extra>>;
export function formSuccess(extra = {}) {
  // Exactly what Conform's `submission.reply({ resetForm: true })` answers.
  const result: SubmissionResult<string[]> = { initialValue: null };
  const reply: FormReply = { result, formError: null };
  return data({ ...reply, ...extra });
}

/**
 * The message key for a submission that did not parse: its form-level error first, else its first
 * field's. Actions of forms that validate on the server only (cooperation, newsletter) translate it
 * themselves and send the text as the reply's `message` (ADR 012), so their pages carry no answers.
 */
export function firstErrorKey(submission: { error?: Record<string, string[] | null> | null }, fallback: string): string {
  const errors = submission.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).find((messages) => messages?.[0])?.[0] ?? fallback;
}
