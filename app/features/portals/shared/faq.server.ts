// The FAQs (issue 50): the learners' on the learner portal's Help page, the partners' on the partner
// portal's help/faq, each read with the reader's own token (Directus gives a learner the learners'
// published questions, a partner the partners'), in the reader's language or else the site language.
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { inLanguage, readLanguages } from "./in-language";

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export async function readFaq(client: DirectusClient, audience: "learner" | "partner", language: string): Promise<FaqItem[]> {
  const rows = await readRows(client, "seed_faq", {
    fields: ["id", "language", "sort", "question", "answer"],
    filter: { _and: [{ audience: { _eq: audience } }, { language: { _in: readLanguages(language) } }] },
    sort: ["sort", "id"],
    limit: 200,
  });
  return inLanguage(rows, language).map((row) => ({ id: row.id, question: row.question, answer: row.answer ?? "" }));
}
