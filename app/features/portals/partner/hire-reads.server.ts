// What the partner's metrics read after the hire and of the funnel's views (issue 48, items 5 and 6;
// ADR 046), with the member's own token: the views of the company's jobs (counts per job: Directus
// answers a member which job, never who), the hiring managers' ratings of the company's hires, and the
// company's hiring settings (how many days after a hire it is rated, what one hire is worth).
import { aggregate } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { vnd, type HireRatingFacts } from "./metrics";
import type { Membership } from "./partner.server";

/** The views of the company's jobs (one per learner and job), by job id; all of them under `total`. */
export async function readViewCounts(client: DirectusClient) {
  const rows = await client.request(aggregate("seed_job_views", { aggregate: { count: "*" }, groupBy: ["job"] }));
  const byJob = new Map<number, number>();
  for (const row of rows as unknown as { job: number | string; count: number | string }[])
    byJob.set(Number(row.job), Number(row.count) || 0);
  return { byJob, total: [...byJob.values()].reduce((a, b) => a + b, 0) };
}

/** A hire's rating as the metrics read it, with its application's id. */
export interface HireRating extends HireRatingFacts {
  application: number;
  grownSkills: string[];
}

/** The ratings of the company's hires (Directus answers its own jobs' only), each with its job's skill count. */
export async function readRatings(client: DirectusClient): Promise<HireRating[]> {
  const rows = await readRows(client, "seed_hire_ratings", {
    fields: ["quality", "skills_grown", { application: ["id", { job: ["skills"] }] }],
    limit: -1,
  });
  return rows.map((row) => {
    const grown = Array.isArray(row.skills_grown) ? row.skills_grown.map(String) : [];
    const skills = row.application?.job?.skills;
    return {
      application: row.application?.id ?? 0,
      quality: row.quality,
      grown: grown.length,
      grownSkills: grown,
      skills: Array.isArray(skills) ? skills.length : 0,
    };
  });
}

export interface HiringSettings {
  ratingDays: number;
  hireValueVnd: number;
}
/** The company's hiring settings (defaults when unset). */
export async function readHiringSettings(client: DirectusClient, member: Membership): Promise<HiringSettings> {
  const [row] = await readRows(client, "seed_companies", {
    filter: { id: { _eq: member.companyId } },
    fields: ["hire_rating_days", "hire_value_vnd"],
    limit: 1,
  });
  return { ratingDays: Number(row?.hire_rating_days) || 90, hireValueVnd: row ? vnd(row.hire_value_vnd) : 60_000_000 };
}
