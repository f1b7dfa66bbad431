// Migration 003 (issue 49, item 3; ADR 042): a learner's graded competency levels are written by the
// hook seed-graded-levels on each grade write, so grades given before it existed would count for
// nothing until the learner's next grade. Once per install: one grade of each graded learner gets an
// empty update (Directus writes nothing but still tells the hook), which makes the hook work out that
// learner's levels from all their grades, and this week's snapshot. The grades stay as they were.
import { readItems, updateItem } from "@directus/sdk";

/** @type {import("./index.mjs").Migration} */
export const gradedLevelsFromGrades = {
  id: "003-graded-levels-from-grades",
  async up(request) {
    /** @type {{ id: number, user: string | null }[]} */
    const grades = await request(readItems("seed_grades", { fields: ["id", "user"], sort: ["id"], limit: -1 }));
    const oneOfEach = new Map();
    for (const grade of grades) if (grade.user && !oneOfEach.has(grade.user)) oneOfEach.set(grade.user, grade.id);
    for (const id of oneOfEach.values()) await request(updateItem("seed_grades", id, {}));
  },
};
