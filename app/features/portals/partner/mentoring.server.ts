// Mentoring in the partner portal (issue 49, item 5): a MENTOR's own slots with who booked each and
// the project they want to discuss, and the mentor's feedback on those projects. Everything is read
// and written with the mentor's own token: Directus shows a mentor only their own slots, with the name
// each booking learner had as they booked (`booked_by_name`, written by seed-teaching-rules), and the
// projects named in those bookings (cms/permissions/partners.mjs); its hook (seed-partner-rules) takes
// feedback only on such a project.
import { createItem } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { notify } from "~/features/notifications/notify.server";

/** Where a learner reads a mentor's feedback: their projects page. */
export const learnerProjectsPath = "/student/portal/learning/projects";

/** The mentor's own slots, first first: when, how, who booked it (or nobody) and the project they want to discuss. */
export async function readOwnSlots(client: DirectusClient, mentorId: string) {
  const slots = await readRows(client, "seed_mentor_slots", {
    filter: { mentor: { _eq: mentorId } },
    fields: ["id", "starts_at", "ends_at", "mode", "booked_by", "booked_by_name", { project: ["id", "title", "user"] }],
    sort: ["starts_at"],
    limit: 200,
  });
  return slots.map((slot) => ({
    id: slot.id,
    startsAt: slot.starts_at,
    mode: slot.mode,
    learner: slot.booked_by ? { id: slot.booked_by, name: slot.booked_by_name || "—" } : null,
    // The project is the learner's own (Directus' hook checks it on booking).
    project:
      slot.booked_by && slot.project && slot.project.user === slot.booked_by ? { id: slot.project.id, title: slot.project.title } : null,
  }));
}

/** The projects learners brought to the mentor's slots (once each): what the mentor may give feedback on. */
export async function readMenteeProjects(client: DirectusClient, mentorId: string) {
  const projects = new Map<number, { id: number; title: string; learnerId: string; learner: string }>();
  for (const slot of await readOwnSlots(client, mentorId))
    if (slot.learner && slot.project)
      projects.set(slot.project.id, { ...slot.project, learnerId: slot.learner.id, learner: slot.learner.name });
  return [...projects.values()];
}

/** The feedback the mentor has given, newest first, each with its learner's name as their booking has it. */
export async function readGivenFeedback(client: DirectusClient, mentorId: string) {
  const [given, slots] = await Promise.all([
    readRows(client, "seed_mentor_feedback", {
      fields: ["id", "body", "created_at", "learner", { project: ["title"] }],
      sort: ["-created_at"],
      limit: 200,
    }),
    readOwnSlots(client, mentorId),
  ]);
  const names = new Map(slots.flatMap((slot) => (slot.learner ? [[slot.learner.id, slot.learner.name] as const] : [])));
  return given.map((feedback) => ({ ...feedback, learnerName: names.get(String(feedback.learner)) ?? "—" }));
}

/**
 * Stores the mentor's feedback on a project a learner brought to their office hours and tells the
 * learner. Null (nothing stored) when the project is not one of those: another mentor's learner's,
 * one nobody named in a booking, or none at all.
 */
export async function giveMentorFeedback(client: DirectusClient, mentorId: string, projectId: number, body: string) {
  const bookings = await readRows(client, "seed_mentor_slots", {
    filter: { _and: [{ mentor: { _eq: mentorId } }, { project: { _eq: projectId } }, { booked_by: { _nnull: true } }] },
    fields: ["booked_by", "booked_by_name", { project: ["id", "title", "user"] }],
    limit: 10,
  });
  const booking = bookings.find((b) => b.booked_by && b.project && b.project.user === b.booked_by);
  if (!booking?.booked_by || !booking.project) return null;
  const project = {
    id: booking.project.id,
    title: booking.project.title,
    learnerId: booking.booked_by,
    learner: booking.booked_by_name || "—",
  };
  const stored = await client.request(createItem("seed_mentor_feedback", { project: project.id, body }));
  await notify(project.learnerId, "mentoring.feedback", { mentor: stored.mentor_name, project: project.title }, learnerProjectsPath);
  return project;
}
