// Community (spec 001 §2): the announcements of the learner's classes and their messages with their
// teachers, read with the learner's own token (cms/permissions/learning.mjs decides what is theirs).
import { createItem, readItems } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { nameOfPerson } from "~/features/cms/people";
import { readRows } from "~/features/cms/read-at-once.server";

export async function readCommunity(client: DirectusClient, userId: string) {
  const [announcements, messages, classes] = await Promise.all([
    readRows(client, "seed_announcements", {
      fields: ["id", "title", "detail", "created_at", { class: [{ course: ["code"] }] }],
      sort: ["-created_at"],
      limit: 30,
    }),
    readRows(client, "seed_messages", {
      fields: ["id", "body", "created_at", { from_user: ["id", "first_name", "last_name"] }],
      sort: ["-created_at"],
      limit: 30,
    }),
    readRows(client, "seed_classes", { fields: ["id", { teacher: ["id", "first_name", "last_name"] }, { course: ["code"] }], limit: 20 }),
  ]);
  return {
    announcements: announcements.map((a) => ({
      id: a.id,
      title: a.title,
      detail: a.detail,
      at: a.created_at,
      code: a.class?.course?.code ?? "",
    })),
    messages: messages.map((m) => ({
      id: m.id,
      body: m.body,
      at: m.created_at,
      mine: m.from_user?.id === userId,
      from: nameOfPerson(m.from_user),
    })),
    teachers: classes.map((c) => ({
      id: c.teacher?.id ?? "",
      name: nameOfPerson(c.teacher),
      code: c.course?.code ?? "",
    })),
  };
}

export const messageSchema = z.object({
  to: z.uuid(),
  body: z.string({ error: "bodyRequired" }).trim().min(1, "bodyRequired").max(2000, "bodyTooLong"),
});

/** A message to one of the learner's own teachers, about the class they teach them (another id: false, the page says it is not theirs). */
export async function sendToTeacher(client: DirectusClient, form: z.infer<typeof messageSchema>) {
  const [teaches] = await client.request(readItems("seed_classes", { filter: { teacher: { _eq: form.to } }, fields: ["id"], limit: 1 }));
  if (!teaches) return false;
  // The message concerns the class this teacher teaches the learner (their dashboard shows its course).
  await client.request(createItem("seed_messages", { to_user: form.to, class: teaches.id, body: form.body }));
  return true;
}
