// The loader and action every faculty page shares (the dashboard and each form's page of its own,
// spec 001 §2): the role checked on the server, the teacher's own token, ADR 008's form answers.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, formSuccess, type ReplyOptions } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { membersOf, translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { facultyForms, facultyIntents, readFacultyDashboard, runFacultyForm, type FacultyIntent } from "./faculty.server";
import type { FacultyFormError, FacultyReply } from "./faculty-reply";
import { facultyPages } from "./paths";
import { personName } from "~/features/notifications/notify.server";
import { portalMessageLimiter } from "~/features/portals/shared/message-limit.server";
import { retryAfterHeaders } from "~/features/security/rate-limit.server";

/** The words only a form's own page shows (its intro, the way back, the schedule's forms), never the dashboard. */
const ownPageWords = ["announcementsIntro", "messagesIntro", "backToDashboard", "schedulePage", "editItem", "openHandIn"];
/** The words only the dashboard shows: the panels without a page of their own, the links to those pages. */
const dashboardWords = ["coursesTitle", "columns", "noClasses", "scheduleTitle", "kindLabel", "kinds", "room", "noSchedule"]
  .concat(["analyticsTitle", "analyticsIntro", "passRate", "averageGrade", "participation", "atRiskTitle", "riskGrade"])
  .concat(["riskAttendance", "noneAtRisk", "resourcesTitle", "noResources", "ownPage", "heading", "intro", "scheduleLinks"])
  .concat(["schedulePage"]);
/** The graded levels of the teacher's learners: on the grading page only (issue 49). */
const gradedWords = ["gradedTitle", "gradedIntro", "gradedLearner", "gradedNone"];
/** The schedule's page: its rows (as the dashboard shows them), its forms, the answers. */
const scheduleWords = ["scheduleTitle", "kindLabel", "kinds", "room", "noSchedule", "class", "backToDashboard", "outcomes"]
  .concat(["schedulePage"])
  .map((key) => `facultyDashboard.${key}`);
/**
 * What each kind of page sends of the `portal` namespace (ADR 007): the dashboard also the learner
 * portal's words for resources (their kinds, "opens in a new tab") and the tracks' names.
 */
const words = {
  dashboard: [
    ...membersOf("portal", "facultyDashboard", [...ownPageWords, ...gradedWords]),
    ...["kinds", "kindLabel", "otherTrack", "everyTrack", "newTab"].map((key) => `resources.${key}`),
    ...["ecommerce", "digital-marketing", "martech"].map((track) => `tracks.${track}.name`),
  ],
  form: membersOf("portal", "facultyDashboard", [...dashboardWords, ...gradedWords]),
  schedule: scheduleWords,
  // The grading inbox and an item's page (issue 49): the inbox's words, the graded levels' (their
  // columns are the competencies' names); the coursework forms' own words are the whole `teaching` namespace.
  grading: [
    ...membersOf("portal", "facultyDashboard", dashboardWords),
    ...gradedWords.map((key) => `facultyDashboard.${key}`),
    "competencies",
  ],
};

/**
 * The teacher's dashboard rows and the page's title (`titleKey` in portal.json). `?class=` chooses the
 * attendance panel's class (a form without JavaScript), `?date=` its day. `page`: the dashboard or a
 * form's own page (the words it sends); `extra` goes with the data.
 */
export async function facultyPageData<Extra extends object = object>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: keyof typeof words,
  titleKey: string,
  extra: Extra = {} as Extra,
  more: { status?: number } = {},
) {
  const user = requireRole(request, context, roleGroups.faculty);
  const params = new URL(request.url).searchParams;
  const choice = { classId: Number(params.get("class")) || undefined, date: params.get("date") ?? undefined };
  const title = getInstance(context).t(`portal:${titleKey}`, { name: user.firstName ?? "" });
  const translations = translationsFor(context, page === "grading" ? { portal: words[page], teaching: true } : { portal: words[page] });
  // Learners write messages and other teachers nothing here, but grades change with every form: never kept.
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    return data(
      {
        ...extra,
        title,
        translations,
        name: user.firstName,
        dashboard: await readFacultyDashboard(context.get(directusContext), user.id, choice),
      },
      { headers, status: more.status },
    );
  } catch (error) {
    console.error("Faculty portal: could not read the dashboard:", error);
    return data({ ...extra, title, translations, name: user.firstName, dashboard: null }, { status: 503, headers });
  }
}

type FacultyReplyExtra = Pick<FacultyReply, "intent" | "done">;

/**
 * A faculty form post (ADR 008): one of `intents` (the page's forms; another is 400 "unknown"), bad
 * values back with the form (400), someone else's row 404, done 200. `fixed`: fields the URL decides
 * (a schedule row's child route: its intent and the row's id), set over what the form sent.
 */
export async function facultyFormAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  intents: readonly FacultyIntent[] = facultyIntents,
  fixed: Record<string, string> = {},
) {
  const user = requireRole(request, context, roleGroups.faculty);
  const formData = await readForm(request);
  for (const [name, value] of Object.entries(fixed)) formData.set(name, value);
  const intent = String(formData.get("intent") ?? "");
  const known = (intents as readonly string[]).includes(intent);
  const submission = parseWithZod(formData, { schema: facultyForms });
  const extra = { intent, done: null };
  const refuse = (formError: FacultyFormError | null, options: Omit<ReplyOptions<FacultyFormError>, "formError"> = {}) =>
    formReply<FacultyFormError, FacultyReplyExtra>(submission, { ...options, formError }, extra);
  if (!known) return refuse({ key: "unknown" });
  if (submission.status !== "success") return refuse(null);
  // A reply is a message to a learner: so many in ten minutes, like the learners' (issue 51, item 10).
  if (submission.value.intent === "reply") {
    const limit = await portalMessageLimiter.limit(request, user.id);
    if (!limit.allowed)
      // Its words come with the answer: no page sends them beforehand (the dashboard's HTML budget, issue 23).
      return refuse(
        { key: "rateLimited", message: getInstance(context).t("portal:messageCaps.reply") },
        { status: 429, headers: retryAfterHeaders(limit) },
      );
  }
  try {
    const { outcome, count } = await runFacultyForm(context.get(directusContext), user.id, submission.value, personName(user));
    // A schedule row added, changed or deleted: back to the schedule (post-redirect-get), which says so.
    if (outcome === "schedule-added" || outcome === "schedule-saved" || outcome === "schedule-deleted")
      return redirectWithFlash(facultyPages.schedule, {
        tone: "success",
        ns: "portal",
        key: `facultyDashboard.schedulePage.outcomes.${outcome}`,
      });
    if (outcome === "not-found") return refuse({ key: "not-found" }, { status: 404 });
    if (outcome === "above-max") return refuse({ key: "above-max", count: count ?? 0 });
    return formSuccess<FacultyReplyExtra>({ intent, done: count === undefined ? { key: outcome } : { key: outcome, count } });
  } catch (error) {
    console.error("Faculty portal: a form failed:", error);
    return refuse({ key: "failed" }, { status: 503 });
  }
}
