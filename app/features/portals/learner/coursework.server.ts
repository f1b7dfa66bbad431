// Coursework (issue 26): the grading items of the learner's classes, what they handed in and their
// grades, and the form that hands one in. Read and written with the learner's own token: Directus
// shows only the items of classes they are enrolled in and their own submissions and grades
// (cms/permissions/learning.mjs), and cms/extensions/seed-teaching-rules refuses a submission for
// another class's item. The app reads the item first, so "not yours" and "does not exist" are the
// same 404 (shared/SECURITY.md). Issue 49, item 2: each hand-in is a new version with up to 5 files,
// late after the due moment or refused when the item says so (the hook numbers and marks it).
import { parseWithZod } from "@conform-to/zod/v4";
import { createItem, isDirectusError } from "@directus/sdk";
import { data } from "react-router";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { read, readAtOnce, readRows, type ReadsResult } from "~/features/cms/read-at-once.server";
import { knownIntents, unknownIntent } from "~/features/forms/intent-form.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { MultipartError, multipartBoundary } from "~/features/http/multipart.server";
import { handInFilesOf, maxGradeOf, rubricOf, scoresOf } from "~/features/portals/faculty/coursework";
import { handInMaxLength, type CourseworkItem, type HandInVersion } from "./coursework";
import { receiveHandIn, storeHandInFiles, type CheckedFile, type HandInUpload } from "./hand-in-files.server";

/** Control characters never help (and PostgreSQL refuses NUL); tabs and newlines stay. */
const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "");

export const handInSchema = z.object({
  intent: z.literal("hand-in"),
  item: z.coerce
    .number({ error: "itemInvalid" })
    .int("itemInvalid")
    .positive("itemInvalid")
    .max(2 ** 31, "itemInvalid"),
  body: z
    .string({ error: "bodyRequired" })
    .transform((value) => withoutControls(value).replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "bodyRequired").max(handInMaxLength, "bodyTooLong")),
});
/** The page's forms, one per intent (only hand-in so far). */
export const courseworkForms = z.discriminatedUnion("intent", [handInSchema]);
export type HandInInput = z.infer<typeof handInSchema>;

/** A hand-in without files, sent urlencoded: 10 000 characters of Thai, percent-encoded, are about 90 kB. */
const textFormLimit = 256 * 1024;

/**
 * The hand-in form as the projects page's action reads it: a multipart form streamed (its text, its
 * files received and checked: hand-in-files.server.ts), or a urlencoded one read up to
 * `textFormLimit` (the route's door is wide for files, SECURITY.md: never a whole large body in memory).
 */
export async function readHandInRequest(request: Request, client: DirectusClient): Promise<HandInUpload> {
  if (multipartBoundary(request.headers.get("Content-Type"))) {
    try {
      return await receiveHandIn(request, client);
    } catch (error) {
      if (error instanceof MultipartError) throw data(error.message, { status: error.status });
      throw error;
    }
  }
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded")
    throw data("Send the form as application/x-www-form-urlencoded or multipart/form-data.", { status: 415 });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let next = await reader?.read(); reader && next && !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > textFormLimit) {
      // The rest is read and dropped (up to 1 MB more) so the browser, still sending, gets to read
      // the 413; cancelling at once would close the connection under it (bad-input.test.ts).
      for (let dropped = 0, more = await reader.read(); !more.done; more = await reader.read()) {
        dropped += more.value.byteLength;
        if (dropped > 1024 * 1024) {
          await reader.cancel().catch(() => undefined);
          break;
        }
      }
      throw data("The form is larger than 256 kB.", { status: 413 });
    }
    chunks.push(next.value);
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) form.append(name, value);
  return { form, files: [], refused: [], fileCount: 0 };
}

/** The form's intent must be one the page has (400 otherwise), then its schema parses it. */
export function parseHandIn(form: FormData) {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !knownIntents(courseworkForms).includes(intent)) throw unknownIntent(intent);
  return parseWithZod(form, { schema: courseworkForms });
}

/** A flood guard: a learner hands in a few items a day, never hundreds. */
export const handInLimiter = createFormLimiter({
  name: "hand-in",
  perClient: { points: 120, seconds: 600 },
  perClientAndAccount: { points: 40, seconds: 600 },
});

/** What the projects page reads, at once (tests/integration/read-at-once.test.ts checks them against REST). */
export const courseworkReads = {
  gradingItems: read("seed_grading_items", {
    fields: [
      "id",
      "item",
      "due_on",
      "due_at",
      "brief",
      "max_grade",
      "rubric",
      "files_allowed",
      "late_policy",
      { class: [{ course: ["code", "name"] }] },
    ],
    sort: ["due_on", "id"],
    limit: 200,
  }),
  submissions: read("seed_submissions", {
    fields: ["id", "item", "version", "late", "body", "files", "created_at"],
    sort: ["-version"],
    limit: 1000,
  }),
  grades: read("seed_grades", { fields: ["item", "grade", "feedback", "rubric_scores"], limit: 1000 }),
};

type SubmissionRow = ReadsResult<typeof courseworkReads>["submissions"][number];

/** A stored hand-in as a version the pages show. */
export const toVersion = (row: Pick<SubmissionRow, "version" | "late" | "body" | "files" | "created_at">): HandInVersion => ({
  version: row.version ?? 1,
  at: row.created_at,
  late: Boolean(row.late),
  body: row.body,
  files: handInFilesOf(row.files),
});

/** Whether an item's due moment has passed (an item with only a day is due at its end, as before: never late). */
export const isPastDue = (dueAt: string | null, now = Date.now()) => dueAt !== null && new Date(dueAt).getTime() <= now;

/** The items of the learner's classes, soonest due first, each with their hand-ins (newest first) and grade. */
export function toCoursework({ gradingItems, submissions, grades }: ReadsResult<typeof courseworkReads>): CourseworkItem[] {
  return gradingItems.map((row) => {
    const id = row.id;
    const versions = submissions
      .filter((s) => s.item === id)
      .sort((a, b) => (b.version ?? 1) - (a.version ?? 1))
      .map(toVersion);
    const graded = grades.find((g) => g.item === id);
    const course = row.class?.course ?? null;
    return {
      id,
      item: row.item,
      course: course?.name ?? null,
      code: course?.code ?? null,
      dueOn: row.due_on,
      handedIn: versions.length > 0,
      handedInAt: versions[0]?.at ?? null,
      grade: graded?.grade ?? null,
      brief: row.brief,
      dueAt: row.due_at,
      maxGrade: maxGradeOf(row.max_grade),
      rubric: rubricOf(row.rubric),
      scores: scoresOf(graded?.rubric_scores),
      feedback: graded?.feedback ?? null,
      filesAllowed: Boolean(row.files_allowed),
      latePolicy: row.late_policy === "refuse" ? "refuse" : "accept",
      pastDue: isPastDue(row.due_at),
      versions,
    };
  });
}

export async function readCoursework(client: DirectusClient) {
  return toCoursework(await readAtOnce(client, courseworkReads));
}

export type HandInOutcome =
  | { outcome: "handed-in"; item: string; version: number; late: boolean }
  | { outcome: "not-found" }
  | { outcome: "closed"; item: string }
  | { outcome: "noFiles"; item: string }
  | { outcome: "failed" };

const codeOf = (error: unknown) =>
  isDirectusError(error) ? error.errors.map((e) => e.extensions?.code).find((code) => typeof code === "string") : undefined;
const statusOf = (error: unknown) =>
  (error as { response?: unknown } | null)?.response instanceof Response ? (error as { response: Response }).response.status : null;

/**
 * Hands in `body` and `files` (already received and checked) for one of the learner's own items, as
 * its next version: reads the item with their token first (another class's item or none at all:
 * "not-found"), refuses files the item does not take ("noFiles") and a late hand-in the item refuses
 * ("closed"), stores the files in the hand-ins folder, then creates the row (Directus presets the
 * learner, numbers the version and marks it late). A Directus failure throws: the page says it could
 * not be stored.
 */
export async function handIn(
  client: DirectusClient,
  form: HandInInput,
  { files = [], signal }: { files?: CheckedFile[]; signal?: AbortSignal } = {},
): Promise<HandInOutcome> {
  const [item] = await readRows(client, "seed_grading_items", {
    filter: { id: { _eq: form.item } },
    fields: ["id", "item", "due_at", "files_allowed", "late_policy"],
    limit: 1,
  });
  if (!item) return { outcome: "not-found" };
  const name = item.item;
  if (files.length && !item.files_allowed) return { outcome: "noFiles", item: name };
  if (isPastDue(item.due_at) && item.late_policy === "refuse") return { outcome: "closed", item: name };
  let ids: string[] = [];
  if (files.length) {
    const stored = await storeHandInFiles(client, files, { item: form.item, signal: signal ?? new AbortController().signal });
    if (!stored.ok) return { outcome: "failed" };
    ids = stored.ids;
  }
  const create = () =>
    client.request(
      createItem("seed_submissions", { item: form.item, body: form.body, files: ids.length ? ids : null }, { fields: ["version", "late"] }),
    );
  try {
    let created: { version?: number | null; late?: boolean | null };
    try {
      created = await create();
    } catch (error) {
      // Another hand-in of the learner's for the item took the same version number (two tabs at
      // once, issue 51, item 6): this one is the next.
      if (codeOf(error) !== "RECORD_NOT_UNIQUE") throw error;
      created = await create();
    }
    return { outcome: "handed-in", item: name, version: Number(created.version ?? 1), late: Boolean(created.late) };
  } catch (error) {
    if (codeOf(error) === "HAND_IN_CLOSED") return { outcome: "closed", item: name };
    // The item left the learner's classes between the read and the write: Directus' hook refuses it.
    if (statusOf(error) === 403) return { outcome: "not-found" };
    throw error;
  }
}
