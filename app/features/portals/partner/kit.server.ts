// A job's interview kit (issue 48, item 3): the questions its interviewers ask and the rubric's
// criteria they score 1–5. Read and written with the member's own token: Directus lets the company's
// members read their jobs' kits, an INTERVIEWER only those of jobs they interview for, and only the
// hiring side write them (cms/permissions/partners.mjs; seed-partner-rules checks the shape again).
import { createItem, isDirectusError, updateItem } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { defaultKitCriteria, kitProblem } from "../../../../cms/extensions/shared/hiring.mjs";

export interface Kit {
  /** The rubric's criteria: names as the hiring manager wrote them, or the general criteria's keys (`generalCriteria`). */
  criteria: string[];
  /** The hiring manager's questions; none: the page offers one per criterion in the reader's language. */
  questions: string[];
  /** Whether a hiring manager has edited it (false: the job's skills as they are). */
  edited: boolean;
}

const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

/** The kits of these jobs (a job's skills as its kit until someone edits it), by job id. */
export async function readKits(client: DirectusClient, jobs: readonly { id: number; skills: unknown }[]) {
  const ids = [...new Set(jobs.map((job) => job.id))];
  const rows = ids.length
    ? await readRows(client, "seed_interview_kits", {
        filter: { job: { _in: ids } },
        fields: ["job", "criteria", "questions"],
        limit: ids.length,
      })
    : [];
  const stored = new Map(rows.map((row) => [Number(row.job), row]));
  return new Map(
    jobs.map((job): [number, Kit] => {
      const row = stored.get(job.id);
      const criteria = texts(row?.criteria);
      return [
        job.id,
        row && criteria.length
          ? { criteria, questions: texts(row.questions), edited: true }
          : { criteria: defaultKitCriteria(job.skills), questions: [], edited: false },
      ];
    }),
  );
}

/** The kit of one job. */
export const readKit = async (client: DirectusClient, job: { id: number; skills: unknown }) =>
  (await readKits(client, [job])).get(job.id) as Kit;

/** Text typed one item a line → the items, trimmed, without empty lines. */
const lines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The kit's form (one per job page): its criteria and questions, one a line; the limits' words (`kitProblem`) on the field they concern. */
export const kitForm = z
  .object({
    intent: z.literal("save-kit"),
    job: z.coerce
      .number({ error: "invalid" })
      .int("invalid")
      .positive("invalid")
      .max(2 ** 31),
    criteria: z.string({ error: "criteriaRequired" }).max(20_000, "criterionTooLong").transform(lines),
    questions: z.string().max(20_000, "questionTooLong").optional().default("").transform(lines),
  })
  .superRefine((kit, ctx) => {
    const problem = kitProblem(kit.criteria, kit.questions);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.startsWith("question") ? "questions" : "criteria"], message: problem });
  });

/** Stores a job's kit: the row of the job, or a new one (two first saves at once: the second updates the first's). */
export async function saveKit(client: DirectusClient, jobId: number, criteria: string[], questions: string[]) {
  const existing = async () =>
    (await readRows(client, "seed_interview_kits", { filter: { job: { _eq: jobId } }, fields: ["id"], limit: 1 }))[0] ?? null;
  const row = await existing();
  if (row) return void (await client.request(updateItem("seed_interview_kits", row.id, { criteria, questions })));
  try {
    await client.request(createItem("seed_interview_kits", { job: jobId, criteria, questions }));
  } catch (error) {
    const again = isDirectusError(error) ? await existing() : null;
    if (!again) throw error;
    await client.request(updateItem("seed_interview_kits", again.id, { criteria, questions }));
  }
}
