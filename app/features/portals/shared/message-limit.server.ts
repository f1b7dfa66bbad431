import { createFormLimiter } from "~/features/forms/limiter.server";

/**
 * Messages between learners and their teachers (issue 51, item 10): each person may send 20 in ten
 * minutes (more is a flood, not a conversation), with a guard per client address for a whole room
 * behind one address. The learner's community page and the teacher's replies share it.
 */
export const portalMessageLimiter = createFormLimiter({
  name: "portal-message",
  perClient: { points: 200, seconds: 600 },
  perClientAndAccount: { points: 20, seconds: 600 },
});
