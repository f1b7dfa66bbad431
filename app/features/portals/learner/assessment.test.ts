import { describe, expect, it } from "vitest";
import type { AssessmentQuestion } from "~/features/cms/schema";
import { answerNearest, levelsFrom, questionsIn, wordsIn } from "./assessment";

const question = (id: number, competency: string, values: number[], sort = id): AssessmentQuestion => ({
  id,
  key: `${competency}-${id}`,
  competency,
  sort,
  prompt: { en: `Question ${id}`, vi: `Câu hỏi ${id}` },
  options: values.map((value, index) => ({ value, label: { en: `Answer ${index}`, vi: `Đáp án ${index}` } })),
});

describe("the short assessment", () => {
  it("shows the words in the reader's language, else English, else Vietnamese", () => {
    expect(wordsIn({ en: "Hello", vi: "Xin chào" }, "vi")).toBe("Xin chào");
    expect(wordsIn({ en: "Hello", vi: "Xin chào" }, "th")).toBe("Hello");
    expect(wordsIn({ vi: "Xin chào" }, "th")).toBe("Xin chào");
    expect(wordsIn(null, "en")).toBe("");
  });

  it("asks questions in their order, and leaves out one without a prompt or with fewer than two answers", () => {
    const rows = [
      question(1, "ads", [0.5, 1], 3),
      question(2, "content", [0.25, 1], 1),
      question(3, "research", [1]),
      {
        ...question(4, "analytics", [0, 1]),
        prompt: null,
      },
    ];
    expect(questionsIn(rows, "vi")).toEqual([
      { id: 2, competency: "content", prompt: "Câu hỏi 2", options: ["Đáp án 0", "Đáp án 1"] },
      { id: 1, competency: "ads", prompt: "Câu hỏi 1", options: ["Đáp án 0", "Đáp án 1"] },
    ]);
  });

  it("places the learner at the mean value of a competency's chosen answers, clamped to 0–1", () => {
    const rows = [
      question(1, "ads", [0.25, 1]),
      question(2, "ads", [0.5, 0.75]),
      question(3, "content", [7, 0.5]),
      question(4, "research", [0.3, 0.6]),
    ];
    const levels = levelsFrom(
      rows,
      new Map([
        [1, 1],
        [2, 0],
        [3, 0],
      ]),
    );
    expect(levels).toEqual(
      new Map([
        ["ads", 0.75],
        ["content", 1],
      ]),
    );
    expect(levels.has("research")).toBe(false);
  });

  it("shows a saved level as the answer of the nearest value", () => {
    const row = question(1, "ads", [0.75, 0.25, 1, 0.5]);
    expect(answerNearest(row, 0.72)).toBe(0);
    expect(answerNearest(row, 0.3)).toBe(1);
    expect(answerNearest(row, 0.95)).toBe(2);
    expect(answerNearest({ ...row, options: [] }, 0.5)).toBe(-1);
  });
});
