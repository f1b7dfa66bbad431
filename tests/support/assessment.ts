// The short assessment's answers as a learner picks them (cms/seed/assessment.mjs: one question per
// competency, four answers worth 0.25, 0.5, 0.75 and 1), by the words on the page.
import type { Page } from "@playwright/test";
import { questions } from "../../cms/seed/assessment.mjs";

/** The words of the answer worth `value` to the `competency` question, in `language`. */
export function answerWords(competency: string, value: number, language = "en") {
  const question = questions.find((q) => q.competency === competency);
  const option = question?.options.find((o) => o.value === value);
  if (!option) throw new Error(`No answer worth ${value} to the ${competency} question`);
  return option.label[language];
}

/** Picks, for each competency named, the answer worth its value (e.g. `{ research: 0.75 }`). */
export async function chooseAnswers(page: Page, levels: Record<string, number>, language = "en") {
  for (const [competency, value] of Object.entries(levels))
    await page.getByRole("radio", { name: answerWords(competency, value, language), exact: true }).check();
}

/** Every competency the starter questions ask about. */
export const askedCompetencies = questions.map((q) => q.competency);
