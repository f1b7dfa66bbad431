// What a notification can say (issue 47): its `kind` names its words in locales/*/notifications.json
// (`kinds.<kind>`), filled with its `params` in the reader's language when it is read. A new kind is
// a line here and its words in the nine languages (the locales test fails on a missing one).
import { hasRole, roleGroups, type SessionUser } from "~/features/auth/user-context";

export const notificationKinds = [
  /** A message reached you: `from` (the sender's name). */
  "message",
  /** A teacher graded your work: `item` (what was graded), `grade` (0–10). */
  "grade",
  /** Your help ticket has an answer: `subject`. */
  "ticket.answered",
  /** The hiring loop (issue 48), to a job's hiring managers: a learner (`learner`) applied to `job`, withdrew, accepted or declined its offer. */
  "application.new",
  "application.withdrawn",
  "offer.accepted",
  "offer.declined",
  /** To the learner: the company (`company`) shortlisted them for `job`, turned them down (in kind words, by the reason), made an offer. */
  "application.shortlisted",
  "application.rejected.skills",
  "application.rejected.experience",
  "application.rejected.filled",
  "application.rejected.other",
  "offer.made",
  /** An offer left unanswered past its answer-by date expired (issue 48, item 1; ADR 041): to the learner (`job`, `company`), and to the job's hiring managers (`offer.lapsed`: `learner`, `job`). Written by Directus' schedule (seed-partner-rules). */
  "offer.expired",
  "offer.lapsed",
  /** An interview (issue 48, item 3): to the learner, `company` scheduled one for `job`; to the company's hiring managers and the interviewer, the learner (`learner`) confirmed it or asked for another time. */
  "interview.scheduled",
  "interview.confirmed",
  "interview.another-time",
  /** After a hire (issue 48, item 5; ADR 046): to the job's hiring managers, once the company's time has passed, rate the hire of `learner` for `job`. Written by Directus' schedule (seed-partner-rules). */
  "hire.rate",
  /** The sample rows, as migration 001 turned their English titles into kinds (cms/migrations/notifications.mjs). */
  "badge.firstInterview",
  /** Something is due: `what`, `count` (days). */
  "deadline",
  "resources.new",
  /** A text nobody can translate (a former title): `text`, shown as it is. */
  "text",
  /** A teacher set coursework for your class (issue 49): `item`, `code` (the course). */
  "coursework.new",
  /** A teacher graded your hand-in (issue 49): `item`, `grade`, `max` (the item's maximum). */
  "graded",
  /** Mentoring (issue 49, item 5): to the mentor, a learner (`learner`) booked or cancelled their office hours at `when`; to the learner, a mentor (`mentor`) gave feedback on `project`. */
  "mentoring.booked",
  "mentoring.cancelled",
  "mentoring.feedback",
  /** Enrolment by the academy's staff (issue 50): to the learner, they joined `class` or were moved to `cohort`; to the class's teacher, `learner` joined `class`. */
  "class.joined",
  "class.learnerJoined",
  "cohort.moved",
  /** Projects from partners' briefs (issue 49, item 4): to the learner, a teacher gave them `project` in `code`, graded its `milestone` (`score`/`max`), or they passed it (`grade`/10). */
  "project.assigned",
  "project.graded",
  "project.passed",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];
export type NotificationParams = Record<string, string | number>;

/** A notification as the lists show it: its words are made where it is shown, in the reader's language. */
export interface ShownNotification {
  id: number;
  kind: string;
  params: NotificationParams;
  link: string | null;
  readAt: string | null;
  createdAt: string | null;
}

/** The badge a kind wears in a list (its words: `types.<type>`). */
export type NotificationType = "message" | "grade" | "ticket" | "badge" | "deadline" | "hiring" | "info";
export function notificationType(kind: string): NotificationType {
  if (kind === "message" || kind === "grade" || kind === "deadline") return kind;
  if (kind === "graded" || kind === "project.graded" || kind === "project.passed") return "grade";
  if (kind.startsWith("application.") || kind.startsWith("offer.") || kind.startsWith("interview.") || kind.startsWith("hire."))
    return "hiring";
  if (kind.startsWith("ticket.")) return "ticket";
  if (kind.startsWith("badge.")) return "badge";
  return "info";
}

export function isNotificationKind(kind: unknown): kind is NotificationKind {
  return typeof kind === "string" && (notificationKinds as readonly string[]).includes(kind);
}

/** A notification's link, when it is a path of this app (`/…`, never `//host` or `/\host`): otherwise none. */
export function safeLink(link: unknown): string | null {
  if (typeof link !== "string" || !/^\/(?![/\\])/.test(link) || link.length > 500 || /[\s]/.test(link)) return null;
  return link;
}

/** Where a person's notifications are listed: their portal's page, or the staff page. */
export function notificationsPathFor(user: SessionUser | null): string | null {
  if (!user) return null;
  if (hasRole(user, roleGroups.learners)) return "/student/portal/notifications";
  if (hasRole(user, roleGroups.faculty)) return "/teacher/portal/notifications";
  if (hasRole(user, roleGroups.partners)) return "/partner/portal/notifications";
  if (hasRole(user, [...roleGroups.editors, ...roleGroups.admins])) return "/staff/notifications";
  return null;
}

/** The notifications of one page of a list (`pageSize` a page). */
export const notificationsPageSize = 20;
