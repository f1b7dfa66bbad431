/** The short assessment's starter questions (./assessment.mjs), as the tests choose their answers. */
export const questions: {
  key: string;
  competency: string;
  sort: number;
  prompt: Record<string, string>;
  options: { value: number; label: Record<string, string> }[];
}[];
export function ensureAssessmentQuestions(request: (command: unknown) => Promise<unknown>, log: (message: string) => void): Promise<void>;
