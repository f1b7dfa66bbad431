// The short assessment (spec 001 §2; ADR 027): questions from Directus, each placing the learner in
// one competency by the value (0–1) of the answer they pick. Pure, for the page and its server code.
import type { AssessmentQuestion, Words } from "~/features/cms/schema";

/** A question as the page shows it: its words in the reader's language, its answers in their stored order. */
export interface Question {
  id: number;
  competency: string;
  prompt: string;
  options: string[];
}

/** The form field of a question: `q<id>`, its value the index of the chosen answer. */
export const answerField = (id: number) => `q${id}`;

/** The text in `language`, else English, else Vietnamese (the site's default), else any. */
export function wordsIn(words: Words | null | undefined, language: string) {
  if (!words) return "";
  return words[language] ?? words.en ?? words.vi ?? Object.values(words)[0] ?? "";
}

/** The questions that can be asked: a prompt and two answers or more. */
export const askable = (rows: AssessmentQuestion[]) =>
  rows.filter((row) => wordsIn(row.prompt, "en") && Array.isArray(row.options) && row.options.length >= 2);

/** The questions that can be asked, in order, in `language`. */
export function questionsIn(rows: AssessmentQuestion[], language: string): Question[] {
  return askable(rows)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id - b.id)
    .map((row) => ({
      id: row.id,
      competency: row.competency,
      prompt: wordsIn(row.prompt, language),
      options: (row.options ?? []).map((option) => wordsIn(option.label, language)),
    }));
}

/** An answer's value, clamped to 0–1 (a value typed in Directus may be anything). */
const valueOf = (option: { value: number } | undefined) => Math.min(1, Math.max(0, Number(option?.value) || 0));

/**
 * The learner's level in each competency the answers touch: the mean value of its questions'
 * chosen answers. `answers` maps a question's id to the index of the chosen answer.
 */
export function levelsFrom(rows: AssessmentQuestion[], answers: Map<number, number>) {
  const sums = new Map<string, { total: number; count: number }>();
  for (const row of rows) {
    const index = answers.get(row.id);
    if (index === undefined) continue;
    const sum = sums.get(row.competency) ?? { total: 0, count: 0 };
    sums.set(row.competency, { total: sum.total + valueOf(row.options?.[index]), count: sum.count + 1 });
  }
  return new Map([...sums].map(([competency, { total, count }]) => [competency, Math.round((total / count) * 100) / 100]));
}

/** The answer that stands for a saved level: the one whose value is nearest (the form shows it chosen). */
export function answerNearest(row: AssessmentQuestion, level: number) {
  const options = row.options ?? [];
  let best = -1;
  for (const [index, option] of options.entries())
    if (best < 0 || Math.abs(valueOf(option) - level) < Math.abs(valueOf(options[best]) - level)) best = index;
  return best;
}
