// A learner's graded competency levels (issue 49, item 3; ADR 042), declared once for the Directus hook
// that writes them (cms/extensions/seed-teaching-rules) and the app that reads and shows them.
// Plain JavaScript that imports only its neighbours in shared/: a hook can import only what is copied with it.

import { parsedJson } from "./json.mjs";

/** The Monday (UTC) of the week of `date`, as a date (YYYY-MM-DD): the week a competency snapshot belongs to. */
export function weekOf(date) {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** A stored JSON list (SQLite hands it back as text) as the competency keys it names. */
function keysOf(value) {
  const list = parsedJson(value);
  return Array.isArray(list) ? [...new Set(list.filter((key) => typeof key === "string" && key))] : [];
}

/**
 * The levels a learner's grades give them: for each competency, the mean of grade / maximum (0–1, two
 * decimals) over their graded items that count towards it, and how many grades make it. An item
 * without a maximum has 10; a grade without a value counts for nothing.
 * @param {readonly { grade: unknown, max_grade: unknown, competencies: unknown }[]} grades
 * @returns {Map<string, { value: number, grades: number }>}
 */
export function gradedLevels(grades) {
  const sums = new Map();
  for (const row of grades) {
    const grade = row.grade == null ? NaN : Number(row.grade);
    const max = row.max_grade == null ? 10 : Number(row.max_grade);
    if (!Number.isFinite(grade) || !(max > 0)) continue;
    const share = Math.min(1, Math.max(0, grade / max));
    for (const key of keysOf(row.competencies)) {
      const sum = sums.get(key) ?? { total: 0, count: 0 };
      sums.set(key, { total: sum.total + share, count: sum.count + 1 });
    }
  }
  return new Map([...sums].map(([key, { total, count }]) => [key, { value: Math.round((total / count) * 100) / 100, grades: count }]));
}
