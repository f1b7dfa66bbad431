// What a partner portal form post answers (ADR 008): the reply, the intent it was for and whether it
// was done (its words `portal-partner:outcomes.done`); a refusal is the form error.
import type { FormReply } from "~/features/forms/reply";

/** A form-level refusal: its words are `outcomes.<key>`, a conflict's `reasons.<reason>`. */
export type PartnerFormError = { key: "not-found" } | { key: "failed" } | { key: "rate-limited" } | { key: "conflict"; reason: string };

export type PartnerReply = FormReply<PartnerFormError, { intent: string; done: boolean }>;

/** Refused for what was typed (field errors, no form error): the form shows it again with what was sent. */
export const refusedInput = (reply: Pick<PartnerReply, "done" | "formError"> | undefined) =>
  Boolean(reply && !reply.done && !reply.formError);
