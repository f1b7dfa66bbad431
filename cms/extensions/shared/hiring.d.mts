/** The hiring loop's rules (./hiring.mjs), as the app reads them. */
export type Stage =
  "applied" | "viewed" | "shortlisted" | "interview" | "offer" | "accepted" | "declined" | "rejected" | "withdrawn" | "expired";
export type MoveTarget = "shortlisted" | "interview" | "offer" | "rejected" | "withdrawn" | "accepted" | "declined";
export type RejectReason = "skills" | "experience" | "filled" | "other";

export const stages: readonly Stage[];
export const openStages: readonly Stage[];
export const moves: Record<MoveTarget, { from: readonly Stage[]; by: "company" | "learner"; fields: readonly string[] }>;
export function mayMove(from: Stage, stage: Stage, by: "company" | "learner"): boolean;
export const rejectReasons: readonly RejectReason[];
export const motivationMaxLength: number;
export const shareFields: readonly ["share_competencies", "share_portfolio", "share_assessment"];
export type InterviewAnswer = "confirmed" | "another-time";
export const interviewAnswers: readonly InterviewAnswer[];
export function jobMatch(skills: readonly { name: string; level: number; weight: number }[], competencies: Record<string, number>): number;
export const offerFields: readonly ["offer_starts_on", "offer_terms", "offer_answer_by"];
export const offerTermsMaxLength: number;
export const academyTimeZone: string;
export function academyToday(now?: Date): string;
export function offerOpen(answerBy: string | null | undefined, today?: string): boolean;
export const expiry: { stage: "expired"; from: readonly Stage[]; fields: readonly string[] };
export function hireRatingDue(acceptedAtMs: number | null, days: number, now?: number): boolean;
export const hireQualities: readonly [1, 2, 3, 4, 5];
export const hireSettingsLimits: Record<"hire_rating_days" | "hire_value_vnd", { min: number; max: number }>;
export const kitLimits: { criteria: { min: number; max: number; length: number }; questions: { max: number; length: number } };
export const generalCriteria: readonly ["problem", "communication", "skills"];
export function defaultKitCriteria(skills: unknown): string[];
export type KitProblem =
  | "criteriaRequired"
  | "criteriaTooMany"
  | "criterionTooLong"
  | "criteriaRepeated"
  | "questionsInvalid"
  | "questionsTooMany"
  | "questionTooLong";
export function kitProblem(criteria: unknown, questions: unknown): KitProblem | null;
