// The learner dashboard's rows (spec 001 §2, issue 26), read and written with the learner's own token:
// Directus' row rules (cms/permissions/learning.mjs) decide what is theirs. A write first reads its
// row with the same token, so "not yours" and "does not exist" are the same 404 (shared/SECURITY.md).
import { readItem, updateItem, updateItems } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readAtOnce, type Reads } from "~/features/cms/read-at-once.server";
import { notificationFields, toNotification, unreadCap, type PersonNotification } from "~/features/notifications/notifications.server";
import { jobMatchRead, toJobMatches, type JobMatch } from "./market.server";

export interface Competency {
  key: string;
  value: number;
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
}
/** The same rows as the notifications page (issue 47): words from `kind` and `params` in the reader's language. */
export type Notification = PersonNotification;
export interface MentorSlot {
  id: number;
  mentor: string;
  startsAt: string;
  endsAt: string;
  mode: string;
  mine: boolean;
}
export interface LearnerDashboard {
  onboardingStep: string | null;
  track: string | null;
  competencies: Competency[];
  nextActions: NextAction[];
  projects: Project[];
  /** The newest five; `unreadNotifications`: how many are unread (at most `unreadCap`). */
  notifications: Notification[];
  unreadNotifications: number;
  slots: MentorSlot[];
  nextSession: { course: string; at: string | null; room: string | null } | null;
  /** Their job matches to the partners' jobs (the partner portal's applications), best first. */
  jobMatches: JobMatch[];
}

/** Directus' answer rows, as this module asks for them. */
type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : null);
const num = (value: unknown) => (typeof value === "number" ? value : Number(value) || 0);

/** What the dashboard reads (tests/integration/read-at-once.test.ts checks them against REST). */
export const learnerDashboardReads = (now: string) =>
  ({
    profiles: ["seed_learner_profiles", { fields: ["track", "onboarding_step"], limit: 1 }],
    competencies: ["seed_competencies", { fields: ["key", "value"], sort: ["id"], limit: 20 }],
    actions: ["seed_next_actions", { fields: ["id", "label", "type", "done_at"], sort: ["id"], limit: 20 }],
    projects: ["seed_projects", { fields: ["id", "title", "rubric", "status", "progress", "due_on"], sort: ["due_on"], limit: 20 }],
    // The newest of the notifications page's rows (a learner reads only their own: Directus' rule).
    notifications: ["seed_notifications", { fields: notificationFields, sort: ["-id"], limit: 5 }],
    unreadNotifications: ["seed_notifications", { fields: ["id"], filter: { read_at: { _null: true } }, limit: unreadCap }],
    slots: [
      "seed_mentor_slots",
      {
        fields: ["id", "mentor_name", "starts_at", "ends_at", "mode", "booked_by"],
        filter: { starts_at: { _gte: now } },
        sort: ["starts_at"],
        limit: 12,
      },
    ],
    classes: ["seed_classes", { fields: ["next_session", "room", "course.name"], sort: ["next_session"], limit: 1 }],
    matches: jobMatchRead,
  }) satisfies Reads;

/** Every row the dashboard shows, read at once: one request to Directus (ADR 023), retried on a blip (ADR 013). */
export async function readLearnerDashboard(client: DirectusClient, userId: string): Promise<LearnerDashboard> {
  const { profiles, competencies, actions, projects, notifications, unreadNotifications, slots, classes, matches } = await readAtOnce(
    client,
    learnerDashboardReads(new Date().toISOString()),
  );
  const firstClass = classes[0];
  return {
    onboardingStep: str(profiles[0]?.onboarding_step),
    track: str(profiles[0]?.track),
    competencies: competencies.map((c) => ({ key: String(c.key), value: num(c.value) })),
    nextActions: actions.map((a) => ({ id: num(a.id), label: String(a.label), type: String(a.type), doneAt: str(a.done_at) })),
    projects: projects.map((p) => ({
      id: num(p.id),
      title: String(p.title),
      rubric: str(p.rubric),
      status: String(p.status),
      progress: num(p.progress),
      dueOn: str(p.due_on),
    })),
    notifications: notifications.map(toNotification),
    unreadNotifications: unreadNotifications.length,
    slots: slots.map((s) => ({
      id: num(s.id),
      mentor: String(s.mentor_name),
      startsAt: String(s.starts_at),
      endsAt: String(s.ends_at),
      mode: String(s.mode),
      mine: s.booked_by === userId,
    })),
    nextSession: firstClass
      ? {
          course: String((firstClass.course as Row | null)?.name ?? ""),
          at: str(firstClass.next_session),
          room: str(firstClass.room),
        }
      : null,
    jobMatches: toJobMatches(matches, competencies),
  };
}

/** The learner's own row, or null: another learner's id and an unknown one look the same. */
async function ownRow(client: DirectusClient, collection: string, id: number) {
  try {
    return await client.request<Row>(readItem(collection as never, id, { fields: ["id"] } as never));
  } catch {
    return null;
  }
}

/** Marks one of the learner's next actions done; false when it is not theirs (or does not exist). */
export async function markActionDone(client: DirectusClient, id: number) {
  if (!(await ownRow(client, "seed_next_actions", id))) return false;
  await client.request(updateItem("seed_next_actions" as never, id, { done_at: new Date().toISOString() } as never));
  return true;
}

export type BookingOutcome = "booked" | "cancelled" | "taken" | "not-found";

/**
 * Books an open mentor slot for the learner. The update is conditional (only while nobody holds it),
 * then read back: of two learners booking at once, the one whose name is on the slot has it, the
 * other is told it was taken (spec 001 §2: then taken for others).
 */
export async function bookSlot(client: DirectusClient, userId: string, id: number): Promise<BookingOutcome> {
  const slot = await client.request<Row>(readItem("seed_mentor_slots" as never, id, { fields: ["starts_at"] } as never)).catch(() => null);
  // Another learner's booking is not even visible; a slot that has begun is no longer offered.
  if (!slot || !(new Date(String(slot.starts_at)).getTime() > Date.now())) return "not-found";
  await client
    .request(
      updateItems(
        "seed_mentor_slots" as never,
        { filter: { id: { _eq: id }, booked_by: { _null: true }, starts_at: { _gt: "$NOW" } } } as never,
        { booked_by: userId } as never,
      ),
    )
    .catch(() => null);
  const after = await client.request<Row>(readItem("seed_mentor_slots" as never, id, { fields: ["booked_by"] } as never)).catch(() => null);
  return after?.booked_by === userId ? "booked" : "taken";
}

/** Gives one of the learner's own bookings back; "not-found" for a slot that is not theirs. */
export async function cancelSlot(client: DirectusClient, userId: string, id: number): Promise<BookingOutcome> {
  const slot = await client
    .request<Row>(readItem("seed_mentor_slots" as never, id, { fields: ["booked_by", "starts_at"] } as never))
    .catch(() => null);
  // A session that has begun stays as it was (Directus refuses the change too).
  if (!slot || slot.booked_by !== userId || !(new Date(String(slot.starts_at)).getTime() > Date.now())) return "not-found";
  await client.request(updateItem("seed_mentor_slots" as never, id, { booked_by: null } as never));
  return "cancelled";
}

export interface TrackCatalogue {
  track: string;
  courses: { code: string; name: string }[];
}

/** The academy's courses by track (the catalogue every learner reads) and the learner's own track. */
export async function readTracks(client: DirectusClient) {
  const { courses, profiles } = await readAtOnce(client, {
    courses: ["seed_courses", { fields: ["code", "name", "track"], sort: ["code"], limit: 100 }],
    profiles: ["seed_learner_profiles", { fields: ["track"], limit: 1 }],
  });
  const tracks = new Map<string, TrackCatalogue>();
  for (const course of courses) {
    const track = String(course.track ?? "");
    if (!tracks.has(track)) tracks.set(track, { track, courses: [] });
    tracks.get(track)!.courses.push({ code: String(course.code), name: String(course.name) });
  }
  return { tracks: [...tracks.values()], own: str(profiles[0]?.track) };
}
