// Projects from partners' briefs (issue 49, item 4; ADR 052): a teacher turns a partner's approved
// brief into a simulated project for a class they teach (one row of seed_projects per learner of the
// class, with its milestones) and grades its milestones one by one. Everything is read and written
// with the teacher's own token: Directus shows them only the approved briefs and their classes'
// projects (cms/permissions/learning.mjs), and cms/extensions/seed-teaching-rules holds the same
// rules (the class theirs, the learner in it, the brief approved, the milestones kept) and derives
// each project's status, progress and grade from its milestones. Another class's project and one
// that does not exist are the same "not found".
import { createItem, isDirectusError, readItems, readUsers, updateItem } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { ProjectMilestone } from "~/features/cms/schema";
import { hasMarkup, wholeId, withoutControls } from "~/features/forms/text-rules.server";
import { notify } from "~/features/notifications/notify.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import {
  maxMilestoneFeedback,
  maxMilestones,
  maxMilestoneTitle,
  milestonePoints,
  projectState,
} from "../../../../cms/extensions/shared/projects.mjs";
import { milestonesOf } from "~/features/portals/shared/milestones";
import type { ClassChoice } from "./class-options";
import { isCalendarDate } from "./attendance";

const plain = (max: number, tooLong: string) =>
  z
    .string()
    .transform(withoutControls)
    .pipe(
      z
        .string()
        .trim()
        .max(max, tooLong)
        .refine((value) => !hasMarkup(value), "markup"),
    );

/** The milestones as typed: one a line, blank lines skipped. */
export const milestoneLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The projects page's form and a project's page's form (error keys: `projects:errors.*`). */
export const projectForms = z.discriminatedUnion("intent", [
  z
    .object({
      intent: z.literal("project-add"),
      brief: wholeId("briefInvalid"),
      // A class's id, or every class of a cohort (`cohort:<name>`) that the person's token reads.
      class: z
        .string({ error: "classInvalid" })
        .trim()
        .regex(/^(\d{1,10}|cohort:[^\n]{1,120})$/, "classInvalid"),
      title: plain(maxMilestoneTitle, "titleTooLong").optional(),
      due_date: z.string().trim().optional(),
      milestones: z.string({ error: "milestonesRequired" }).transform(withoutControls),
    })
    .superRefine((form, ctx) => {
      if (form.due_date && (!isCalendarDate(form.due_date) || form.due_date <= new Date().toISOString().slice(0, 10)))
        ctx.addIssue({ code: "custom", path: ["due_date"], message: "dueInvalid" });
      const lines = milestoneLines(form.milestones);
      if (!lines.length) ctx.addIssue({ code: "custom", path: ["milestones"], message: "milestonesRequired" });
      else if (lines.length > maxMilestones) ctx.addIssue({ code: "custom", path: ["milestones"], message: "milestonesTooMany" });
      else if (lines.some((line) => line.length > maxMilestoneTitle))
        ctx.addIssue({ code: "custom", path: ["milestones"], message: "milestoneTooLong" });
      else if (lines.some(hasMarkup)) ctx.addIssue({ code: "custom", path: ["milestones"], message: "markup" });
    }),
  z.object({
    intent: z.literal("milestone-grade"),
    milestone: wholeId("milestoneInvalid"),
    score: z
      .string({ error: "scoreInvalid" })
      .trim()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, "scoreInvalid")
      .transform(Number)
      .refine((score) => score <= milestonePoints, "scoreAbovePoints"),
    feedback: plain(maxMilestoneFeedback, "feedbackTooLong").optional(),
  }),
]);
export type ProjectForm = z.infer<typeof projectForms>;

/** An approved brief a project may be made from. */
export interface BriefChoice {
  id: number;
  title: string;
  body: string | null;
}
/** One learner's project as the teacher lists and grades it. */
export interface TeacherProject {
  id: number;
  title: string;
  status: string;
  progress: number;
  grade: number | null;
  dueOn: string | null;
  classId: number | null;
  learner: { id: string; name: string };
  milestones: ProjectMilestone[];
}

const projectFields = ["id", "title", "status", "progress", "grade", "due_on", "class", "user", "milestones"] as const;
type ProjectRow = {
  id: number;
  title: string;
  status: string;
  progress: number;
  grade: number | null;
  due_on: string | null;
  class: unknown;
  user: unknown;
  milestones: unknown;
};

/** The learners' names (the faculty's directory policy: names of learners only). */
async function namesOf(client: DirectusClient, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const people = await client.request(
    readUsers({ filter: { id: { _in: ids } }, fields: ["id", "first_name", "last_name"], limit: ids.length }),
  );
  return new Map(people.map((p) => [String(p.id), [p.first_name, p.last_name].filter(Boolean).join(" ") || "—"]));
}

const toTeacherProject = (row: ProjectRow, names: Map<string, string>): TeacherProject => ({
  id: row.id,
  title: row.title,
  status: row.status,
  progress: Number(row.progress) || 0,
  grade: row.grade == null ? null : Number(row.grade),
  dueOn: row.due_on,
  classId: row.class == null ? null : Number(row.class),
  learner: { id: String(row.user), name: names.get(String(row.user)) ?? "—" },
  milestones: milestonesOf(row.milestones),
});

/** The approved briefs to choose from and the projects of the teacher's classes made from briefs, newest first. */
export async function readTeacherProjects(client: DirectusClient) {
  const [classes, briefs, rows] = await Promise.all([
    client.request(readItems("seed_classes", { fields: ["id", "cohort", { course: ["code", "name"] }], sort: ["id"], limit: 100 })),
    client.request(
      readItems("seed_briefs", {
        filter: { _and: [{ status: { _eq: "approved" } }, { kind: { _eq: "brief" } }] },
        fields: ["id", "title", "body"],
        sort: ["-id"],
        limit: 50,
      }),
    ),
    client.request(
      readItems("seed_projects", {
        filter: { brief: { _nnull: true } },
        fields: [...projectFields],
        sort: ["-id"],
        limit: 200,
      }),
    ),
  ]);
  const names = await namesOf(client, [...new Set(rows.map((row) => String(row.user)))]);
  return {
    classes: classes.map((c): ClassChoice => ({
      id: c.id,
      code: typeof c.course === "object" && c.course ? c.course.code : "",
      course: typeof c.course === "object" && c.course ? c.course.name : "",
      cohort: c.cohort,
    })),
    briefs: briefs.map((b): BriefChoice => ({ id: b.id, title: b.title, body: b.body })),
    projects: (rows as ProjectRow[]).map((row) => toTeacherProject(row, names)),
  };
}

/** One project of the teacher's classes (their token reads no other), or null. */
export async function readTeacherProject(client: DirectusClient, id: number): Promise<TeacherProject | null> {
  const [row] = await client.request(
    readItems("seed_projects", {
      filter: { _and: [{ id: { _eq: id } }, { brief: { _nnull: true } }] },
      fields: [...projectFields],
      limit: 1,
    }),
  );
  if (!row) return null;
  return toTeacherProject(row as ProjectRow, await namesOf(client, [String(row.user)]));
}

export type ProjectOutcome =
  | { outcome: "assigned"; project: string; count: number }
  | { outcome: "graded"; project: string; status: string }
  | { outcome: "invalid"; field: string; error: string }
  | { outcome: "not-found" };

const notUnique = (error: unknown) => isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE");

/**
 * Makes a project from an approved brief for each learner of one of the teacher's classes (or of
 * every class of a cohort the token reads) who has none from it yet; each of them is notified. The brief and the class are read with the teacher's
 * token first (another's, or an unapproved brief: the field's words).
 */
export async function assignProject(
  client: DirectusClient,
  form: Extract<ProjectForm, { intent: "project-add" }>,
): Promise<ProjectOutcome> {
  const [brief] = await client.request(
    readItems("seed_briefs", {
      filter: { _and: [{ id: { _eq: form.brief } }, { status: { _eq: "approved" } }, { kind: { _eq: "brief" } }] },
      fields: ["id", "title"],
      limit: 1,
    }),
  );
  if (!brief) return { outcome: "invalid", field: "brief", error: "briefInvalid" };
  const cohort = form.class.startsWith("cohort:") ? form.class.slice("cohort:".length) : null;
  const targets = await client.request(
    readItems("seed_classes", {
      filter: cohort === null ? { id: { _eq: Number(form.class) } } : { cohort: { _eq: cohort } },
      fields: ["id", { course: ["code"] }],
      sort: ["id"],
      limit: -1,
    }),
  );
  if (!targets.length) return { outcome: "invalid", field: "class", error: "classInvalid" };
  const title = form.title || brief.title;
  const milestones = milestoneLines(form.milestones).map((line) => ({
    title: line,
    points: milestonePoints,
    score: null,
    feedback: null,
    graded_at: null,
  }));
  let count = 0;
  let enrolled = 0;
  for (const target of targets) {
    const enrolments = await client.request(
      readItems("seed_enrolments", { filter: { class: { _eq: target.id }, status: { _eq: "active" } }, fields: ["user"], limit: -1 }),
    );
    const learners = [...new Set(enrolments.map((e) => String(e.user)))];
    enrolled += learners.length;
    const already = await client.request(
      readItems("seed_projects", { filter: { brief: { _eq: brief.id }, class: { _eq: target.id } }, fields: ["user"], limit: -1 }),
    );
    const have = new Set(already.map((row) => String(row.user)));
    const code = typeof target.course === "object" && target.course ? target.course.code : "";
    for (const learner of learners.filter((id) => !have.has(id))) {
      try {
        await client.request(
          createItem("seed_projects", {
            user: learner,
            class: target.id,
            brief: brief.id,
            title,
            due_on: form.due_date || null,
            milestones,
            ...projectState(milestones),
          }),
        );
      } catch (error) {
        // Another screen assigned the same brief to this learner a moment ago: theirs already.
        if (notUnique(error)) continue;
        throw error;
      }
      count += 1;
      await notify(learner, "project.assigned", { project: title, code }, learnerSectionHref("learning/projects"));
    }
  }
  if (!enrolled) return { outcome: "invalid", field: "class", error: "classEmpty" };
  if (!count) return { outcome: "invalid", field: "class", error: "alreadyAssigned" };
  return { outcome: "assigned", project: title, count };
}

/** Grades one milestone (1-based) of one of the teacher's projects; the learner is notified, and told when it passed. */
export async function gradeMilestone(
  client: DirectusClient,
  project: TeacherProject,
  form: Extract<ProjectForm, { intent: "milestone-grade" }>,
): Promise<ProjectOutcome> {
  const index = form.milestone - 1;
  const milestone = project.milestones[index];
  if (!milestone) return { outcome: "invalid", field: "milestone", error: "milestoneInvalid" };
  if (form.score > milestone.points) return { outcome: "invalid", field: "score", error: "scoreAbovePoints" };
  const milestones = project.milestones.map((m, i) => (i === index ? { ...m, score: form.score, feedback: form.feedback || null } : m));
  const state = projectState(milestones);
  await client.request(updateItem("seed_projects", project.id, { milestones, ...state }));
  const link = learnerSectionHref("learning/projects");
  const params = { project: project.title, milestone: milestone.title, score: form.score, max: milestone.points };
  await notify(project.learner.id, "project.graded", params, link);
  if (state.status === "passed" && project.status !== "passed")
    await notify(
      project.learner.id,
      "project.passed",
      { project: project.title, grade: state.grade ?? 0 },
      learnerSectionHref("portfolio"),
    );
  return { outcome: "graded", project: project.title, status: state.status };
}
