// What the academy's structure pages (/staff/courses, /staff/classes; issue 50) share between
// server and view: the limits of their fields, the tracks a course belongs to, a row of each table.
import { tracks } from "~/features/portals/learner/onboarding";

export { tracks };
export type Track = (typeof tracks)[number];

/** The structure pages, each at `/staff/<area>` with its words under `staff:<area>`. */
export type StructureArea = "courses" | "classes" | "cohorts" | "programs" | "companies" | "plans" | "invoices" | "resources" | "faq";

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
  /** A company's domain (a host name). */
  domain: 253,
  /** An address (RFC 5321's limit). */
  email: 254,
  /** A plan's code (STARTER, GROWTH): capitals, digits and dashes. */
  planCode: 30,
  /** A plan's seats, and its monthly price in đồng (the Directus rule's limits). */
  seats: 100_000,
  monthlyVnd: 2_000_000_000,
  /** A plan's features, one a line. */
  features: 2000,
  /** An invoice's number (LC-2026-002), and its amount in đồng. */
  invoiceNumber: 40,
  amountVnd: 100_000_000_000,
  /** A resource's title and address; a FAQ's question and answer (issue 50). */
  title: 200,
  url: 2000,
  question: 300,
  answer: 4000,
} as const;

/** The kinds of resource (the learner's page shows each with its own words). */
export { resourceKinds } from "~/features/portals/learner/resources";
/** Whose FAQ a question is in. */
export const faqAudiences = ["learner", "partner"] as const;
export type FaqAudience = (typeof faqAudiences)[number];

/** A resource as /staff/resources lists it (issue 50). */
export interface ResourceRow {
  id: number;
  title: string;
  kind: string;
  url: string;
  track: Track | null;
  summary: string;
  language: string;
  sort: number | null;
  published: boolean;
}

/** A question of a FAQ as /staff/faq lists it (issue 50). */
export interface FaqRow {
  id: number;
  audience: FaqAudience;
  language: string;
  sort: number | null;
  question: string;
  answer: string;
  published: boolean;
}

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

/** An intake (issue 50): its days as YYYY-MM-DD (none for a cohort made from a class's text field), its classes and their enrolments. */
export interface CohortRow {
  id: number;
  name: string;
  startsOn: string | null;
  endsOn: string | null;
  classes: number;
  enrolments: number;
}

/** What hangs on a cohort: a delete is refused while classes are taught to it. */
export interface CohortDependents {
  classes: number;
  enrolments: number;
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

/** A partner plan to choose (issue 50): its seats and monthly price. */
export interface PlanOption {
  code: string;
  seats: number;
  monthlyVnd: number;
}

/** A member of a partner company, as staff see them. */
export interface CompanyMember {
  id: number;
  name: string;
  email: string;
  userId: string;
  role: string | null;
  /** Invited and not yet accepted. */
  pending: boolean;
}

export interface CompanyRow {
  id: number;
  name: string;
  domain: string;
  plan: string;
  /** The plan's seats; null when the plan is unknown. */
  seats: number | null;
  /** Members who take a seat (every member but the Seed PM). */
  taken: number;
  seedPm: string | null;
  seedPmId: number | null;
  members: CompanyMember[];
}

export interface CompanyDependents {
  /** Members who accepted their invitation. */
  members: number;
  /** Addresses invited and not yet accepted: they go with the company. */
  pending: string[];
  /** Jobs, invoices, briefs, events, assets, office hours, tickets and audit lines. */
  rows: number;
}

/** A partner plan as /staff/plans lists it (issue 50): the companies on it take its seats. */
export interface PlanRow {
  id: number;
  code: string;
  seats: number;
  monthlyVnd: number;
  summary: string;
  /** What the plan includes, one a line. */
  features: string[];
  /** The companies on the plan, by name. */
  companies: string[];
}

/** The statuses of an invoice. */
export const invoiceStatuses = ["open", "paid"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** A company's invoice as /staff/invoices lists it and the partner's printable page shows it (issue 50). */
export interface InvoiceRow {
  id: number;
  companyId: number;
  company: string;
  number: string;
  /** The days it bills, YYYY-MM-DD (null on an invoice made before periods were kept). */
  periodStart: string | null;
  periodEnd: string | null;
  amountVnd: number;
  issuedOn: string | null;
  dueOn: string | null;
  status: InvoiceStatus;
}
