// Issue 49, item 5: a partner's mentor reads the name of a learner who booked one of their slots,
// through the reverse side of `seed_mentor_slots.booked_by` on people (`mentor_slots_booked`). A new
// install declares it (cms/schema/learning.mjs); an existing one made the relation without it, and
// the seed's reconcile adds relations but never changes one: this names its reverse side once.
import { readRelation, updateRelation } from "@directus/sdk";

/** @type {import("./index.mjs").Migration} */
export const mentorBookingsOnPeople = {
  id: "004-mentor-bookings-on-people",
  up: async (request) => {
    const relation = await request(readRelation("seed_mentor_slots", "booked_by")).catch(() => null);
    if (!relation || relation.meta?.one_field === "mentor_slots_booked") return;
    await request(updateRelation("seed_mentor_slots", "booked_by", { meta: { one_field: "mentor_slots_booked" } }));
  },
};
