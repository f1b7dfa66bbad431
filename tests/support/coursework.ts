// Coursework for a test (issue 49): the two sample learners' classes and grading items made for one
// test file, removed afterwards with what was handed in and graded for them. The seed's own items
// stay as they are.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { deleteWhere, directusAdmin, testEnv } from "./env";
import type { SignedInPerson } from "./people";

/** The learners whose classes the coursework tests use: learner@ (taught by faculty@) and learner2@ (by faculty2@). */
export type Learner = "learner" | "learner2";

/**
 * Coursework of one test file: `mark` in every item's title, `classOf` each learner's first class
 * (filled by `readClasses`, two different classes), `item` makes a grading item of a learner's
 * class, `removeAll` removes every item made with its hand-ins and grades.
 */
export function courseworkOf(name: string) {
  const mark = `${name}-${randomUUID().slice(0, 8)}`;
  const classOf: Record<Learner, number> = { learner: 0, learner2: 0 };
  const made: number[] = [];
  return {
    mark,
    classOf,
    made,
    /** Reads each learner's first class; the two learners are in different teachers' classes. */
    async readClasses(people: Record<Learner, SignedInPerson>) {
      for (const whose of ["learner", "learner2"] as const) {
        const [enrolment] = await directusAdmin<{ class: number }[]>(
          "GET",
          `/items/seed_enrolments?filter[user][_eq]=${people[whose].id}&fields=class&sort=id&limit=1`,
        );
        classOf[whose] = enrolment.class;
      }
      expect(classOf.learner).not.toBe(classOf.learner2);
    },
    /** A grading item of `whose` class, as the administrator makes it (due 14 March 2031); `extra` adds fields. */
    async item(whose: Learner, extra: Record<string, unknown> = {}, title = `${mark} ${randomUUID().slice(0, 6)}`) {
      const row = await directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", {
        class: classOf[whose],
        item: title,
        due_on: "2031-03-14",
        ...extra,
      });
      made.push(row.id);
      return { id: row.id, name: title };
    },
    /** Removes these items (every item made, by default) with what was handed in and graded for them. */
    async removeAll(ids: readonly number[] = made) {
      if (!ids.length) return;
      await deleteWhere("seed_submissions", { item: { _in: [...ids] } });
      await deleteWhere("seed_grades", { item: { _in: [...ids] } });
      await deleteWhere("seed_grading_items", { id: { _in: [...ids] } });
    },
  };
}

/** A request straight to Directus with a person's own token: its status, the row's id, Directus' error code. */
export async function asToken(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { data?: { id?: number }; errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, id: json.data?.id ?? 0, code: json.errors?.[0]?.extensions?.code };
}
