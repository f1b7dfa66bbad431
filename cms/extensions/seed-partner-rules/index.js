// Directus cannot check a relation in a create's validation (a payload holds the company's id, not
// the company), so cms/permissions/partners.mjs lets a partner member create rows with no rule on the
// company. This hook is that rule, in Directus itself, for every token but the administrator's: the
// company must be the person's own, and their member role one the action allows (shared/SECURITY.md,
// "portals": the member role checked in the action and in Directus). Which member roles may create a
// row comes from the portal's permission table (../shared/partner-portal.mjs, `intents`), which the
// app reads too to check the same first, with words for the member; this is the lock behind it, for a
// token used straight against Directus. It also holds the member-role rules no validation can state
// (issue 51, item 2): a company never gives or changes the Seed PM, and always keeps one ORG_ADMIN.

import { DirectusError, forbidden, invalid } from "../shared/errors.mjs";
import {
  academyToday,
  defaultKitCriteria,
  expiry,
  hireRatingDue,
  hireSettingsLimits,
  interviewAnswers,
  jobMatch,
  kitProblem,
  moves,
  offerOpen,
  offerTermsMaxLength,
  rejectReasons,
} from "../shared/hiring.mjs";
import { parsedJson } from "../shared/json.mjs";
import { recordNotificationMails } from "../shared/notification-digest.mjs";
import { companyRoles, createRoles, intents } from "../shared/partner-portal.mjs";

/** The member roles (null: any member, whatever their member role) that may create a row of `collection`. */
const creators = (collection) => {
  const roles = createRoles(collection);
  return roles === "any" ? null : roles;
};
const refuseSeedPm = (role) => {
  if (role != null && !companyRoles.includes(role))
    throw invalid("A company gives only the member roles ORG_ADMIN, HIRING_MANAGER, INTERVIEWER and MENTOR");
};

/** Every field a stage's move writes besides the stage (../shared/hiring.mjs). */
const moveFields = [...new Set(Object.values(moves).flatMap((move) => move.fields))];
/** The academy's content administrators: they create companies and give the Seed PM (issue 50). */
const STAFF_ROLE = "seed-admin";
/** The rows a company holds besides its members: a company with any of them is never deleted by staff. */
const companyRows = [
  "seed_jobs",
  "seed_briefs",
  "seed_audit_log",
  "seed_invoices",
  "seed_partner_events",
  "seed_brand_assets",
  "seed_partner_office_hours",
  "seed_partner_tickets",
];
/** The learner's role: the only one that applies to a job. */
const LEARNER_ROLE = "seed-user";
/** A job that is not open (closed, or none at all) takes no application. */
const jobNotOpen = () => new DirectusError("JOB_NOT_OPEN", "This job is not open for applications.", 400);

/** A YYYY-MM-DD day, as a form or the payload gives it; anything else: null. */
const dayOf = (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.slice(0, 10)) ? value.slice(0, 10) : null);

/**
 * A date column as the database gives it → YYYY-MM-DD, or null: SQLite keeps Directus' dates as epoch
 * milliseconds (midnight UTC of the day), PostgreSQL's driver answers a Date at local midnight, a
 * string is the day itself. Compared here, never in SQL, where the two databases differ.
 */
function storedDay(value) {
  if (value == null || value === "") return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    const pad = (n) => String(n).padStart(2, "0");
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === "number" || /^\d+$/.test(String(value))) {
    const date = new Date(Number(value));
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  return dayOf(String(value));
}

/** A timestamp column as the database gives it (SQLite: epoch milliseconds or text; PostgreSQL: a Date) → milliseconds, or null. */
function storedTime(value) {
  if (value == null || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : /^\d+$/.test(String(value)) ? Number(value) : Date.parse(String(value));
  return Number.isFinite(ms) ? ms : null;
}

/**
 * An offer's words (issue 48, item 1; ADR 041): a start date and an answer-by date, neither before
 * today in Vietnam, the answer-by date not after the start, and terms of at most so many characters.
 */
function checkOffer(payload, today) {
  const startsOn = dayOf(payload.offer_starts_on);
  const answerBy = dayOf(payload.offer_answer_by);
  if (!startsOn || !answerBy) throw invalid("An offer names its start date and its answer-by date");
  if (startsOn < today || answerBy < today) throw invalid("An offer's dates are today or later");
  if (answerBy > startsOn) throw invalid("An offer is answered by its start date");
  if (typeof payload.offer_terms !== "string" || !payload.offer_terms.trim() || payload.offer_terms.length > offerTermsMaxLength)
    throw invalid(`An offer's terms are text of 1 to ${offerTermsMaxLength} characters`);
}

export default ({ filter, schedule }, { logger, database: db, services, getSchema, env }) => {
  /**
   * The notifications a schedule wrote, by mail too to those who chose "each one" (ADR 046): through
   * the app's outbox, in each reader's language. A mail that cannot be recorded is logged; the
   * notification stands.
   */
  const mailNotifications = (rows) =>
    recordNotificationMails({ database: db, services, getSchema }, rows).catch((error) =>
      logger.error(error, "seed-partner-rules: could not record the notification mails"),
    );

  const idOf = (value) => (value && typeof value === "object" ? (value.id ?? null) : (value ?? null));
  /** The person's membership of that company, or null. */
  const membership = async (db, user, company) =>
    company == null ? null : ((await db("seed_company_members").select("role").where({ user, company }).first()) ?? null);
  /** Refuses unless the person is a member of the company with one of these member roles (null: any). */
  const requireMember = async (db, user, company, roles) => {
    const member = await membership(db, user, company);
    if (!member || (roles && !roles.includes(member.role))) throw forbidden();
  };

  /** Applications joined with their job and its company (a schedule's or a rule's read). */
  const withCompany = (knex) =>
    knex("seed_applications")
      .join("seed_jobs", "seed_jobs.id", "seed_applications.job")
      .join("seed_companies", "seed_companies.id", "seed_jobs.company");
  /** A learner's name as a notification shows it to the company (their address when they have none). */
  const learnerName = async (id) => {
    const learner = await db("directus_users").select("first_name", "last_name", "email").where({ id }).first();
    return [learner?.first_name, learner?.last_name].filter(Boolean).join(" ") || learner?.email || "—";
  };
  /** Whether the token's Directus role is the one named. */
  const hasRole = async (db, accountability, name) =>
    accountability?.role != null && (await db("directus_roles").select("name").where({ id: accountability.role }).first())?.name === name;
  /** Whether the token is a content administrator's (the academy's staff: /staff/companies, issue 50). */
  const isStaff = (db, accountability) => hasRole(db, accountability, STAFF_ROLE);

  /** Whether the token is a learner's (the only role that applies to a job or opens its page in the market). */
  const isLearner = (db, accountability) => hasRole(db, accountability, LEARNER_ROLE);

  /** Runs `check` for a person's create (never the administrator's, nor Directus' own work). */
  const guard = (collection, check) =>
    filter(`${collection}.items.create`, async (payload, _meta, { accountability, database }) => {
      // No one signed in: Directus' permissions refuse it after this hook (a visitor has no create at all).
      if (!accountability?.user || accountability.admin) return payload;
      // The create's own transaction: another connection would wait for it (SQLite has one writer).
      await check(payload, accountability.user, database, accountability);
      return payload;
    });

  // A membership's member role: a company gives only its own roles (never the Seed PM), leaves the
  // Seed PM's row to the academy, and keeps at least one ORG_ADMIN. Checked before Directus' own
  // permissions (an update's filter hook runs first), so another company's rows are a plain 403 here too.
  guard("seed_company_members", (payload) => refuseSeedPm(payload.role));
  filter("seed_company_members.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("role" in payload)) return payload;
    // The academy's staff give and take back the Seed PM (their permission lists the roles they may set).
    const staff = await isStaff(database, accountability);
    if (!staff) refuseSeedPm(payload.role);
    const rows = await database("seed_company_members").select("company", "role").whereIn("id", keys);
    for (const row of staff ? [] : rows) {
      await requireMember(database, accountability.user, row.company, ["ORG_ADMIN"]);
      if (row.role === "SEED_PM") throw forbidden();
    }
    if (payload.role === "ORG_ADMIN") return payload;
    for (const company of new Set(rows.filter((row) => row.role === "ORG_ADMIN").map((row) => row.company))) {
      const other = await database("seed_company_members")
        .select("id")
        .where({ company, role: "ORG_ADMIN" })
        .whereNotIn("id", keys)
        .first();
      if (!other) throw invalid("A company keeps at least one ORG_ADMIN");
    }
    return payload;
  });

  // Removing a member (issue 51, item 5): by an ORG_ADMIN of the member's company (the permission's
  // filter says so too), never the Seed PM (the academy's), and the company keeps one ORG_ADMIN.
  filter("seed_company_members.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return keys;
    const ids = Array.isArray(keys) ? keys : [keys];
    const rows = await database("seed_company_members").select("company", "role").whereIn("id", ids);
    for (const row of rows) {
      await requireMember(database, accountability.user, row.company, intents["remove-member"].roles);
      if (row.role === "SEED_PM") throw forbidden();
    }
    for (const company of new Set(rows.filter((row) => row.role === "ORG_ADMIN").map((row) => row.company))) {
      const other = await database("seed_company_members").select("id").where({ company, role: "ORG_ADMIN" }).whereNotIn("id", ids).first();
      if (!other) throw invalid("A company keeps at least one ORG_ADMIN");
    }
    return keys;
  });

  // An application's stage moves in one conditional write (issue 51, item 6; issue 48): Directus'
  // update checks its filter and writes afterwards, in two steps, so an offer accepted and declined at
  // once could be both, the second write replacing the first. Here the write names the stages it may
  // come from (../shared/hiring.mjs, `moves`): of two at once exactly one moves it, the other is
  // answered 409 STAGE_CHANGED; nothing moves backwards. Checked before the write: a company's move
  // is made by the job's company's ORG_ADMIN or HIRING_MANAGER (never an INTERVIEWER), a learner's
  // (withdraw; accept or decline an offer) by the applicant, each writing only its move's fields.
  filter("seed_applications.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    if (!("stage" in payload)) {
      // A stage's time or reason changes only with its stage.
      if (Object.keys(payload).some((field) => moveFields.includes(field))) throw forbidden();
      return payload;
    }
    const move = moves[payload.stage];
    if (!move) throw invalid("Unknown stage");
    if (Object.keys(payload).some((field) => field !== "stage" && !move.fields.includes(field))) throw forbidden();
    if ((keys ?? []).length !== 1) throw invalid("Move one application at a time");
    const application = await database("seed_applications")
      .join("seed_jobs", "seed_jobs.id", "seed_applications.job")
      .select("seed_jobs.company as company", "seed_applications.learner as learner")
      .where("seed_applications.id", keys[0])
      .first();
    if (move.by === "learner") {
      if (!application || application.learner !== accountability.user) throw forbidden();
    } else await requireMember(database, accountability.user, application?.company, ["ORG_ADMIN", "HIRING_MANAGER"]);
    if (payload.stage === "rejected" && !rejectReasons.includes(payload.reject_reason)) throw invalid("A rejection names its reason");
    const today = academyToday();
    if (payload.stage === "offer") checkOffer(payload, today);
    // An answer to an offer only through its answer-by day (ADR 041), even before the schedule expires it.
    const answering = payload.stage === "accepted" || payload.stage === "declined";
    if (answering) {
      const offer = await database("seed_applications").select("stage", "offer_answer_by").where({ id: keys[0] }).first();
      if (offer?.stage === "offer" && !offerOpen(storedDay(offer.offer_answer_by), today))
        throw new DirectusError("OFFER_EXPIRED", "The offer's answer-by date has passed.", 409);
    }
    const moved = await database("seed_applications").update({ stage: payload.stage }).where({ id: keys[0] }).whereIn("stage", move.from);
    if (moved !== 1) throw new DirectusError("STAGE_CHANGED", "The application is no longer at a stage this step follows.", 409);
    // Directus' own write then sets only the step's time (the stage is written).
    const rest = { ...payload };
    delete rest.stage;
    return rest;
  });

  // A learner's answer to an interview (issue 48, item 3): to their own application's interview, while
  // it is at the interview stage, once, in one conditional write (of a confirmation and a request for
  // another time sent at once, one is stored, the other answered 409 INTERVIEW_ANSWERED). The
  // learner's permission writes only `learner_answer` and `answered_at` (the company's, never them).
  filter("seed_interviews.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("learner_answer" in payload)) return payload;
    if (!interviewAnswers.includes(payload.learner_answer)) throw invalid("An answer is confirmed or another-time");
    if ((keys ?? []).length !== 1) throw invalid("Answer one interview at a time");
    const interview = await database("seed_interviews")
      .join("seed_applications", "seed_applications.id", "seed_interviews.application")
      .select("seed_applications.learner as learner", "seed_applications.stage as stage")
      .where("seed_interviews.id", keys[0])
      .first();
    if (!interview || interview.learner !== accountability.user) throw forbidden();
    if (interview.stage !== "interview") throw new DirectusError("STAGE_CHANGED", "The application is no longer at its interviews.", 409);
    const answered = await database("seed_interviews")
      .update({ learner_answer: payload.learner_answer })
      .where({ id: keys[0] })
      .whereNull("learner_answer");
    if (answered !== 1) throw new DirectusError("INTERVIEW_ANSWERED", "This interview already has an answer.", 409);
    const rest = { ...payload };
    delete rest.learner_answer;
    return rest;
  });

  // A learner's application (issue 48, item 1): their own (the permission presets them and the
  // stage `applied`), to an open job, once (a unique index on job and learner behind the check, so
  // two at once store one row), with the match computed here from the job's skills and the
  // learner's competencies, whatever the payload says. Other roles have no create: their permissions refuse it.
  filter("seed_applications.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !(await isLearner(database, accountability))) return payload;
    const user = accountability.user;
    if (payload.learner != null && idOf(payload.learner) !== user) throw forbidden();
    const job = await database("seed_jobs")
      .select("id", "skills", "status")
      .where({ id: idOf(payload.job) ?? 0 })
      .first();
    if (!job || job.status !== "open") throw jobNotOpen();
    await database
      .raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_applications_once ON seed_applications ("job", "learner")')
      .catch((error) => logger.warn(`seed-partner-rules: no unique index on applications: ${error.message}`));
    if (await database("seed_applications").select("id").where({ job: job.id, learner: user }).first())
      throw new DirectusError("RECORD_NOT_UNIQUE", "You have already applied to this job.", 400);
    const skills = (Array.isArray(parsedJson(job.skills)) ? parsedJson(job.skills) : []).map((s) => ({
      name: String(s?.name ?? ""),
      level: Number(s?.level) || 0,
      weight: Number(s?.weight) || 0,
    }));
    const levels = Object.fromEntries(
      (await database("seed_competencies").select("key", "value").where({ user })).map((c) => [String(c.key), Number(c.value) || 0]),
    );
    return { ...payload, match: Math.round(jobMatch(skills, levels) * 1000) / 1000, applied_at: new Date().toISOString() };
  });

  /** Rows that name their company: who of its members may create one. */
  const byCompany = {
    // Invitations (the user column is unique: one company per person).
    seed_company_members: creators("seed_company_members"),
    seed_jobs: creators("seed_jobs"),
    seed_briefs: creators("seed_briefs"),
    // Every action of every member writes its line.
    seed_audit_log: null,
    seed_partner_events: creators("seed_partner_events"),
    seed_brand_assets: creators("seed_brand_assets"),
    seed_partner_office_hours: creators("seed_partner_office_hours"),
    seed_partner_tickets: creators("seed_partner_tickets"),
  };
  for (const [collection, roles] of Object.entries(byCompany))
    guard(collection, async (payload, user, database, accountability) => {
      // A new company's first ORG_ADMIN is added by the academy's staff (issue 50), who are no member.
      if (collection === "seed_company_members" && (await isStaff(database, accountability))) return;
      await requireMember(database, user, idOf(payload.company), roles);
    });

  // Issue 51, item 1 (after the company check, so another company's admin gets a plain 403): a
  // company adds only a new partner invitee (never a learner, staff, or an account already active),
  // and only while its plan has a seat (the Seed PM takes none). The app says so with words first
  // (features/portals/partner, `hasFreeSeat`).
  guard("seed_company_members", async (payload, _user, database) => {
    const invitee = await database("directus_users")
      .join("directus_roles", "directus_roles.id", "directus_users.role")
      .select("directus_users.status as status", "directus_roles.name as role")
      .where("directus_users.id", idOf(payload.user))
      .first();
    if (invitee?.role !== "seed-partner" || invitee.status !== "invited") throw invalid("Only a new partner invitee becomes a member");
    const company = await database("seed_companies")
      .select("billing_plan")
      .where({ id: idOf(payload.company) })
      .first();
    const plan = company ? await database("seed_partner_plans").select("seats").where({ code: company.billing_plan }).first() : null;
    const taken = await database("seed_company_members")
      .where({ company: idOf(payload.company) })
      .andWhere((rows) => rows.whereNull("role").orWhereNot("role", "SEED_PM"))
      .count({ n: "*" })
      .first();
    if (!plan || Number(taken?.n ?? 0) >= Number(plan.seats ?? 0)) throw invalid("Every seat of the company's plan is taken");
  });

  // A company as the academy's staff write it (issue 50, /staff/companies): its domain no other
  // company's (in any case), its plan one that exists with a seat for each member it has (the Seed PM
  // takes none), and never deleted while it holds rows or a member who accepted their invitation
  // (its rows would go with it). The app says so with words first (features/staff/structure/companies).
  const checkCompany = async (payload, keys, database) => {
    // Issue 48, item 5: the hiring settings, whole numbers in their ranges (../shared/hiring.mjs).
    for (const [field, { min, max }] of Object.entries(hireSettingsLimits))
      if (field in payload) {
        const value = Number(payload[field]);
        if (!Number.isSafeInteger(value) || value < min || value > max) throw invalid(`${field} is a whole number from ${min} to ${max}`);
      }
    if ("domain" in payload && payload.domain != null) {
      const domain = String(payload.domain).toLowerCase();
      const other = await database("seed_companies")
        .select("id")
        .whereRaw("lower(domain) = ?", [domain])
        .modify((rows) => (keys.length ? rows.whereNotIn("id", keys) : rows))
        .first();
      if (other) throw new DirectusError("RECORD_NOT_UNIQUE", "Another company has this domain.", 400);
    }
    if ("billing_plan" in payload) {
      const plan = await database("seed_partner_plans").select("seats").where({ code: payload.billing_plan }).first();
      if (!plan) throw invalid("The plan does not exist");
      for (const company of keys) {
        const taken = await database("seed_company_members")
          .where({ company })
          .andWhere((rows) => rows.whereNull("role").orWhereNot("role", "SEED_PM"))
          .count({ n: "*" })
          .first();
        if (Number(taken?.n ?? 0) > Number(plan.seats ?? 0)) throw invalid("The plan has fewer seats than the company has members");
      }
    }
  };
  filter("seed_companies.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    await checkCompany(payload, [], database);
    return "domain" in payload && payload.domain != null ? { ...payload, domain: String(payload.domain).toLowerCase() } : payload;
  });
  filter("seed_companies.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    await checkCompany(payload, keys ?? [], database);
    return "domain" in payload && payload.domain != null ? { ...payload, domain: String(payload.domain).toLowerCase() } : payload;
  });
  filter("seed_companies.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return keys;
    const ids = Array.isArray(keys) ? keys : [keys];
    for (const collection of companyRows)
      if (await database(collection).select("id").whereIn("company", ids).first()) throw invalid("The company still holds rows");
    const accepted = await database("seed_company_members")
      .join("directus_users", "directus_users.id", "seed_company_members.user")
      .select("seed_company_members.id")
      .whereIn("seed_company_members.company", ids)
      .whereNot("directus_users.status", "invited")
      .first();
    if (accepted) throw invalid("The company has members");
    return keys;
  });

  // A plan and an invoice as the academy's staff write them (issue 50, /staff/plans and
  // /staff/invoices). A plan companies are on keeps its code (they name it), a seat for each of their
  // members, and is never deleted; an invoice's number is no other invoice's (in any case) and its
  // period ends on or after its start. The app says so with words first (features/staff/structure).
  const companiesOn = (database, codes) => database("seed_companies").select("id").whereIn("billing_plan", codes);
  filter("seed_partner_plans.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    const plans = await database("seed_partner_plans")
      .select("code")
      .whereIn("id", keys ?? []);
    const codes = plans.map((plan) => plan.code);
    if ("code" in payload && codes.some((code) => code !== payload.code) && (await companiesOn(database, codes).first()))
      throw invalid("Companies are on this plan, so its code stays");
    if ("seats" in payload)
      for (const company of await companiesOn(database, codes)) {
        const taken = await database("seed_company_members")
          .where({ company: company.id })
          .andWhere((rows) => rows.whereNull("role").orWhereNot("role", "SEED_PM"))
          .count({ n: "*" })
          .first();
        if (Number(taken?.n ?? 0) > Number(payload.seats ?? 0)) throw invalid("A company on this plan has more members than its seats");
      }
    return payload;
  });
  filter("seed_partner_plans.items.delete", async (keys, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return keys;
    const ids = Array.isArray(keys) ? keys : [keys];
    const codes = (await database("seed_partner_plans").select("code").whereIn("id", ids)).map((plan) => plan.code);
    if (await companiesOn(database, codes).first()) throw invalid("Companies are on this plan");
    return keys;
  });
  const checkInvoice = async (payload, keys, database) => {
    if ("number" in payload && payload.number != null) {
      const other = await database("seed_invoices")
        .select("id")
        .whereRaw("lower(number) = ?", [String(payload.number).toLowerCase()])
        .modify((rows) => (keys.length ? rows.whereNotIn("id", keys) : rows))
        .first();
      if (other) throw new DirectusError("RECORD_NOT_UNIQUE", "Another invoice has this number.", 400);
    }
    const start = dayOf(payload.period_start);
    const end = dayOf(payload.period_end);
    if (start && end && end < start) throw invalid("An invoice's period ends on or after its start");
  };
  filter("seed_invoices.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    await checkInvoice(payload, [], database);
    return payload;
  });
  filter("seed_invoices.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    await checkInvoice(payload, keys ?? [], database);
    return payload;
  });

  // An interview: for an application to one of the company's jobs, with one of its people.
  guard("seed_interviews", async (payload, user, database) => {
    const application = await database("seed_applications")
      .join("seed_jobs", "seed_jobs.id", "seed_applications.job")
      .select("seed_jobs.company as company")
      .where("seed_applications.id", idOf(payload.application))
      .first();
    await requireMember(database, user, application?.company, creators("seed_interviews"));
    if (!(await membership(database, idOf(payload.interviewer), application.company)))
      throw invalid("The interviewer is not a member of this company");
  });

  // An RSVP: to one of the company's events.
  guard("seed_partner_event_rsvps", async (payload, user, database) => {
    const event = await database("seed_partner_events")
      .select("company")
      .where({ id: idOf(payload.event) })
      .first();
    await requireMember(database, user, event?.company, creators("seed_partner_event_rsvps"));
  });

  // A mentor slot learners book: published by a MENTOR of a company, with their office hours, under
  // their own name and company's, never a name of the payload's choosing (issue 51, item 9).
  filter("seed_mentor_slots.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    const mentor = await database("seed_company_members")
      .join("directus_users", "directus_users.id", "seed_company_members.user")
      .join("seed_companies", "seed_companies.id", "seed_company_members.company")
      .select("directus_users.first_name as first", "directus_users.last_name as last", "seed_companies.name as company")
      .where({ "seed_company_members.user": accountability.user })
      .whereIn("seed_company_members.role", creators("seed_mentor_slots"))
      .first();
    if (!mentor) throw forbidden();
    // Issue 49, item 5: the slot is the mentor's own and publishes office hours of theirs (or none).
    const hours = idOf(payload.office_hours);
    if (
      hours != null &&
      !(await database("seed_partner_office_hours").select("id").where({ id: hours, mentor: accountability.user }).first())
    )
      throw forbidden();
    const name = [mentor.first, mentor.last].filter(Boolean).join(" ") || "—";
    return { ...payload, mentor: accountability.user, mentor_name: `${name} · ${mentor.company}` };
  });

  // A mentor's feedback (issue 49, item 5): by a MENTOR, on a project a learner named in a booking of
  // one of their own slots; the learner is the project's, the name the mentor's own, whatever the payload said.
  filter("seed_mentor_feedback.items.create", async (payload, _meta, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    const user = accountability.user;
    const mentor = await database("seed_company_members")
      .join("directus_users", "directus_users.id", "seed_company_members.user")
      .join("seed_companies", "seed_companies.id", "seed_company_members.company")
      .select("directus_users.first_name as first", "directus_users.last_name as last", "seed_companies.name as company")
      .where({ "seed_company_members.user": user })
      .whereIn("seed_company_members.role", creators("seed_mentor_feedback"))
      .first();
    if (!mentor) throw forbidden();
    const booked = await database("seed_mentor_slots")
      .join("seed_projects", "seed_projects.id", "seed_mentor_slots.project")
      .select("seed_projects.user as learner")
      .where({ "seed_mentor_slots.mentor": user, "seed_mentor_slots.project": idOf(payload.project) })
      .whereRaw("seed_mentor_slots.booked_by = seed_projects.user")
      .first();
    if (!booked) throw forbidden();
    const name = [mentor.first, mentor.last].filter(Boolean).join(" ") || "—";
    return { ...payload, mentor: user, learner: booked.learner, mentor_name: `${name} · ${mentor.company}` };
  });

  // A learner opened a job's page (issue 48, item 6; ADR 046): their own row (the permission presets
  // them), for an open job, once per job (a unique index on job and learner behind the check, so two
  // tabs at once store one row: the second gets 400 RECORD_NOT_UNIQUE, which the app lets pass).
  filter("seed_job_views.items.create", async (payload, _meta, { accountability, database }) => {
    // Other roles have no create: their permissions refuse it after this hook.
    if (!accountability?.user || accountability.admin || !(await isLearner(database, accountability))) return payload;
    const user = accountability.user;
    if (payload.learner != null && idOf(payload.learner) !== user) throw forbidden();
    const job = await database("seed_jobs")
      .select("id", "status")
      .where({ id: idOf(payload.job) ?? 0 })
      .first();
    if (!job || job.status !== "open") throw jobNotOpen();
    await database
      .raw('CREATE UNIQUE INDEX IF NOT EXISTS seed_job_views_once ON seed_job_views ("job", "learner")')
      .catch((error) => logger.warn(`seed-partner-rules: no unique index on job views: ${error.message}`));
    if (await database("seed_job_views").select("id").where({ job: job.id, learner: user }).first())
      throw new DirectusError("RECORD_NOT_UNIQUE", "This view is already counted.", 400);
    return payload;
  });

  // A job's interview kit (issue 48, item 3): by the job's company's hiring side (the permission
  // table's `save-kit`), once per job (a unique column), its criteria and questions lists of text in
  // their limits (../shared/hiring.mjs, `kitProblem`). An update's filter names the company already.
  const checkKit = (kit) => {
    const problem = kitProblem(parsedJson(kit.criteria), parsedJson(kit.questions));
    if (problem) throw invalid(`An interview kit's criteria and questions are short texts in their limits (${problem})`);
  };
  guard("seed_interview_kits", async (payload, user, database) => {
    const job = await database("seed_jobs")
      .select("company")
      .where({ id: idOf(payload.job) ?? 0 })
      .first();
    await requireMember(database, user, job?.company, creators("seed_interview_kits"));
    checkKit(payload);
  });
  filter("seed_interview_kits.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    if ("job" in payload) throw forbidden();
    for (const id of keys ?? []) {
      const kit = await database("seed_interview_kits").select("criteria", "questions").where({ id }).first();
      if (kit) checkKit({ ...kit, ...payload });
    }
    return payload;
  });

  // Feedback on an interview (issue 48, item 3) is scored on the job's kit: each of its criteria once,
  // a whole number from 1 to 5, and nothing else (a job without a kit: its skills, `defaultKitCriteria`).
  filter("seed_interviews.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin || !("scores" in payload) || payload.scores == null) return payload;
    for (const id of keys ?? []) {
      const row = await database("seed_interviews")
        .join("seed_applications", "seed_applications.id", "seed_interviews.application")
        .join("seed_jobs", "seed_jobs.id", "seed_applications.job")
        .leftJoin("seed_interview_kits", "seed_interview_kits.job", "seed_jobs.id")
        .select("seed_jobs.skills as skills", "seed_interview_kits.criteria as criteria")
        .where("seed_interviews.id", id)
        .first();
      if (!row) continue;
      const criteria = Array.isArray(parsedJson(row.criteria)) ? parsedJson(row.criteria) : defaultKitCriteria(parsedJson(row.skills));
      const scores = parsedJson(payload.scores);
      const keysOf = scores && typeof scores === "object" && !Array.isArray(scores) ? Object.keys(scores) : null;
      if (
        !keysOf ||
        keysOf.length !== criteria.length ||
        criteria.some((c) => !Number.isInteger(scores[c]) || scores[c] < 1 || scores[c] > 5)
      )
        throw invalid("Feedback scores each of the job's rubric criteria once, from 1 to 5");
    }
    return payload;
  });

  // A hire's rating (issue 48, item 5; ADR 046): by a HIRING_MANAGER of the job's company (the
  // permission table's `rate-hire`), of an accepted application, once its company's time has come
  // (`hire_rating_days` after the learner accepted), with skills that are the job's own; once per hire
  // (a unique column: two at once store one).
  guard("seed_hire_ratings", async (payload, user, database) => {
    const hire = await withCompany(database)
      .select(
        "seed_jobs.company as company",
        "seed_jobs.skills as skills",
        "seed_applications.stage as stage",
        "seed_applications.decided_at as decidedAt",
        "seed_companies.hire_rating_days as days",
      )
      .where("seed_applications.id", idOf(payload.application) ?? 0)
      .first();
    await requireMember(database, user, hire?.company, creators("seed_hire_ratings"));
    if (hire.stage !== "accepted") throw invalid("Only a hire is rated");
    if (!hireRatingDue(storedTime(hire.decidedAt), Number(hire.days)))
      throw new DirectusError("RATING_NOT_DUE", "This hire is rated once the company's time after the hire has passed.", 400);
    checkRating(payload, hire.skills);
  });
  /** A rating's quality (a whole number) and its skills that grew (the job's own, each once). */
  const checkRating = (payload, jobSkills) => {
    if ("quality" in payload && !Number.isInteger(Number(payload.quality))) throw invalid("A hire's quality is a whole number from 1 to 5");
    const names = (Array.isArray(parsedJson(jobSkills)) ? parsedJson(jobSkills) : []).map((s) => String(s?.name ?? ""));
    const grown = parsedJson(payload.skills_grown) ?? [];
    if (!Array.isArray(grown) || grown.some((name) => !names.includes(name)) || new Set(grown).size !== grown.length)
      throw invalid("The skills that grew are the job's own, each once");
  };
  // A rating changed later (its permission's filter names the job's company's hiring managers): the same rules.
  filter("seed_hire_ratings.items.update", async (payload, { keys }, { accountability, database }) => {
    if (!accountability?.user || accountability.admin) return payload;
    for (const id of keys ?? []) {
      const row = await database("seed_hire_ratings")
        .join("seed_applications", "seed_applications.id", "seed_hire_ratings.application")
        .join("seed_jobs", "seed_jobs.id", "seed_applications.job")
        .select("seed_jobs.skills as skills")
        .where("seed_hire_ratings.id", id)
        .first();
      if (row) checkRating(payload, row.skills);
    }
    return payload;
  });

  // After a hire, its time (the company's `hire_rating_days`) has come: the job's hiring managers are
  // asked to rate it (issue 48, item 5; ADR 046), once: Directus' schedule (SEED_HIRE_RATING), one
  // conditional write per hire (`… WHERE rating_asked_at IS NULL`), then a notification row for each
  // of the job's company's HIRING_MANAGERs. A company without one is asked when it has one.
  schedule(String(env.SEED_HIRE_RATING ?? "0 * * * *"), async () => {
    try {
      if (!(await db.schema.hasColumn("seed_applications", "rating_asked_at"))) return;
      const now = Date.now();
      const due = await withCompany(db)
        .select(
          "seed_applications.id as id",
          "seed_applications.learner as learner",
          "seed_applications.decided_at as decidedAt",
          "seed_jobs.title as title",
          "seed_jobs.company as company",
          "seed_companies.hire_rating_days as days",
        )
        .where("seed_applications.stage", "accepted")
        .whereNull("seed_applications.rating_asked_at")
        .whereNotNull("seed_applications.decided_at")
        .limit(1000)
        .then((rows) => rows.filter((row) => hireRatingDue(storedTime(row.decidedAt), Number(row.days), now)));
      if (!due.length) return;
      const notifications = new services.ItemsService("seed_notifications", { schema: await getSchema(), knex: db });
      for (const hire of due) {
        const managers = await db("seed_company_members").select("user").where({ company: hire.company, role: "HIRING_MANAGER" });
        if (!managers.length) continue;
        const asked = await db("seed_applications")
          .update({ rating_asked_at: new Date().toISOString() })
          .where({ id: hire.id })
          .whereNull("rating_asked_at");
        if (asked !== 1) continue;
        const name = await learnerName(hire.learner);
        const rows = managers.map((m) => ({
          user: m.user,
          kind: "hire.rate",
          params: { job: hire.title, learner: name },
          link: `/partner/portal/talent-pipeline/hires#hire-${hire.id}`,
        }));
        await notifications.createMany(rows);
        await mailNotifications(rows);
        logger.info(`seed-partner-rules: hire ${hire.id} is due for its rating`);
      }
    } catch (error) {
      logger.error(error, "seed-partner-rules: asking for hire ratings failed");
    }
  });

  // An offer left unanswered past its answer-by day expires (issue 48, item 1; ADR 041): Directus'
  // schedule (SEED_OFFER_EXPIRY), one conditional write per offer (only from `offer`, so a learner's
  // answer at the same moment either came first or is refused), then both sides are told: the learner
  // and the job's hiring managers (its ORG_ADMINs when it has none), as notifications in the app.
  schedule(String(env.SEED_OFFER_EXPIRY ?? "*/5 * * * *"), async () => {
    try {
      if (!(await db.schema.hasColumn("seed_applications", "offer_answer_by"))) return;
      const today = academyToday();
      const due = await withCompany(db)
        .select(
          "seed_applications.id as id",
          "seed_applications.learner as learner",
          "seed_jobs.id as job",
          "seed_jobs.title as title",
          "seed_jobs.company as company",
          "seed_companies.name as companyName",
          "seed_applications.offer_answer_by as answerBy",
        )
        .whereIn("seed_applications.stage", expiry.from)
        .whereNotNull("seed_applications.offer_answer_by")
        .limit(1000)
        .then((rows) => rows.filter((row) => !offerOpen(storedDay(row.answerBy), today)));
      if (!due.length) return;
      const schema = await getSchema();
      for (const offer of due) {
        const name = await learnerName(offer.learner);
        const members = await db("seed_company_members")
          .select("user", "role")
          .where({ company: offer.company })
          .whereIn("role", ["HIRING_MANAGER", "ORG_ADMIN"]);
        const managers = members.filter((m) => m.role === "HIRING_MANAGER");
        const rows = [
          ...(offer.learner
            ? [
                {
                  user: offer.learner,
                  kind: "offer.expired",
                  params: { job: offer.title, company: offer.companyName },
                  link: `/student/portal/market/internships/${offer.job}`,
                },
              ]
            : []),
          ...(managers.length ? managers : members).map((m) => ({
            user: m.user,
            kind: "offer.lapsed",
            params: { job: offer.title, learner: name },
            link: `/partner/portal/talent-pipeline/jobs/${offer.job}/shortlist`,
          })),
        ];
        // The stage and both sides' notifications in one transaction: no one reads an expired offer
        // nobody was told of, and a failed notice leaves the offer for the next tick. The reads above
        // come first: SQLite's one connection is the transaction's until it ends.
        const expired = await db.transaction(async (trx) => {
          const changed = await trx("seed_applications")
            .update({ stage: expiry.stage, expired_at: new Date().toISOString() })
            .where({ id: offer.id })
            .whereIn("stage", expiry.from);
          if (changed === 1 && rows.length) await new services.ItemsService("seed_notifications", { schema, knex: trx }).createMany(rows);
          return changed === 1;
        });
        if (!expired) continue;
        await mailNotifications(rows);
        logger.info(`seed-partner-rules: offer ${offer.id} expired unanswered`);
      }
    } catch (error) {
      logger.error(error, "seed-partner-rules: expiring offers failed");
    }
  });
};
