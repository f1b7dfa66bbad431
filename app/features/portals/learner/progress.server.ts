// Progress over time (spec 001 §2: analytics shows progress over time, issue 26): the learner's
// competency snapshots, a row per competency and week (kept by each assessment they save, see
// onboarding.server.ts), read with their own token: Directus answers their own rows only.
import type { DirectusClient } from "~/features/cms/directus.server";
import { read, readAtOnce } from "~/features/cms/read-at-once.server";
import { progressByWeek, type ProgressWeek } from "./figures";

/** How many weeks the analytics page shows. */
export const progressWeeks = 12;

/** The last weeks' snapshots, newest first (20 competencies a week at most). */
export const progressReads = {
  snapshots: read("seed_competency_snapshots", {
    fields: ["week_of", "key", "value"],
    sort: ["-week_of", "key"],
    limit: progressWeeks * 20,
  }),
};

/** The learner's progress, week by week, oldest first. */
export async function readProgress(client: DirectusClient): Promise<ProgressWeek[]> {
  const { snapshots } = await readAtOnce(client, progressReads);
  return progressByWeek(
    snapshots.map((row) => ({ weekOf: row.week_of, key: row.key, value: row.value })),
    progressWeeks,
  );
}
