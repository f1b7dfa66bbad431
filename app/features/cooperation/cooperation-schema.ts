import { visibleName } from "~/features/security/person-name";
import { z } from "~/features/security/zod";
import type { FormReply, RateLimitedError } from "~/features/forms/reply";
import { cooperationTypes } from "./cooperation-types";

export { cooperationTypes, isCooperationType, type CooperationType } from "./cooperation-types";

/**
 * The action's schema (spec 000 §5 says the browser does not validate this form: the message comes
 * from the server, with or without JavaScript). Full name, email and content must be non-blank
 * after trimming, else one message for the whole form. The email must be one address (#31: a comma
 * list made the confirmation reach every address in it); the name has no control or format
 * characters (issue 51: it goes into the mail's subject). Messages are keys under
 * `landing:replies.cooperation`, read by the action.
 */
export const cooperationSchema = z
  .object({
    fullName: z.string().trim().max(200, "tooLong").check(visibleName).optional(),
    email: z.string().trim().max(254, "tooLong").optional(),
    organization: z.string().trim().max(200, "tooLong").optional(),
    cooperationType: z.enum(cooperationTypes).optional(),
    content: z.string().trim().max(5000, "tooLong").optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.fullName || !value.email || !value.content) {
      ctx.addIssue({ code: "custom", message: "required", path: [] });
    } else if (!z.email().safeParse(value.email).success) {
      ctx.addIssue({ code: "custom", message: "invalidEmail", path: [] });
    }
  });

export type CooperationInput = z.infer<typeof cooperationSchema>;

/** Keys under `landing:replies.cooperation`; 'Gửi thất bại: {error}' carries the delivery error. */
export type CooperationFormError = RateLimitedError | { key: "failed"; error: string };

/**
 * What the index route's action answers (the fetcher and the no-JS page read the same shape):
 * `message` is the answer to show, already in the visitor's language (ADR 012).
 */
export type CooperationReply = FormReply<CooperationFormError, { sent: boolean; message: string }>;
