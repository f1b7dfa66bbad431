// Import CSV's previews, kept on the server (issue 51, item 4): the confirm posts only a preview's
// id, never the rows, so what is written is what the administrator was shown, checked again. A
// preview belongs to the administrator who made it and lasts 15 minutes. With REDIS it is kept
// there, for every app process; without, in this process's memory.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { redis, redisPrefix } from "~/features/cluster/redis.server";

/** An import's two posts: Preview sends the file; Import names the preview kept here, never its rows. */
export const importFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), file: z.instanceof(File, { error: "fileRequired" }) }),
  z.object({ intent: z.literal("import"), preview: z.uuid({ error: "rowsInvalid" }) }),
]);

/** How long a preview can be confirmed. */
export const previewSeconds = 15 * 60;

export interface KeptRow {
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  cohort: string;
}

/** Which import a preview is for: the learners' (the admin page) or the companies' (/staff/companies/import). */
export type PreviewKind = "learners" | "companies";

interface Kept {
  owner: string;
  kind?: PreviewKind;
  rows: unknown[];
  until: number;
}

const kept = new Map<string, Kept>();
const keyOf = (id: string) => `${redisPrefix}import-preview:${id}`;

async function store(id: string, preview: Kept, now: number) {
  for (const [other, { until }] of kept) if (until < now) kept.delete(other);
  const shared = redis();
  const seconds = Math.max(1, Math.ceil((preview.until - now) / 1000));
  if (shared) await shared.set(keyOf(id), JSON.stringify(preview), "EX", seconds);
  else kept.set(id, preview);
}

/** Keeps the rows an administrator was shown; returns the preview's id. */
export async function keepPreview<Row = KeptRow>(owner: string, rows: Row[], now = Date.now(), kind: PreviewKind = "learners") {
  const id = randomUUID();
  await store(id, { owner, kind, rows, until: now + previewSeconds * 1000 }, now);
  return id;
}

export interface TakenPreview<Row = KeptRow> {
  rows: Row[];
  /** Keeps the preview again, for the time it had left (a confirm refused before writing anything). */
  putBack(): Promise<void>;
}

/**
 * A preview, taken: null when it is unknown, expired, or another administrator's. Taking is one
 * step (GETDEL in Redis), so a confirm posted twice at once writes once.
 */
export async function takePreview<Row = KeptRow>(
  owner: string,
  id: string,
  now = Date.now(),
  kind: PreviewKind = "learners",
): Promise<TakenPreview<Row> | null> {
  const shared = redis();
  let preview: Kept | undefined;
  if (shared) {
    const text = await shared.getdel(keyOf(id));
    preview = text ? (JSON.parse(text) as Kept) : undefined;
  } else {
    preview = kept.get(id);
    kept.delete(id);
  }
  if (!preview || preview.until < now) return null;
  if (preview.owner !== owner || (preview.kind ?? "learners") !== kind) {
    await store(id, preview, now);
    return null;
  }
  const taken = preview;
  return { rows: taken.rows as Row[], putBack: () => store(id, taken, Date.now()) };
}
