// The admin page's row actions as child routes (issue 46, ADR 035): each route names its action;
// this reads its form, checks the role and the row, and answers as every admin action does.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, type SessionUser } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { unknownIntent } from "~/features/forms/intent-form.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { adminActionSchema, adminSends, adminSendLimiter, type AdminAction, type AdminIntent } from "./actions.server";
import { adminListHref } from "./admin-path";
import { AdminWriteError, findLearner, findPost, learnerEnrolments, listClasses } from "./content.server";
import { learnerWords } from "./lists";

interface RowArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id?: string };
}

/** Responses only Directus-free pages need: no cache may keep a row action's page (issue 29). */
export const noStore = { "Cache-Control": "private, no-store" };

/** The admin page's lists as the request's URL left them (filters and pages kept). */
export const adminListUrl = (request: Request) => adminListHref(new URL(request.url).search);

/** The same words for "no such row" and "not yours to see" (SECURITY.md). */
const notFound = () => data({ reason: "notFound" }, { status: 404, statusText: "Not Found" });

/** The row a dialog's URL names, read with the person's own token; a malformed id or none is a 404. */
async function rowOr404<T>(valid: boolean, read: () => Promise<T>): Promise<T> {
  if (!valid) throw notFound();
  try {
    return await read();
  } catch (error) {
    if (error instanceof AdminWriteError && error.status === 404) throw notFound();
    throw error;
  }
}

/** The post `:id` names (the role checked first), as the dialog shows it. */
export async function postOfRoute({ request, context, params }: RowArgs) {
  requireRole(request, context, roleGroups.admins);
  const id = params.id ?? "";
  return rowOr404(/^[1-9]\d{0,9}$/.test(id), () => findPost(context.get(directusContext), Number(id)));
}

/** The learner `:id` names (the role checked first). */
export async function learnerOfRoute({ request, context, params }: RowArgs) {
  requireRole(request, context, roleGroups.admins);
  const id = params.id ?? "";
  return rowOr404(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id), () =>
    findLearner(context.get(directusContext), id),
  );
}

/** A dialog's data: its title (a staff key) in the reader's language and what it shows; never kept. */
export function adminDialogData<Shown extends object>(context: Readonly<RouterContextProvider>, title: `admin.${string}`, shown: Shown) {
  return data({ title: getInstance(context).t(`staff:${title}`), ...shown }, { headers: noStore });
}

/** A learner dialog that only asks (Message…, Reset password…, Delete user…): its title and the learner's words. */
export async function learnerDialogOfRoute(args: RowArgs, title: `admin.learner.${string}`) {
  const learner = await learnerOfRoute(args);
  return adminDialogData(args.context, title, { learner: learnerWords(learner) });
}

/** The loader of a route that one-click actions post to (no dialog of its own): opened, it is the page itself. */
export function postedToOnly({ request, context }: Pick<RowArgs, "request" | "context">) {
  requireRole(request, context, roleGroups.admins);
  return data(null, { headers: noStore });
}

type Done = `admin.done.${string}`;
type Work<I extends AdminIntent> = (
  form: Extract<AdminAction, { intent: I }>,
  run: { client: DirectusClient; user: SessionUser; request: Request; context: Readonly<RouterContextProvider> },
) => Promise<Done | Response>;

/**
 * A row action (ADR 008): the role again, the form parsed with the admin page's schema (the route
 * gives the intent when it has one form, and the row's id from its URL), the sends counted per
 * administrator, the work with the person's own token; then back to the lists with the message once
 * (a flash), or the form again with what was typed and what went wrong.
 */
export async function adminRowAction<I extends AdminIntent>(args: RowArgs, intents: readonly I[], work: Work<I>) {
  const { request, context, params } = args;
  const user = requireRole(request, context, roleGroups.admins);
  const form = await readForm(request);
  const asked = form.get("intent");
  if (intents.length === 1) form.set("intent", intents[0]);
  else if (!intents.some((intent) => intent === asked)) throw unknownIntent(asked);
  if (params.id !== undefined) form.set("id", params.id);
  const submission = parseWithZod(form, { schema: adminActionSchema });
  const intent = (submission.status === "success" ? submission.value.intent : form.get("intent")) as I;
  if (submission.status !== "success") return formReply(submission, {}, { intent });
  const value = submission.value;
  if (!isOneOf(value, intents)) throw unknownIntent(value.intent);
  if (adminSends.has(intent)) {
    const limit = await adminSendLimiter.consume(user.id);
    if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { intent });
  }
  try {
    const done = await work(value, { client: context.get(directusContext), user, request, context });
    if (typeof done !== "string") return done;
    return redirectWithFlash(adminListUrl(request), { tone: "success", ns: "staff", key: done });
  } catch (error) {
    if (!(error instanceof AdminWriteError)) throw error;
    if (error.reason === "failed") console.error(`Admin: ${intent} failed:`, error.cause ?? error);
    return formReply(submission, { formError: { key: error.reason, count: error.count }, status: error.status }, { intent });
  }
}

function isOneOf<I extends AdminIntent>(value: AdminAction, intents: readonly I[]): value is Extract<AdminAction, { intent: I }> {
  return intents.some((intent) => intent === value.intent);
}

/** A class dialog's data: the learner, the classes, and which of them the learner is in. */
export async function classChoicesOfRoute(args: RowArgs) {
  const learner = await learnerOfRoute(args);
  const client = args.context.get(directusContext);
  const [classes, enrolments] = await Promise.all([
    listClasses(client).catch(() => []),
    learnerEnrolments(client, learner.id).catch(() => []),
  ]);
  return { learner, classes, enrolledIn: enrolments.map((row) => row.class) };
}

/** Assign to class… (`enrolled` false: the classes the learner is not in yet) and Remove from course (true: those they are in). */
export async function classOptionsOfRoute(args: RowArgs, title: `admin.learner.${string}`, enrolled: boolean) {
  const { learner, classes, enrolledIn } = await classChoicesOfRoute(args);
  const options = classes
    .filter((option) => enrolledIn.includes(option.id) === enrolled)
    .map((option) => ({ value: String(option.id), label: option.label }));
  return adminDialogData(args.context, title, { name: learnerWords(learner).name, options });
}
