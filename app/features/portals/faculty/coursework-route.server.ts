// The coursework pages' actions (issue 49; ADR 008): the teacher's role checked in each, the
// teacher's own token, bad input back with its words and what was typed (nothing stored), a done
// write back to a page with a flash message (post-redirect-get).
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm, unknownIntent } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { changeItem, gradeForm, gradeHandIn, itemForms, readHandIn, type ItemForm } from "./coursework.server";
import type { CourseworkError, CourseworkReply } from "./coursework";
import { courseworkPaths } from "./paths";

type Submission = Awaited<ReturnType<typeof readIntentForm<typeof itemForms>>>;
/** A refusal the server found after the form parsed (a class not theirs, a due moment passed): the field's error, what was typed kept. */
const refused = (
  submission: Submission | Awaited<ReturnType<typeof readIntentForm<typeof gradeForm>>>,
  intent: string,
  field: string,
  error: string,
) =>
  field
    ? data<CourseworkReply>({ result: submission.reply({ fieldErrors: { [field]: [error] } }), formError: null, intent }, { status: 400 })
    : data<CourseworkReply>({ result: submission.reply(), formError: { key: "itemInUse" }, intent }, { status: 400 });

/**
 * Adds, changes or removes a grading item: `intents` are the page's forms (another is a 400 that
 * names it), `id` the item an edit or a removal is for.
 */
export async function itemAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  intents: readonly ItemForm["intent"][],
  id: number | null,
) {
  requireRole(request, context, roleGroups.faculty);
  const submission = await readIntentForm(request, itemForms);
  const intent = String(submission.payload.intent ?? "");
  if (!intents.some((known) => known === intent)) throw unknownIntent(intent);
  if (submission.status !== "success") return formReply<CourseworkError, { intent: string }>(submission, {}, { intent });
  try {
    const done = await changeItem(context.get(directusContext), submission.value, id);
    if (done.outcome === "not-found")
      return formReply<CourseworkError, { intent: string }>(submission, { formError: { key: "not-found" }, status: 404 }, { intent });
    if (done.outcome === "invalid") return refused(submission, intent, done.field, done.error);
    const to = done.outcome === "saved" ? courseworkPaths.item(done.id) : courseworkPaths.grading;
    return redirectWithFlash(to, { tone: "success", ns: "teaching", key: `outcomes.${done.outcome}`, params: { item: done.item } });
  } catch (error) {
    console.error("Faculty portal: a grading item could not be written:", error);
    return formReply<CourseworkError, { intent: string }>(submission, { formError: { key: "failed" }, status: 503 }, { intent });
  }
}

/** Grades a learner's hand-in for one of the teacher's items; back to the hand-in with a flash message. */
export async function gradeAction(request: Request, context: Readonly<RouterContextProvider>, itemId: number, learnerId: string) {
  requireRole(request, context, roleGroups.faculty);
  const submission = await readIntentForm(request, gradeForm);
  const intent = "grade-hand-in";
  if (submission.status !== "success") return formReply<CourseworkError, { intent: string }>(submission, {}, { intent });
  const client = context.get(directusContext);
  try {
    const view = await readHandIn(client, itemId, learnerId);
    if (!view)
      return formReply<CourseworkError, { intent: string }>(submission, { formError: { key: "not-found" }, status: 404 }, { intent });
    const done = await gradeHandIn(client, view, submission.value);
    if (done.outcome === "not-found")
      return formReply<CourseworkError, { intent: string }>(submission, { formError: { key: "not-found" }, status: 404 }, { intent });
    if (done.outcome === "invalid") return refused(submission, intent, done.field, done.error);
    return redirectWithFlash(courseworkPaths.handIn(itemId, learnerId), {
      tone: "success",
      ns: "teaching",
      key: "outcomes.graded",
      params: { learner: view.learner.name },
    });
  } catch (error) {
    console.error("Faculty portal: a grade could not be saved:", error);
    return formReply<CourseworkError, { intent: string }>(submission, { formError: { key: "failed" }, status: 503 }, { intent });
  }
}
