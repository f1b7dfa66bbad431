/** The partner portal's permission table (./partner-portal.mjs), as the app reads it. */
export type MemberRole = "ORG_ADMIN" | "HIRING_MANAGER" | "INTERVIEWER" | "MENTOR" | "SEED_PM";
export type CompanyRole = Exclude<MemberRole, "SEED_PM">;
export type Intent =
  | "create-job"
  | "save-job"
  | "shortlist"
  | "reject-application"
  | "schedule"
  | "feedback"
  | "save-kit"
  | "offer"
  | "rate-hire"
  | "ticket"
  | "brief"
  | "approve"
  | "reject"
  | "office-hours"
  | "mentor-feedback"
  | "member-role"
  | "remove-member"
  | "invite"
  | "notifications"
  | "connect"
  | "disconnect"
  | "hire-settings"
  | "propose-event"
  | "add-asset"
  | "remove-asset"
  | "rsvp"
  | "cancel-rsvp";
export type Roles = readonly MemberRole[] | "any";

export const memberRoles: readonly ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR", "SEED_PM"];
export const companyRoles: readonly ["ORG_ADMIN", "HIRING_MANAGER", "INTERVIEWER", "MENTOR"];
export const intents: Record<Intent, { roles: Roles; creates?: readonly string[] }>;
export function may(role: MemberRole | null, intent: Intent): boolean;
export function createRoles(collection: string): Roles;
export const pages: Record<string, { key: string; intents?: readonly Intent[] }>;
export const jobPages: Record<string, { intents: readonly Intent[] }>;
export const memberPages: Record<string, { intents: readonly Intent[] }>;
export function rowPagesOf(path: string): string[];
export function pageIntents(path: string): readonly Intent[];
export const sections: readonly { id: string; path: string; pages: readonly string[] }[];
export const quickActions: Record<MemberRole, readonly { id: string; path: string }[]>;
export const ownInterviewsOnly: readonly MemberRole[];
export type ReadKind = "candidates" | "interviews" | "invoices" | "auditLog";
export const readRoles: Record<ReadKind, readonly MemberRole[]>;
export function reads(role: MemberRole | null, kind: ReadKind): boolean;
/** The field lists, typed as the literal lists they are (keep in step with partner-portal.mjs), so a read of them is typed field by field. */
export const fields: {
  company: readonly ["name", "domain", "billing_plan", "ats_integration", "sso", "notify_email", "hire_rating_days", "hire_value_vnd"];
  job: readonly ["title", "skills", "location", "sla_days", "sla_rounds", "priority", "status"];
  application: readonly [
    "match",
    "stage",
    "motivation",
    "share_competencies",
    "share_portfolio",
    "share_assessment",
    "applied_at",
    "viewed_at",
    "shortlisted_at",
    "interview_at",
    "offer_at",
    "offer_starts_on",
    "offer_terms",
    "offer_answer_by",
    "expired_at",
    "decided_at",
    "rejected_at",
    "reject_reason",
    "withdrawn_at",
    "rating_asked_at",
  ];
};
