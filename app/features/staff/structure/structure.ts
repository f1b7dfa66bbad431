// What the academy's structure pages (/staff/courses, /staff/classes; issue 50) share between
// server and view: the limits of their fields, the tracks a course belongs to, a row of each table.
import { tracks } from "~/features/portals/learner/onboarding";

export { tracks };
export type Track = (typeof tracks)[number];

/** The structure pages, each at `/staff/<area>` with its words under `staff:<area>`. */
export type StructureArea = "courses" | "classes" | "programs";

export const structureLimits = {
  /** A course code: letters, digits and dashes (EC101, DM-201). */
  code: 20,
  name: 120,
  cohort: 40,
  /** The most learners a class can be planned for. */
  capacity: 1000,
  /** A programme's slug (its address: /programs/<slug>), summary, duration, price in đồng, order. */
  slug: 60,
  summary: 2000,
  duration: 60,
  price: 1_000_000_000,
  sort: 9999,
} as const;

export interface CourseRow {
  id: number;
  code: string;
  name: string;
  track: Track | null;
  /** How many classes teach it. */
  classes: number;
}

export interface ClassRow {
  id: number;
  courseId: number;
  course: string;
  cohort: string;
  teacherId: string;
  teacher: string;
  capacity: number | null;
  /** Learners enrolled (every enrolment status). */
  enrolled: number;
}

/** A teacher to choose: a faculty account's id and name (or address when it has no name). */
export interface TeacherOption {
  id: string;
  name: string;
}

/** What a delete would leave behind: refused while any count is above 0. */
export interface CourseDependents {
  classes: number;
}
export interface ClassDependents {
  enrolments: number;
  grades: number;
}

/** A programme as /staff/programs lists it: its words in the site language, and who registered from its page. */
export interface ProgramRow {
  id: number;
  slug: string;
  name: string;
  duration: string;
  price: number | null;
  open: boolean;
  /** Learners who registered from its page (seed_program_interests). */
  interested: number;
}

export interface ProgramDependents {
  interested: number;
}
