// The admin content page's form (issue 29, ADR 008): one zod branch per menu item, told apart by
// `intent` (readIntentForm: an unknown one is a 400), then the work with the person's own token.
import { z } from "zod";
import { createRateLimiter } from "~/features/security/rate-limit.server";

const postId = z.coerce.number({ error: "badId" }).int({ error: "badId" }).min(1, { error: "badId" });
const userId = z.uuid({ error: "badId" });
/** Checked rows: one id or several (a form sends a single value when one box is checked). */
const bulkIds = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(userId, { error: "selectSome" }).min(1, { error: "selectSome" }).max(500, { error: "selectSome" }),
);
const post = <I extends string>(intent: I) => z.object({ intent: z.literal(intent), id: postId });
const learner = <I extends string>(intent: I) => z.object({ intent: z.literal(intent), id: userId });

export const adminActionSchema = z.discriminatedUnion("intent", [
  post("publish"),
  post("unpublish"),
  post("feature"),
  post("unfeature"),
  post("duplicate"),
  post("deletePost"),
  z.object({
    intent: z.literal("changeCover"),
    id: postId,
    cover: z
      .string({ error: "coverRequired" })
      .trim()
      .max(2000, { error: "coverInvalid" })
      .refine((value) => (value.startsWith("/") && !value.startsWith("//")) || /^https?:\/\/\S+$/i.test(value), { error: "coverInvalid" }),
  }),
  z.object({ intent: z.literal("changeAuthor"), id: postId, author: z.uuid({ error: "authorInvalid" }) }),
  learner("suspend"),
  learner("activate"),
  learner("resetPassword"),
  learner("deleteUser"),
  z.object({
    intent: z.literal("changeRole"),
    id: userId,
    role: z.enum(["seed-user", "seed-faculty", "seed-partner"], { error: "roleInvalid" }),
  }),
  z.object({
    intent: z.literal("message"),
    id: userId,
    body: z.string({ error: "messageRequired" }).trim().min(1, { error: "messageRequired" }).max(4000, { error: "messageTooLong" }),
  }),
  z.object({ intent: z.literal("assignClass"), id: userId, class: postId }),
  z.object({ intent: z.literal("removeClass"), id: userId, class: postId }),
  z.object({
    intent: z.literal("moveCohort"),
    id: userId,
    cohort: z.string({ error: "cohortRequired" }).trim().min(1, { error: "cohortRequired" }).max(100),
  }),
  // Bulk (toolbar): the checked rows (`ids`, joined to the form by `form=`), and the cohort or class.
  z.object({
    intent: z.literal("bulkMove"),
    ids: bulkIds,
    cohort: z.string({ error: "cohortRequired" }).trim().min(1, { error: "cohortRequired" }).max(100),
  }),
  z.object({ intent: z.literal("bulkAssign"), ids: bulkIds, class: postId }),
  z.object({
    intent: z.literal("addStudent"),
    email: z.email({ error: "emailInvalid" }).max(254, { error: "emailInvalid" }),
  }),
]);
export type AdminAction = z.output<typeof adminActionSchema>;
export type AdminIntent = AdminAction["intent"];

/** The actions that reach a learner in the administrator's name: a message, an invitation, a reset mail. */
export const adminSends: ReadonlySet<string> = new Set(["message", "addStudent", "resetPassword"] satisfies AdminIntent[]);
/**
 * At most 60 of them an hour per administrator, together (shared/SECURITY.md: "rate limit per admin");
 * the answers to help tickets count here too (routes/staff/ticket.tsx).
 */
export const adminSendLimiter = createRateLimiter({ keyPrefix: "admin-send", points: 60, durationSeconds: 60 * 60 });
