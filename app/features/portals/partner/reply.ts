// What a partner portal form post answers (ADR 008): the reply, the intent it was for and whether it
// was done (its words `portal-partner:outcomes.done`); a refusal is the form error.
import type { FormReply } from "~/features/forms/reply";

/** A form-level refusal: its words are `outcomes.<key>`, a conflict's `reasons.<reason>`. */
export type PartnerFormError = { key: "not-found" } | { key: "failed" } | { key: "rate-limited" } | { key: "conflict"; reason: string };

export type PartnerReply = FormReply<PartnerFormError, { intent: string; done: boolean }>;

/** Refused for what was typed (field errors, no form error): the form shows it again with what was sent. */
export const refusedInput = (reply: Pick<PartnerReply, "done" | "formError"> | undefined) =>
  Boolean(reply && !reply.done && !reply.formError);

/**
 * What a partner form shows again after `reply`: the values it sent where `keep` (by default, after
 * any refusal: 400, 404, 409), else none; and the fields' errors.
 */
export function sentForm<Sent = Record<string, string>>(reply: PartnerReply | undefined, keep = Boolean(reply && !reply.done)) {
  return {
    sent: (keep ? (reply?.result.initialValue ?? {}) : {}) as Sent,
    errors: (reply?.result.error ?? {}) as Record<string, string[] | null>,
  };
}
