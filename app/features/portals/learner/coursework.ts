// What the coursework panel shows and its form's limit, for the page and the server alike (coursework.server.ts).
import type { HandInFileView } from "~/features/portals/faculty/coursework";

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
  /** Issue 49, item 2: whether files may be attached, and what happens after the due moment. */
  filesAllowed: boolean;
  latePolicy: "accept" | "refuse";
  /** The due moment has passed (a hand-in now is late, or refused). */
  pastDue: boolean;
  /** Every version handed in, the newest first. */
  versions: HandInVersion[];
}

/** One version of a hand-in, as the learner and the teacher read it. */
export interface HandInVersion {
  version: number;
  at: string;
  late: boolean;
  body: string | null;
  files: HandInFileView[];
}
