// Migration 006 (issue 49, item 5): the sample's first mentor slots were made before a slot named
// its office hours and its mentor, so on an install with the sample data no MENTOR sees them. They
// become the sample MENTOR's (office hours of theirs at each slot's time, their name and company
// as the slot's mentor name). Only slots under the sample's own names and without a mentor, and only
// where the sample MENTOR is a member: on an install without the sample data it changes nothing. A
// new install gets the same from the "mentoring" sample domain, after its sample people and slots.
import { ensureSampleMentors } from "../seed/partners.mjs";

/** @type {import("./index.mjs").Migration} */
export const sampleMentorSlots = {
  id: "006-sample-mentor-slots-name-their-mentor",
  up: (request) => ensureSampleMentors(request, () => {}),
};
