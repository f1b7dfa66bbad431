// The learner dashboard's rows (spec 001 §2, issue 26), read and written with the learner's own token:
// Directus' row rules (cms/permissions/learning.mjs) decide what is theirs. A write first reads its
// row with the same token, so "not yours" and "does not exist" are the same 404 (shared/SECURITY.md).
import { milestonesOf, type Milestone } from "~/features/portals/shared/milestones";
import { readItem, updateItem, updateItems } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { laterThan, read, readAtOnce, readRows, type RowsOf } from "~/features/cms/read-at-once.server";
import type { ShownNotification } from "~/features/notifications/kinds";
import { notificationFields, toNotification, unreadCap } from "~/features/notifications/notifications.server";
import { maxFutureBookings } from "../../../../cms/extensions/shared/mentoring.mjs";
import { competencyRead, jobMatchRead, toJobMatches, type JobMatch } from "./market.server";
import { academyToday, offerOpen } from "../../../../cms/extensions/shared/hiring.mjs";

export interface Competency {
  key: string;
  value: number;
}
/** A level the learner's grades give them (ADR 042): `grades`, how many grades make it. */
export interface GradedCompetency extends Competency {
  grades: number;
}
export interface NextAction {
  id: number;
  label: string;
  type: string;
  doneAt: string | null;
}
export interface Project {
  id: number;
  title: string;
  rubric: string | null;
  status: string;
  progress: number;
  dueOn: string | null;
  /** A project made from a partner's brief (issue 49, item 4): its grade so far (0–10) and its milestones. */
  grade: number | null;
  milestones: Milestone[];
}
/** The same rows as the notifications page (issue 47): words from `kind` and `params` in the reader's language. */
export type Notification = ShownNotification;
export interface MentorSlot {
  id: number;
  mentor: string;
  startsAt: string;
  endsAt: string;
  mode: string;
  mine: boolean;
  /** The project the learner wants to discuss in their booking (issue 49, item 5). */
  projectId: number | null;
}
export interface LearnerDashboard {
  onboardingStep: string | null;
  track: string | null;
  /** The levels they gave themselves (the assessment). */
  competencies: Competency[];
  /** The levels their grades give them (Directus' hook writes them; ADR 042). */
  gradedCompetencies: GradedCompetency[];
  nextActions: NextAction[];
  projects: Project[];
  /** The newest five; `unreadNotifications`: how many are unread (at most `unreadCap`). */
  notifications: Notification[];
  unreadNotifications: number;
  slots: MentorSlot[];
  nextSession: { course: string; at: string | null; room: string | null } | null;
  /** Their job matches to the partners' jobs (the partner portal's applications), best first. */
  jobMatches: JobMatch[];
  /** Their interviews still to come (issue 48, item 3), first first: not those they asked to move. */
  interviews: { id: number; at: string; job: string; jobId: number | null; confirmed: boolean }[];
  /** Their offers still to answer (issue 48, item 1): the day to answer by. */
  offers: { id: number; answerBy: string; job: string; jobId: number | null }[];
}

/** What the dashboard reads (tests/integration/read-at-once.test.ts checks them against REST). */
export const learnerDashboardReads = (now: string) => ({
  profiles: read("seed_learner_profiles", { fields: ["track", "onboarding_step"], limit: 1 }),
  competencies: competencyRead,
  graded: read("seed_graded_competencies", { fields: ["key", "value", "grades"], sort: ["key"], limit: 20 }),
  actions: read("seed_next_actions", { fields: ["id", "label", "type", "done_at"], sort: ["id"], limit: 20 }),
  projects: read("seed_projects", {
    fields: ["id", "title", "rubric", "status", "progress", "due_on", "grade", "milestones"],
    sort: ["due_on"],
    limit: 20,
  }),
  // The newest of the notifications page's rows (a learner reads only their own: Directus' rule).
  notifications: read("seed_notifications", { fields: notificationFields, sort: ["-id"], limit: 5 }),
  unreadNotifications: read("seed_notifications", { fields: ["id"], filter: { read_at: { _null: true } }, limit: unreadCap }),
  slots: read("seed_mentor_slots", {
    fields: ["id", "mentor_name", "starts_at", "ends_at", "mode", "booked_by", "project"],
    filter: { starts_at: laterThan(now, { orAt: true }) },
    sort: ["starts_at"],
    limit: 12,
  }),
  classes: read("seed_classes", { fields: ["next_session", "room", { course: ["name"] }], sort: ["next_session"], limit: 1 }),
  matches: jobMatchRead,
  // The hiring loop on the timeline (issue 48, item 3): the interviews of their applications still to
  // come while at the interview stage, and the offers they have still to answer (Directus answers only theirs).
  interviews: read("seed_interviews", {
    fields: ["id", "at", "learner_answer", { application: ["stage", { job: ["id", "title"] }] }],
    filter: { _and: [{ at: laterThan(now, { orAt: true }) }, { application: { stage: { _eq: "interview" } } }] },
    sort: ["at"],
    limit: 20,
  }),
  offers: read("seed_applications", {
    fields: ["id", "offer_answer_by", { job: ["id", "title"] }],
    filter: { _and: [{ stage: { _eq: "offer" } }, { offer_answer_by: { _nnull: true } }] },
    sort: ["offer_answer_by"],
    limit: 10,
  }),
});

/** A project row as the dashboard and the projects page show it. */
export const toProject = (row: RowsOf<ReturnType<typeof learnerDashboardReads>["projects"]>[number]): Project => ({
  id: row.id,
  title: row.title,
  rubric: row.rubric,
  status: row.status,
  progress: row.progress,
  dueOn: row.due_on,
  grade: row.grade == null ? null : Number(row.grade),
  milestones: milestonesOf(row.milestones),
});

/** A mentor slot as the dashboard and the mentor page show it: `mine` when `userId` booked it, with the project they named. */
export const toSlot = (row: RowsOf<ReturnType<typeof learnerDashboardReads>["slots"]>[number], userId: string): MentorSlot => ({
  id: row.id,
  mentor: row.mentor_name,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  mode: row.mode,
  mine: row.booked_by === userId,
  projectId: row.booked_by === userId && typeof row.project === "number" ? row.project : null,
});

/** Every row the dashboard shows, read at once: one request to Directus (ADR 023), retried on a blip (ADR 013). */
export async function readLearnerDashboard(client: DirectusClient, userId: string): Promise<LearnerDashboard> {
  const {
    profiles,
    competencies,
    graded,
    actions,
    projects,
    notifications,
    unreadNotifications,
    slots,
    classes,
    matches,
    interviews,
    offers,
  } = await readAtOnce(client, learnerDashboardReads(new Date().toISOString()));
  const today = academyToday();
  const firstClass = classes[0];
  return {
    onboardingStep: profiles[0]?.onboarding_step ?? null,
    track: profiles[0]?.track ?? null,
    competencies: competencies.map((c) => ({ key: c.key, value: c.value })),
    gradedCompetencies: graded.map((c) => ({ key: c.key, value: c.value, grades: c.grades ?? 0 })),
    nextActions: actions.map((a) => ({ id: a.id, label: a.label, type: a.type, doneAt: a.done_at })),
    projects: projects.map(toProject),
    notifications: notifications.map(toNotification),
    unreadNotifications: unreadNotifications.length,
    slots: slots.map((s) => toSlot(s, userId)),
    nextSession: firstClass
      ? {
          course: firstClass.course?.name ?? "",
          at: firstClass.next_session,
          room: firstClass.room,
        }
      : null,
    jobMatches: toJobMatches(matches, competencies),
    interviews: interviews
      .filter((i) => i.learner_answer !== "another-time")
      .map((i) => ({
        id: i.id,
        at: i.at,
        job: i.application?.job?.title ?? "",
        jobId: i.application?.job?.id ?? null,
        confirmed: i.learner_answer === "confirmed",
      })),
    offers: offers
      .filter((o) => o.offer_answer_by && offerOpen(o.offer_answer_by, today))
      .map((o) => ({ id: o.id, answerBy: o.offer_answer_by ?? "", job: o.job?.title ?? "", jobId: o.job?.id ?? null })),
  };
}

/** Marks one of the learner's next actions done; false when it is not theirs (or does not exist: the same to them). */
export async function markActionDone(client: DirectusClient, id: number) {
  const own = await client.request(readItem("seed_next_actions", id, { fields: ["id"] })).catch(() => null);
  if (!own) return false;
  await client.request(updateItem("seed_next_actions", id, { done_at: new Date().toISOString() }));
  return true;
}

export type BookingOutcome = "booked" | "cancelled" | "taken" | "too-many" | "not-found" | "no-project";

/**
 * Books an open mentor slot for the learner. The update is conditional (only while nobody holds it),
 * then read back: of two learners booking at once, the one whose name is on the slot has it, the
 * other is told it was taken (spec 001 §2: then taken for others).
 */
export async function bookSlot(client: DirectusClient, userId: string, id: number, project: number | null = null): Promise<BookingOutcome> {
  // The project to discuss (issue 49, item 5) is one of the learner's own (Directus' hook says the same).
  if (project !== null && !(await client.request(readItem("seed_projects", project, { fields: ["id"] })).catch(() => null)))
    return "no-project";
  const slot = await client.request(readItem("seed_mentor_slots", id, { fields: ["starts_at"] })).catch(() => null);
  // Another learner's booking is not even visible to this learner: a slot the page offered that is
  // hidden now was taken meanwhile (two at once: the loser is told so, not "does not exist"). An id
  // no page offered reads the same, which tells nobody whose bookings exist.
  if (!slot) return "taken";
  // A slot that has begun is no longer offered.
  if (!(new Date(slot.starts_at).getTime() > Date.now())) return "not-found";
  // At most `maxFutureBookings` slots still to come (issue 49, item 5; Directus' hook holds it too).
  const held = await readRows(client, "seed_mentor_slots", {
    filter: { booked_by: { _eq: userId }, starts_at: laterThan("$NOW") },
    fields: ["id"],
    limit: maxFutureBookings,
  });
  if (held.length >= maxFutureBookings) return "too-many";
  await client
    .request(
      updateItems(
        "seed_mentor_slots",
        { filter: { id: { _eq: id }, booked_by: { _null: true }, starts_at: laterThan("$NOW") } },
        { booked_by: userId, project },
      ),
    )
    .catch(() => null);
  const after = await client.request(readItem("seed_mentor_slots", id, { fields: ["booked_by"] })).catch(() => null);
  if (after?.booked_by === userId) return "booked";
  // Still open: the hook refused it for the learner's bookings (another tab booked meanwhile).
  return after && after.booked_by == null ? "too-many" : "taken";
}

/** Gives one of the learner's own bookings back; "not-found" for a slot that is not theirs. */
export async function cancelSlot(client: DirectusClient, userId: string, id: number): Promise<BookingOutcome> {
  const slot = await client.request(readItem("seed_mentor_slots", id, { fields: ["booked_by", "starts_at"] })).catch(() => null);
  // A session that has begun stays as it was (Directus refuses the change too).
  if (!slot || slot.booked_by !== userId || !(new Date(slot.starts_at).getTime() > Date.now())) return "not-found";
  await client.request(updateItem("seed_mentor_slots", id, { booked_by: null }));
  return "cancelled";
}

export interface TrackCatalogue {
  track: string;
  courses: { code: string; name: string }[];
}

/** The academy's courses by track (the catalogue every learner reads) and the learner's own track. */
export async function readTracks(client: DirectusClient) {
  const { courses, profiles } = await readAtOnce(client, {
    courses: read("seed_courses", { fields: ["code", "name", "track"], sort: ["code"], limit: 100 }),
    profiles: read("seed_learner_profiles", { fields: ["track"], limit: 1 }),
  });
  const tracks = new Map<string, TrackCatalogue>();
  for (const course of courses) {
    const track = course.track ?? "";
    if (!tracks.has(track)) tracks.set(track, { track, courses: [] });
    tracks.get(track)!.courses.push({ code: course.code, name: course.name });
  }
  return { tracks: [...tracks.values()], own: profiles[0]?.track ?? null };
}
