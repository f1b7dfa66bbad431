/**
 * The Directus collections this app reads and writes (shared/DESIGN.md, "Data in Directus"), typed for
 * the SDK. Directus gets them from cms/schema/*.mjs; ./schema.test.ts fails when the two drift apart.
 */
export type PostStatus = "draft" | "published" | "archived";

export interface PostMeta {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  cover_image_url: string | null;
  excerpt: string | null;
  author_id: number;
  /** The staff author (directus_users), set by the admin page's 'Change author…' (issue 29). */
  author: string | Person | null;
  featured: boolean;
  created_at: string;
  updated_at: string | null;
}

export interface PostDetail {
  id: number;
  post_id: number | PostMeta;
  content: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: unknown;
}

/** An earlier slug of a post (issue 27): /post/{slug} and /edit-post/{slug} redirect to the post's own. */
export interface PostSlug {
  id: number;
  slug: string;
  post_id: number | PostMeta;
}

export interface CooperationRequest {
  id: number;
  full_name: string;
  email: string;
  organization: string | null;
  cooperation_type: string | null;
  content: string;
  locale: string | null;
  delivery_status: "pending" | "sent" | "failed";
  delivery_error: string | null;
  created_at: string;
}

/** Double opt-in (issue 17): only `confirmed` addresses receive the newsletter. */
export type NewsletterStatus = "pending" | "confirmed" | "unsubscribed";

export interface NewsletterSubscriber {
  id: number;
  email: string;
  locale: string | null;
  status: NewsletterStatus;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

/** A recorded mail (cms/schema/mail.mjs); times are epoch milliseconds. */
export interface OutboxMail {
  id: number;
  kind: string;
  recipient: string;
  reply_to: string | null;
  locale: string | null;
  data: unknown;
  status: "pending" | "sent" | "failed";
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  lease_until: number | null;
  lease_owner: string | null;
  channel: string | null;
  related_collection: string | null;
  related_id: string | null;
  sent_at: number | null;
  created_at: string;
}

/** Learning (cms/schema/learning.mjs): people are directus_users ids; shares are 0–1. */
export interface Course {
  id: number;
  code: string;
  name: string;
  track: string | null;
}
/** An intake (issue 50): its name is what a class's `cohort` names; its days as YYYY-MM-DD. */
export interface Cohort {
  id: number;
  name: string;
  starts_on: string | null;
  ends_on: string | null;
}
export interface LearningClass {
  id: number;
  course: number | Course;
  teacher: string | Person;
  cohort: string | null;
  next_session: string | null;
  room: string | null;
  /** The most learners it is planned for (issue 50); empty: not set. */
  capacity: number | null;
  /** The class's enrolments (an alias: no column). */
  enrolments: unknown;
}
export interface Enrolment {
  id: number;
  user: string | Person;
  class: number | LearningClass;
  status: string;
  /** When the learner was enrolled (Directus sets it; null for a row older than the field with no activity record). */
  created_at: string | null;
}
export interface LearnerProfile {
  id: number;
  user: string;
  track: string | null;
  onboarding_step: string;
}
export interface Competency {
  id: number;
  user: string;
  key: string;
  value: number;
}
/** A learner's level in one competency in one week (`week_of`: that week's Monday). */
export interface CompetencySnapshot {
  id: number;
  user: string;
  week_of: string;
  key: string;
  value: number;
}
/** A learner's level in one competency from their grades (issue 49, ADR 042): written by Directus' hook only. */
export interface GradedCompetency {
  id: number;
  user: string;
  key: string;
  value: number;
  /** How many grades make the level. */
  grades: number | null;
}
/** A learner's graded level in one competency in one week. */
export interface GradedSnapshot {
  id: number;
  user: string;
  week_of: string;
  key: string;
  value: number;
}
export interface Project {
  id: number;
  user: string;
  title: string;
  rubric: string | null;
  status: string;
  progress: number;
  due_on: string | null;
  /** The mentor bookings that name it (issue 49, item 5). */
  mentor_bookings: number[] | MentorSlot[];
  /** Issue 49, item 4 (ADR 052): the class and the partner's approved brief it was made from, for a project made from one. */
  class: number | LearningClass | null;
  brief: number | Brief | null;
  /** Its milestones, graded by the class's teacher; `status`, `progress` and `grade` (0–10) follow from them. */
  milestones: ProjectMilestone[] | null;
  grade: number | null;
}
/** A project's milestone (ADR 052): scored 0 to `points` by the class's teacher, with feedback. */
export interface ProjectMilestone {
  title: string;
  points: number;
  score: number | null;
  feedback: string | null;
  graded_at: string | null;
}
export interface NextAction {
  id: number;
  user: string;
  label: string;
  type: string;
  done_at: string | null;
}
/** Anybody's notification (issue 47): its words come from `kind` and `params` in the reader's language. */
export interface PersonNotification {
  id: number;
  user: string;
  kind: string;
  params: Record<string, string | number> | null;
  link: string | null;
  read_at: string | null;
  created_at: string;
}
export interface MentorSlot {
  id: number;
  mentor_name: string;
  starts_at: string;
  ends_at: string;
  mode: string;
  booked_by: string | Person | null;
  /** Issue 49, item 5: the booking learner's name as they booked (written by seed-teaching-rules). */
  booked_by_name: string | null;
  /** Issue 49, item 5: the office hours it publishes, their mentor, and the project the learner wants to discuss. */
  office_hours: number | OfficeHours | null;
  mentor: string | Person | null;
  project: number | Project | null;
}
/** A mentor's feedback on a learner's project (issue 49, item 5). */
export interface MentorFeedback {
  id: number;
  mentor: string | Person;
  learner: string | Person;
  project: number | Project;
  mentor_name: string;
  body: string;
  created_at: string;
}
export interface GradingItem {
  id: number;
  class: number | LearningClass;
  item: string;
  due_on: string | null;
  /** Plain text (issue 49). */
  brief: string | null;
  due_at: string | null;
  /** null: 10 (the items made before issue 49). */
  max_grade: number | null;
  /** `[{ criterion, points }]` (features/portals/faculty/coursework.ts reads it). */
  rubric: unknown;
  /** Competency keys. */
  competencies: unknown;
  files_allowed: boolean;
  /** After the due moment: take a hand-in marked late, or refuse it (issue 49, item 2). */
  late_policy: "accept" | "refuse";
}
export interface Grade {
  id: number;
  item: number | GradingItem;
  user: string;
  grade: number | null;
  graded_at: string | null;
  feedback: string | null;
  /** Each rubric criterion's score, in the rubric's order. */
  rubric_scores: unknown;
}
/** Whether a learner was at a class's meeting on a day (one row per class, learner and day). */
export interface Attendance {
  id: number;
  class: number | LearningClass;
  user: string;
  meeting_on: string;
  present: boolean;
}
export interface Announcement {
  id: number;
  class: number | LearningClass;
  title: string;
  detail: string | null;
  created_at: string;
}
export interface Message {
  id: number;
  from_user: string | Person;
  to_user: string | Person;
  /** The class it concerns; null when none (the academy's messages). */
  class: number | LearningClass | null;
  body: string;
  read_at: string | null;
  created_at: string;
}
/** A learner's submission for a grading item. */
/** A file a hand-in lists, as seed-teaching-rules stores it. */
export interface HandInFile {
  id: string;
  name: string;
  type: string;
  size: number;
}
/** One version of a learner's hand-in (issue 49, item 2: never changed; the next hand-in is the next version). */
export interface Submission {
  id: number;
  item: number | GradingItem;
  user: string;
  body: string | null;
  version: number;
  late: boolean;
  /** `HandInFile[]` or null (features/portals/learner/hand-in-files.ts reads it). */
  files: unknown;
  created_at: string;
}
/** A row of a teacher's schedule. */
export interface ScheduleEntry {
  id: number;
  teacher: string;
  class: number | LearningClass | null;
  title: string;
  kind: "lecture" | "office" | "lab";
  starts_at: string;
  ends_at: string | null;
  room: string | null;
}
export type ResourceKind = "guide" | "template" | "video" | "checklist";
export interface Resource {
  id: number;
  title: string;
  kind: ResourceKind;
  url: string;
  /** null: for every track. */
  track: string | null;
  summary: string | null;
  /** Issue 50: its language (a supported language's code), its place in the list, whether readers see it. */
  language: string;
  sort: number | null;
  published: boolean;
}
/** A text in each language, by its code (`en`, `vi` …); cms/seed/assessment.mjs. */
export type Words = Record<string, string>;
/** A question of the short assessment (ADR 027): an answer's value (0–1) is the level it places a learner at. */
export interface AssessmentQuestion {
  id: number;
  key: string;
  competency: string;
  sort: number | null;
  prompt: Words | null;
  options: { value: number; label: Words }[] | null;
}
/** What a learner's and a partner company's help tickets share; staff answer both (/staff/tickets). */
interface Ticket {
  id: number;
  subject: string;
  body: string;
  status: string;
  created_at: string;
  /** The academy's answer (issue 47, /staff/tickets). */
  answer: string | null;
  answered_at: string | null;
}
export interface HelpTicket extends Ticket {
  user: string | Person;
}

// Partners (issue 30; cms/schema/partners.mjs).
/**
 * A person (directus_users) as the app reads one through a relation ("user.first_name"): Directus'
 * own fields it reads, and the reverse sides the partners' row rules filter on (the SDK merges these
 * into its user type).
 */
export interface Person {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  /** active | invited | suspended | unverified …: /staff/companies tells a pending invitee (issue 50). */
  status: string;
  partner_applications: number[] | JobApplication[];
  partner_memberships: number[] | CompanyMember[];
}
export interface PartnerPlan {
  id: number;
  code: string;
  seats: number | null;
  monthly_vnd: number | null;
  summary: string | null;
  /** What the plan includes, one a line (issue 50). */
  features: string | null;
}
export interface Company {
  id: number;
  name: string;
  domain: string | null;
  billing_plan: string;
  ats_integration: string | null;
  sso: string | null;
  notify_email: boolean;
  /** Issue 48, item 5 (ADR 046): days after a hire until its hiring managers are asked to rate it (default 90). */
  hire_rating_days: number;
  /** What one hire is worth to the company, in VND (the ROI estimate's value; default 60,000,000; a bigInteger, which PostgreSQL answers as text: read with Number). */
  hire_value_vnd: number;
  members: number[] | CompanyMember[];
}
export type MemberRole = "ORG_ADMIN" | "HIRING_MANAGER" | "INTERVIEWER" | "MENTOR" | "SEED_PM";
export interface CompanyMember {
  id: number;
  company: number | Company;
  user: string | Person;
  /** null: a member without a member role. */
  role: MemberRole | null;
  permissions: unknown;
  created_at: string;
}
export interface JobSkill {
  name: string;
  /** 0–1 */
  level: number;
  /** 0–1 */
  weight: number;
}
export interface PartnerJob {
  id: number;
  company: number | Company;
  title: string;
  skills: JobSkill[] | null;
  location: "HYBRID" | "ONSITE";
  sla_days: number;
  sla_rounds: number;
  priority: "HIGH" | "MEDIUM" | null;
  status: string;
  created_at: string;
}
export interface JobApplication {
  id: number;
  job: number | PartnerJob;
  learner: string | Person;
  match: number | null;
  stage: "applied" | "viewed" | "shortlisted" | "interview" | "offer" | "accepted" | "declined" | "rejected" | "withdrawn" | "expired";
  motivation: string | null;
  share_competencies: boolean;
  share_portfolio: boolean;
  share_assessment: boolean;
  applied_at: string | null;
  viewed_at: string | null;
  shortlisted_at: string | null;
  interview_at: string | null;
  offer_at: string | null;
  /** Issue 48, item 1 (ADR 041): the offer's start date and answer-by date (YYYY-MM-DD, Vietnam) and its terms. */
  offer_starts_on: string | null;
  offer_terms: string | null;
  offer_answer_by: string | null;
  expired_at: string | null;
  decided_at: string | null;
  rejected_at: string | null;
  reject_reason: "skills" | "experience" | "filled" | "other" | null;
  withdrawn_at: string | null;
  /** The sample data's former rating (0–1): read by nothing since issue 48, item 5 (seed_hire_ratings). */
  quality: number | null;
  /** When the hiring managers were asked to rate the hire (issue 48, item 5). */
  rating_asked_at: string | null;
}
/** Issue 48, item 6: a learner opened a job's page (once per learner and job). */
export interface JobView {
  id: number;
  job: number | PartnerJob;
  learner: string | Person;
  created_at: string;
}
/** Issue 48, item 5: a hiring manager's rating of a hire: quality 1–5, the job's skills that grew (names). */
export interface HireRating {
  id: number;
  application: number | JobApplication;
  rated_by: string | Person | null;
  quality: number;
  skills_grown: string[] | null;
  created_at: string;
}
export interface Interview {
  id: number;
  application: number | JobApplication;
  interviewer: string | Person;
  at: string;
  feedback: string | null;
  scores: Record<string, number> | null;
  created_at: string;
  /** The learner's answer (issue 48, item 3): confirmed | another-time; null until they answer. */
  learner_answer: string | null;
  answered_at: string | null;
}
/** Issue 48, item 3: a job's interview kit as its hiring manager edited it (one per job): the rubric's criteria and the questions. */
export interface InterviewKit {
  id: number;
  job: number | PartnerJob;
  criteria: string[] | null;
  questions: string[] | null;
  created_at: string;
}
export interface Brief {
  id: number;
  company: number | Company;
  title: string;
  body: string | null;
  kind: string;
  status: string;
  author: string | Person | null;
  created_at: string;
}
export interface AuditLine {
  id: number;
  company: number | Company;
  actor: string | Person | null;
  action: string;
  target: string | null;
  created_at: string;
}
export interface Invoice {
  id: number;
  company: number | Company;
  number: string;
  /** The days it bills (issue 50). */
  period_start: string | null;
  period_end: string | null;
  amount_vnd: number;
  issued_on: string | null;
  due_on: string | null;
  status: string;
}
export interface PartnerEvent {
  id: number;
  company: number | Company;
  title: string;
  starts_at: string | null;
  place: string | null;
  /** The member who proposed it; null: the academy's own event. */
  proposed_by: string | Person | null;
}
/** One member's RSVP to one of their company's events (one per member and event). */
export interface PartnerEventRsvp {
  id: number;
  event: number | PartnerEvent;
  user: string;
  created_at: string | null;
}
export interface BrandAsset {
  id: number;
  company: number | Company;
  title: string;
  kind: string | null;
  url: string | null;
}
export interface OfficeHours {
  id: number;
  company: number | Company;
  mentor: string | Person;
  starts_at: string;
  ends_at: string;
  mode: string | null;
  created_at: string;
}
export interface PartnerTicket extends Ticket {
  company: number | Company;
  author: string | Person | null;
}
export interface PartnerFaq {
  id: number;
  question: string;
  answer: string | null;
  sort: number | null;
}

/** A question of a FAQ (issue 50): the learners' or the partners', in one language, in an order. */
export interface FaqEntry {
  id: number;
  audience: "learner" | "partner";
  language: string;
  sort: number | null;
  question: string;
  answer: string | null;
  published: boolean;
}

/** A programme of the academy (issue 50, ADR 043): the site language's words, and its translations. */
export interface Program {
  id: number;
  slug: string;
  name: string;
  summary: string | null;
  duration: string | null;
  /** Track keys. */
  tracks: unknown;
  /** In Vietnamese đồng; null: free. */
  price: number | null;
  open: boolean;
  sort: number | null;
  /** `{ [language]: { name?, summary?, duration? } }`. */
  translations: unknown;
}
/** Someone who registered from a programme's page. */
export interface ProgramInterest {
  id: number;
  program: number | Program;
  email: string;
  created_at: string;
}

export interface Schema {
  seed_post_meta: PostMeta[];
  seed_post_detail: PostDetail[];
  seed_post_slug: PostSlug[];
  seed_cooperation_requests: CooperationRequest[];
  seed_newsletter_subscribers: NewsletterSubscriber[];
  seed_outbox: OutboxMail[];
  seed_courses: Course[];
  seed_cohorts: Cohort[];
  seed_classes: LearningClass[];
  seed_enrolments: Enrolment[];
  seed_learner_profiles: LearnerProfile[];
  seed_competencies: Competency[];
  seed_competency_snapshots: CompetencySnapshot[];
  seed_graded_competencies: GradedCompetency[];
  seed_graded_snapshots: GradedSnapshot[];
  seed_projects: Project[];
  seed_next_actions: NextAction[];
  seed_notifications: PersonNotification[];
  seed_mentor_slots: MentorSlot[];
  seed_mentor_feedback: MentorFeedback[];
  seed_grading_items: GradingItem[];
  seed_grades: Grade[];
  seed_attendance: Attendance[];
  seed_announcements: Announcement[];
  seed_messages: Message[];
  seed_submissions: Submission[];
  seed_schedule: ScheduleEntry[];
  seed_resources: Resource[];
  seed_assessment_questions: AssessmentQuestion[];
  seed_help_tickets: HelpTicket[];
  directus_users: Person[];
  seed_partner_plans: PartnerPlan[];
  seed_companies: Company[];
  seed_company_members: CompanyMember[];
  seed_jobs: PartnerJob[];
  seed_applications: JobApplication[];
  seed_interviews: Interview[];
  seed_interview_kits: InterviewKit[];
  seed_job_views: JobView[];
  seed_hire_ratings: HireRating[];
  seed_briefs: Brief[];
  seed_audit_log: AuditLine[];
  seed_invoices: Invoice[];
  seed_partner_events: PartnerEvent[];
  seed_partner_event_rsvps: PartnerEventRsvp[];
  seed_brand_assets: BrandAsset[];
  seed_partner_office_hours: OfficeHours[];
  seed_partner_tickets: PartnerTicket[];
  seed_partner_faq: PartnerFaq[];
  seed_faq: FaqEntry[];
  seed_programs: Program[];
  seed_program_interests: ProgramInterest[];
}
