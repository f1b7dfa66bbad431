// Community (spec 001 §2): the announcements of the learner's classes and their messages with their
// teachers, read with the learner's own token (cms/permissions/learning.mjs decides what is theirs).
import { createItem, readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";

type Row = Record<string, unknown>;
const nameOf = (person: unknown) => {
  const p = (person ?? {}) as Row;
  return [p.first_name, p.last_name].filter((part) => typeof part === "string" && part).join(" ") || "—";
};

export async function readCommunity(client: DirectusClient, userId: string) {
  const read = <T>(collection: string, query: Record<string, unknown>) =>
    withRetries((signal) => client.request<T>(withOptions(readItems(collection as never, query as never), { signal })));
  const [announcements, messages, classes] = await Promise.all([
    read<Row[]>("seed_announcements", {
      fields: ["id", "title", "detail", "created_at", "class.course.code"],
      sort: ["-created_at"],
      limit: 30,
    }),
    read<Row[]>("seed_messages", {
      fields: ["id", "body", "created_at", "from_user.id", "from_user.first_name", "from_user.last_name"],
      sort: ["-created_at"],
      limit: 30,
    }),
    read<Row[]>("seed_classes", { fields: ["id", "teacher.id", "teacher.first_name", "teacher.last_name", "course.code"], limit: 20 }),
  ]);
  return {
    announcements: announcements.map((a) => ({
      id: Number(a.id),
      title: String(a.title),
      detail: typeof a.detail === "string" ? a.detail : null,
      at: typeof a.created_at === "string" ? a.created_at : null,
      code: String((((a.class as Row | null)?.course ?? {}) as Row).code ?? ""),
    })),
    messages: messages.map((m) => ({
      id: Number(m.id),
      body: String(m.body),
      at: typeof m.created_at === "string" ? m.created_at : null,
      mine: (m.from_user as Row | null)?.id === userId,
      from: nameOf(m.from_user),
    })),
    teachers: classes.map((c) => ({
      id: String((c.teacher as Row | null)?.id ?? ""),
      name: nameOf(c.teacher),
      code: String(((c.course ?? {}) as Row).code ?? ""),
    })),
  };
}

export const messageSchema = z.object({
  to: z.uuid(),
  body: z.string({ error: "bodyRequired" }).trim().min(1, "bodyRequired").max(2000, "bodyTooLong"),
});

/** A message to one of the learner's own teachers, about the class they teach them (another id: false, the page says it is not theirs). */
export async function sendToTeacher(client: DirectusClient, form: z.infer<typeof messageSchema>) {
  const [teaches] = await client.request<Row[]>(
    readItems("seed_classes" as never, { filter: { teacher: { _eq: form.to } }, fields: ["id"], limit: 1 } as never),
  );
  if (!teaches) return false;
  // The message concerns the class this teacher teaches the learner (their dashboard shows its course).
  await client.request(createItem("seed_messages" as never, { to_user: form.to, class: Number(teaches.id), body: form.body } as never));
  return true;
}
