// What the coursework panel shows and its form's limit, for the page and the server alike (coursework.server.ts).

/** The longest hand-in, in characters (the front door lets a little more through, so the page can say so). */
export const handInMaxLength = 10_000;

export interface CourseworkItem {
  id: number;
  item: string;
  course: string | null;
  code: string | null;
  dueOn: string | null;
  /** When the learner handed it in, or null. */
  handedInAt: string | null;
  handedIn: boolean;
  grade: number | null;
  /** Issue 49: the teacher's brief (plain text), the moment it is due, the maximum grade and the rubric. */
  brief: string | null;
  dueAt: string | null;
  maxGrade: number;
  rubric: { criterion: string; points: number }[];
  /** Each criterion's score once graded (the rubric's order), and the teacher's feedback. */
  scores: number[] | null;
  feedback: string | null;
}
