// Mentor bookings, the mentor's side of them (issue 49, item 5): a booking and its cancellation are
// announced to the slot's mentor, and the learner reads the mentors' feedback on their projects.
import { readItem } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { read } from "~/features/cms/read-at-once.server";
import { notify } from "~/features/notifications/notify.server";

/** Where a mentor reads their bookings: their office hours on the schedule page. */
const mentorSchedulePath = "/partner/portal/mentoring/schedule";

/** A moment as the academy's wall clock reads it ("2027-03-04 09:30"), the same in every language. */
export const academyMoment = (iso: string) =>
  new Date(iso).toLocaleString("sv-SE", {
    timeZone: "Asia/Ho_Chi_Minh",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });

/**
 * Tells the slot's mentor that `learner` (their name) booked it or gave it back. Read with the
 * learner's own token after the change (the slot is theirs, or open again); a slot without a mentor
 * (the sample's older ones) tells nobody.
 */
export async function tellMentor(
  client: DirectusClient,
  slotId: number,
  kind: "mentoring.booked" | "mentoring.cancelled",
  learner: string,
) {
  const slot = await client.request(readItem("seed_mentor_slots", slotId, { fields: ["mentor", "starts_at"] })).catch(() => null);
  const mentor = typeof slot?.mentor === "string" ? slot.mentor : null;
  if (!slot || !mentor) return;
  await notify(mentor, kind, { learner, when: academyMoment(slot.starts_at) }, mentorSchedulePath);
}

/** The mentors' feedback on the learner's projects (Directus answers only their own), newest first. */
export const mentorFeedbackRead = read("seed_mentor_feedback", {
  fields: ["id", "project", "mentor_name", "body", "created_at"],
  sort: ["-created_at"],
  limit: 100,
});
