/** One of the teacher's classes as a form offers it. */
export interface ClassChoice {
  id: number;
  code: string;
  course: string;
  cohort: string | null;
}

/**
 * The teacher's classes as a select's options: "code · course", then " · cohort" unless `cohort` is
 * false (the schedule and the announcements name a class without it).
 */
export function ClassOptions({ classes, cohort = true }: { classes: readonly ClassChoice[]; cohort?: boolean }) {
  return classes.map((c) => (
    <option key={c.id} value={c.id}>
      {c.code} · {c.course}
      {cohort && c.cohort ? ` · ${c.cohort}` : null}
    </option>
  ));
}
