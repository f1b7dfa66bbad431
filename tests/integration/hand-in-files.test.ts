// Issue 49, item 2: a learner hands in text and files on Learning › Projects (a multipart form, as a
// browser without JavaScript posts it), hands in again as a new version, late after the due moment
// (or refused, per item). The files are private: the learner and the class's teacher read them
// through /media, anyone else gets a 404, and with their own tokens straight to Directus too. Bad
// input (an `.exe` renamed `.pdf`, an 11 MB file, 6 files) gets words, keeps the text, stores nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { handInsFolderId } from "../../cms/extensions/shared/hand-ins.mjs";
import { courseworkOf } from "../support/coursework";
import { deleteFiles, tinyPng } from "../support/files";
import { directusAdmin, testEnv } from "../support/env";
import { asPerson, page, signInPeople, type SignedInPerson } from "../support/people";

const projects = "/student/portal/learning/projects";
const coursework = courseworkOf("hand-in-files");
const people = {} as Record<"learner" | "learner2" | "faculty" | "faculty2" | "partnerAdmin" | "partnerMentor", SignedInPerson>;

/** A small whole PDF. */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
/** A Windows program's first bytes. */
const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(200)]);

type Upload = { name: string; type: string; body: Uint8Array };

/** The hand-in form as a browser sends it: the text first, then each file. */
async function handIn(cookie: string, item: number, body: string, files: Upload[] = []) {
  const form = new FormData();
  form.append("intent", "hand-in");
  form.append("item", String(item));
  form.append("body", body);
  for (const file of files) form.append("files", new Blob([Buffer.from(file.body)], { type: file.type }), file.name);
  const response = await fetch(`${testEnv.appUrl}${projects}`, {
    method: "POST",
    headers: { Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: form,
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), body: await response.text() };
}

const versionsOf = (item: number) =>
  directusAdmin<{ id: number; user: string; version: number; late: boolean; files: { id: string; name: string; type: string }[] | null }[]>(
    "GET",
    `/items/seed_submissions?filter[item][_eq]=${item}&fields=id,user,version,late,files,body&sort=version&limit=-1`,
  );
const filesFor = (item: number) => directusAdmin<{ id: string }[]>("GET", `/files?filter[hand_in_item][_eq]=${item}&fields=id&limit=-1`);

/** /media/:id as this session (or signed out). */
const media = (id: string, cookie = "") =>
  fetch(`${testEnv.appUrl}/media/${id}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

const storedFiles: string[] = [];

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty", "faculty2", "partnerAdmin", "partnerMentor"] as const));
  await coursework.readClasses(people);
});

afterAll(async () => {
  for (const id of coursework.made) storedFiles.push(...(await filesFor(id)).map((f) => f.id));
  await coursework.removeAll();
  await deleteFiles(storedFiles);
});

describe("a hand-in with files", () => {
  test("text and a PDF are handed in; the file is private: the learner and the class's teacher read it, nobody else", async () => {
    const item = await coursework.item("learner", { files_allowed: true });
    const sent = await handIn(people.learner.cookie, item.id, "My campaign plan", [
      { name: "plan.pdf", type: "application/pdf", body: pdf("plan") },
      { name: "chart.png", type: "image/png", body: tinyPng },
    ]);
    expect(sent.status, sent.body.slice(0, 300)).toBe(303);
    const [row] = await versionsOf(item.id);
    expect(row).toMatchObject({ user: people.learner.id, version: 1, late: false });
    expect(row.files?.map((f) => [f.name, f.type])).toEqual([
      ["plan.pdf", "application/pdf"],
      ["chart.png", "image/png"],
    ]);
    const fileId = row.files![0].id;
    const [stored] = await directusAdmin<{ folder: string; uploaded_by: string }[]>(
      "GET",
      `/files?filter[id][_eq]=${fileId}&fields=folder,uploaded_by`,
    );
    expect(stored).toEqual({ folder: handInsFolderId, uploaded_by: people.learner.id });

    const own = await media(fileId, people.learner.cookie);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    expect(own.headers.get("content-disposition")).toBe("attachment");
    expect((await own.text()).startsWith("%PDF-")).toBe(true);
    const teacher = await media(fileId, people.faculty.cookie);
    expect(teacher.status).toBe(200);
    await teacher.body?.cancel();
    // A partner member (an ORG_ADMIN, a MENTOR) too: a hand-in is never the company's (issue 49).
    for (const cookie of [people.learner2.cookie, people.faculty2.cookie, people.partnerAdmin.cookie, people.partnerMentor.cookie, ""]) {
      const other = await media(fileId, cookie);
      expect(other.status).toBe(404);
      await other.body?.cancel();
    }
    // Straight to Directus with their own tokens: nothing either.
    for (const token of [people.learner2.token, people.faculty2.token, people.partnerAdmin.token, people.partnerMentor.token]) {
      expect((await asPerson(token, `/files?filter[id][_eq]=${fileId}&fields=id`)).rows).toEqual([]);
      const asset = await fetch(`${testEnv.directusUrl}/assets/${fileId}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(asset.status).toBe(403);
      await asset.body?.cancel();
    }
    for (const who of [people.learner2, people.partnerAdmin, people.partnerMentor])
      expect((await asPerson(who.token, `/items/seed_submissions?filter[item][_eq]=${item.id}&fields=id`)).rows).toEqual([]);

    // The teacher reads the text and the file's name on the learner's hand-in page.
    const inbox = await page(`/teacher/portal/grading/items/${item.id}/hand-ins/${people.learner.id}`, people.faculty.cookie);
    expect(inbox.status).toBe(200);
    expect(inbox.body).toContain("My campaign plan");
    expect(inbox.body).toContain(`href="/media/${fileId}"`);
    expect(inbox.body).toContain("plan.pdf");
  });

  test("handing in again makes a new version; the teacher reads the earlier ones too", async () => {
    const item = await coursework.item("learner", { files_allowed: true });
    expect(
      (await handIn(people.learner.cookie, item.id, "First draft", [{ name: "draft.pdf", type: "application/pdf", body: pdf("1") }]))
        .status,
    ).toBe(303);
    const again = await handIn(people.learner.cookie, item.id, "Second draft");
    expect(again.status).toBe(303);
    expect((await versionsOf(item.id)).map((v) => v.version)).toEqual([1, 2]);
    const shown = await page(projects, people.learner.cookie);
    expect(shown.body).toContain("Version 2");
    expect(shown.body).toContain("draft.pdf");
    const inbox = await page(`/teacher/portal/grading/items/${item.id}/hand-ins/${people.learner.id}`, people.faculty.cookie);
    expect(inbox.body).toContain("Second draft");
    expect(inbox.body).toContain("Earlier versions");
    expect(inbox.body).toContain("First draft");
    expect(inbox.body).toContain("draft.pdf");
  });

  test("after the due moment a hand-in is marked late, or refused with words when the item says so", async () => {
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const late = await coursework.item("learner", { due_at: past, late_policy: "accept" });
    expect((await handIn(people.learner.cookie, late.id, "Sorry, late")).status).toBe(303);
    expect((await versionsOf(late.id)).map((v) => v.late)).toEqual([true]);

    const closed = await coursework.item("learner", { due_at: past, late_policy: "refuse" });
    const refused = await handIn(people.learner.cookie, closed.id, "Too late to keep");
    expect(refused.status).toBe(403);
    expect(refused.body).toContain("takes no late hand-ins");
    expect(refused.body).toContain("Too late to keep</textarea>");
    expect(await versionsOf(closed.id)).toEqual([]);
  });
});

describe("bad files get words, keep the text and store nothing", () => {
  test.each([
    [
      "an .exe renamed .pdf",
      [{ name: "essay.pdf", type: "application/pdf", body: exe }],
      415,
      "“essay.pdf” is not a PDF, an image or a Word",
    ],
    [
      "an 11 MB file",
      [{ name: "huge.pdf", type: "application/pdf", body: Buffer.concat([pdf("big"), Buffer.alloc(11 * 1024 * 1024)]) }],
      413,
      "“huge.pdf” is larger than 10 MB",
    ],
    [
      "6 files",
      Array.from({ length: 6 }, (_, i) => ({ name: `page${i + 1}.pdf`, type: "application/pdf", body: pdf(String(i)) })),
      413,
      "A hand-in takes at most 5 files",
    ],
  ] as const)("%s", async (_name, files, status, words) => {
    const item = await coursework.item("learner", { files_allowed: true });
    const typed = `Kept text ${item.id}`;
    const sent = await handIn(people.learner.cookie, item.id, typed, [...files]);
    expect(sent.status).toBe(status);
    expect(sent.body).toContain(words);
    expect(sent.body).toContain(`${typed}</textarea>`);
    expect(await versionsOf(item.id)).toEqual([]);
    expect(await filesFor(item.id)).toEqual([]);
  });

  test("files for an item that takes none are refused, and nothing is stored", async () => {
    const item = await coursework.item("learner");
    const sent = await handIn(people.learner.cookie, item.id, "Text and a file", [
      { name: "a.pdf", type: "application/pdf", body: pdf("a") },
    ]);
    expect(sent.status).toBe(400);
    expect(sent.body).toContain("This piece takes no files");
    expect(await versionsOf(item.id)).toEqual([]);
    expect(await filesFor(item.id)).toEqual([]);
  });

  test("with their own token a learner uploads only hand-in types into the hand-ins folder, and lists only their own files", async () => {
    const item = await coursework.item("learner", { files_allowed: true });
    const upload = async (fields: Record<string, string>, type: string, body: Uint8Array) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("file", new Blob([Buffer.from(body)], { type }), "x");
      const response = await fetch(`${testEnv.directusUrl}/files`, {
        method: "POST",
        headers: { Authorization: `Bearer ${people.learner.token}` },
        body: form,
      });
      const answer = (await response.json().catch(() => null)) as { data?: { id?: string } } | null;
      if (answer?.data?.id) storedFiles.push(answer.data.id);
      return response.status;
    };
    const handInFields = { folder: handInsFolderId, hand_in_item: String(item.id) };
    expect(await upload(handInFields, "text/html", Buffer.from("<script>alert(1)</script>"))).toBeGreaterThanOrEqual(400);
    // Without the folder (into the media library): refused by the policy's validation (400).
    expect(await upload({ hand_in_item: String(item.id) }, "application/pdf", pdf("library"))).toBe(400);
    expect(
      await directusAdmin<{ id: string }[]>(
        "GET",
        `/files?filter[uploaded_by][_eq]=${people.learner.id}&filter[folder][_null]=true&fields=id`,
      ),
    ).toEqual([]);
    expect(await upload(handInFields, "application/pdf", pdf("own"))).toBe(200);
    // A hand-in may not list a file the learner did not upload for this item.
    const [someoneElses] = await directusAdmin<{ id: string }[]>("GET", `/files?filter[folder][_null]=true&fields=id&limit=1`);
    if (someoneElses) {
      const response = await fetch(`${testEnv.directusUrl}/items/seed_submissions`, {
        method: "POST",
        headers: { Authorization: `Bearer ${people.learner.token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ item: item.id, body: "Borrowed", files: [someoneElses.id] }),
      });
      expect(response.status).toBe(403);
    }
    expect(await versionsOf(item.id)).toEqual([]);
  });
});
