// The hiring loop's rules (issue 48), declared once: the stages of an application, who moves it from
// which stages to which, and how a learner's match to a job is computed. The app (the learner's
// market, the partner's pipeline) and the Directus hook (cms/extensions/seed-partner-rules) both
// import this file; it lives here because every start copies cms/extensions next to Directus and a
// hook can import only what is copied with it: keep it plain JavaScript with no imports.

/**
 * The stages in their order (issue 48, "Rules"): a learner applies, the company views, shortlists,
 * interviews and offers, the learner accepts or declines; an application may end rejected (by the
 * company), withdrawn (by the learner) or expired (an offer left unanswered).
 */
export const stages = [
  "applied",
  "viewed",
  "shortlisted",
  "interview",
  "offer",
  "accepted",
  "declined",
  "rejected",
  "withdrawn",
  "expired",
];

/** The stages an application still moves on from (every other stage is an end). */
export const openStages = ["applied", "viewed", "shortlisted", "interview", "offer"];

/** What an offer says besides its time (issue 48, item 1): the start date, the terms (text), the answer-by date. */
export const offerFields = ["offer_starts_on", "offer_terms", "offer_answer_by"];

/** An offer's terms: at most this many characters. */
export const offerTermsMaxLength = 4000;

/** The academy's time zone: an offer's dates are days in Vietnam. */
export const academyTimeZone = "Asia/Ho_Chi_Minh";

/** Today in Vietnam as YYYY-MM-DD (dates compare as text in this form). */
export const academyToday = (now = new Date()) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: academyTimeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/**
 * Whether an offer answerable until `answerBy` (YYYY-MM-DD, Vietnam) is still open on `today`: through
 * the whole of its answer-by day; an offer without one (made before ADR 041) never expires.
 */
export const offerOpen = (answerBy, today = academyToday()) => !answerBy || String(answerBy).slice(0, 10) >= today;

/**
 * An offer left unanswered expires the day after its answer-by date (issue 48, item 1; ADR 041): not a
 * person's move but Directus' scheduled one (cms/extensions/seed-partner-rules), from `offer` only, in
 * one conditional write, so an accept at the same moment either wins or is told the offer expired.
 */
export const expiry = { stage: "expired", from: ["offer"], fields: ["expired_at"] };

/**
 * Every move an application makes: the stage it goes to, the stages it may come from, who makes it
 * (`company`: the job's company's ORG_ADMIN or HIRING_MANAGER; `learner`: the applicant) and the
 * fields that move may write besides the stage. Nothing moves backwards; one conditional write does
 * it (the hook), so of two moves at once exactly one happens.
 */
export const moves = {
  shortlisted: { from: ["applied", "viewed"], by: "company", fields: ["shortlisted_at"] },
  interview: { from: ["shortlisted", "interview"], by: "company", fields: ["interview_at"] },
  // Issue 48, item 1 (ADR 041): an offer names its start date, its terms and the day it must be answered by.
  offer: { from: ["interview"], by: "company", fields: ["offer_at", ...offerFields] },
  rejected: { from: ["applied", "viewed", "shortlisted", "interview"], by: "company", fields: ["rejected_at", "reject_reason"] },
  withdrawn: { from: ["applied", "viewed", "shortlisted", "interview"], by: "learner", fields: ["withdrawn_at"] },
  // Issue 48, item 4: the learner answers an offer; the company no longer can.
  accepted: { from: ["offer"], by: "learner", fields: ["decided_at"] },
  declined: { from: ["offer"], by: "learner", fields: ["decided_at"] },
};

/** Whether `stage` may follow `from` by a move of `by`. */
export const mayMove = (from, stage, by) => Boolean(moves[stage] && moves[stage].by === by && moves[stage].from.includes(from));

/** Why a company turns an application down: each a key the learner reads in kind words in their language. */
export const rejectReasons = ["skills", "experience", "filled", "other"];

/** A learner's motivation: at most this many characters. */
export const motivationMaxLength = 2000;

/** What a learner may let the company see, each a yes/no field of the application. */
export const shareFields = ["share_competencies", "share_portfolio", "share_assessment"];

/**
 * How well competencies (key → level 0–1) meet a job's skills ([{ name, level 0–1, weight 0–1 }]),
 * 0–1: each skill's share of its level (a skill asked at level 0 is met), weighted.
 */
export function jobMatch(skills, competencies) {
  const total = skills.reduce((sum, s) => sum + Math.max(0, s.weight), 0);
  if (total <= 0) return 0;
  const got = skills.reduce((sum, s) => {
    const have = competencies[s.name] ?? 0;
    const part = s.level > 0 ? Math.min(1, have / s.level) : 1;
    return sum + Math.max(0, s.weight) * part;
  }, 0);
  return Math.min(1, Math.max(0, got / total));
}

/**
 * A learner's answer to an interview the company scheduled (issue 48, item 3): they confirm it, or
 * ask for another time (the company then schedules again). Given once per interview, while the
 * application is at the interview stage (the hook's one conditional write).
 */
export const interviewAnswers = ["confirmed", "another-time"];

/**
 * After a hire (issue 48, item 5; ADR 046): its hiring managers are asked to rate it once `days`
 * (the company's `hire_rating_days`) have passed since the learner accepted, and may rate it from then on.
 */
export const hireRatingDue = (acceptedAtMs, days, now = Date.now()) =>
  acceptedAtMs != null && Number.isFinite(acceptedAtMs) && Number.isFinite(days) && acceptedAtMs + days * 86_400_000 <= now;

/** A hire's quality: a whole number from 1 to 5. */
export const hireQualities = [1, 2, 3, 4, 5];

/** The company's hiring settings (the ORG_ADMIN's): each a whole number in its range. */
export const hireSettingsLimits = {
  hire_rating_days: { min: 1, max: 730 },
  hire_value_vnd: { min: 0, max: 100_000_000_000 },
};

/**
 * The interview kit (issue 48, item 3): per job, the questions its interviewers ask and the rubric's
 * criteria they score, 1–5 each. Until a hiring manager edits it, a job's kit is its skills as the
 * criteria (the three general criteria below when it has none) and no questions of its own (the page
 * offers one per criterion in the reader's language). Stored in `seed_interview_kits`, one row per job.
 */
export const kitLimits = { criteria: { min: 1, max: 8, length: 80 }, questions: { max: 12, length: 300 } };
/** The general criteria (the rubric before issue 48, item 3): keys the pages translate; old feedback is scored on them. */
export const generalCriteria = ["problem", "communication", "skills"];

/** A job's kit before anyone edits it: its skills' names (each once, at most the limit) as the rubric. */
export function defaultKitCriteria(skills) {
  const names = [];
  for (const skill of Array.isArray(skills) ? skills : []) {
    const name = String(skill?.name ?? "")
      .trim()
      .slice(0, kitLimits.criteria.length);
    if (name && !names.includes(name)) names.push(name);
  }
  return names.length ? names.slice(0, kitLimits.criteria.max) : [...generalCriteria];
}

/** What is wrong with a kit (its criteria and questions: lists of text), or null: the app's words and the hook's refusal. */
export function kitProblem(criteria, questions) {
  const texts = (list) => Array.isArray(list) && list.every((item) => typeof item === "string" && item.trim() === item && item !== "");
  if (!texts(criteria) || criteria.length < kitLimits.criteria.min) return "criteriaRequired";
  if (criteria.length > kitLimits.criteria.max) return "criteriaTooMany";
  if (criteria.some((c) => c.length > kitLimits.criteria.length)) return "criterionTooLong";
  if (new Set(criteria.map((c) => c.toLowerCase())).size !== criteria.length) return "criteriaRepeated";
  if (!texts(questions)) return "questionsInvalid";
  if (questions.length > kitLimits.questions.max) return "questionsTooMany";
  if (questions.some((q) => q.length > kitLimits.questions.length)) return "questionTooLong";
  return null;
}
