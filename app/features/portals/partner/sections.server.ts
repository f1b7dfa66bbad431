// The partner portal's section pages that show the company's rows as lists (issue 30): one reader per
// page, called by its route module's loader (app/routes/portals/partner/<section>/). Each reads with
// the member's own token (cms/permissions/partners.mjs keeps it to their company) and answers with
// tables already in the page's language (dates and VND formatted here), so the page carries no words
// it does not show.
import type { TFunction } from "i18next";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { MailPreference } from "~/features/notifications/mail-preference";
import { readMailPreference } from "~/features/notifications/mail-preference.server";
import { formatVnd, hiringMetrics, percent } from "./metrics";
import { readViewCounts } from "./hire-reads.server";
import { nameOf, readApplications, readInterviews, readJobs, readMembers, readCompanyRows, type Membership } from "./partner.server";
import { memberRoles, partnerHref, partnerSections, pageKeys, reads, seesOwnInterviewsOnly } from "./paths";
import { readKits, type Kit } from "./kit.server";
import { generalCriteria } from "../../../../cms/extensions/shared/hiring.mjs";
import { dateTimeFormat } from "~/features/i18n/intl-cache";
import { readGivenFeedback, readMenteeProjects, readOwnSlots } from "./mentoring.server";
import { fields } from "../../../../cms/extensions/shared/partner-portal.mjs";
import { readFaq as readFaqRows } from "~/features/portals/shared/faq.server";

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  /** A cell that is a link: `[row, column] → href` (only http(s) or the portal's own paths). */
  links?: Record<string, string>;
  /** Each row's id and state, where the page has a form per row (brief moderation, member roles). */
  rowIds?: number[];
  rowStates?: (string | null)[];
}
export interface SectionContent {
  facts: [string, string][];
  tables: Table[];
  /** Pages of the section (an overview lists them). */
  pages: { path: string; label: string }[];
  /** What a page's form starts from (settings: the company's notifications and connections). */
  settings?: { notifyEmail: boolean; ats: string; sso: string; mail?: MailPreference | null };
  /** Why the page shows no rows: the member's role (none) does not read them (issue 51, item 5). */
  notice?: string;
  /** A page form's choices, `[value, label]` (the mentor's feedback: the projects learners brought). */
  choices?: [string, string][];
}

/** What a page's reader works with: the member's token and membership, and the page's words and formats. */
export function sectionReader(path: string, client: DirectusClient, member: Membership, t: TFunction, language: string) {
  const when = (options: Intl.DateTimeFormatOptions) => (value: unknown) =>
    typeof value === "string" && Number.isFinite(Date.parse(value))
      ? dateTimeFormat(language, { ...options, timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(value))
      : "—";
  const tr = (key: string) => t(`portal-partner:${key}`);
  const section = partnerSections.find((s) => s.path === path);
  return {
    client,
    member,
    t,
    language,
    tr,
    col: (...keys: string[]) => keys.map((k) => tr(`columns.${k}`)),
    date: when({ dateStyle: "medium" }),
    dateTime: when({ dateStyle: "medium", timeStyle: "short" }),
    role: (r: string | null) => tr(`roles.${r ?? "none"}`),
    /** A section's overview lists its pages. */
    pages: (section?.pages ?? []).map((p) => ({ path: partnerHref(p), label: tr(`pages.${pageKeys[p]}`) })),
  };
}
export type SectionReader = ReturnType<typeof sectionReader>;

const content = (s: SectionReader, more: Partial<SectionContent>): SectionContent => ({ facts: [], tables: [], pages: s.pages, ...more });
/** A member without a member role reads none of the company's rows of `kind` (Directus says the same): the page says why. */
const withheld = (s: SectionReader) => ({ notice: s.tr("noMemberRole") });

const safeHref = (value: unknown) => (typeof value === "string" && /^https?:\/\//.test(value) ? value : null);

// ---- talent pipeline ----

export async function readTalentPipeline(s: SectionReader) {
  const [jobs, applications, views] = await Promise.all([readJobs(s.client), readApplications(s.client), readViewCounts(s.client)]);
  const funnel = hiringMetrics(applications, views.total, []).funnel;
  return content(s, {
    facts: [
      [s.tr("facts.openJobs"), String(jobs.filter((j) => j.status === "open").length)],
      ...funnel.map((step): [string, string] => [s.tr(`funnel.${step.stage}`), String(step.count)]),
    ],
  });
}

/**
 * The interview kits (issue 48, item 3): each job's questions and rubric, an INTERVIEWER's only for the
 * jobs they interview for (Directus reads them no others); each job's own page edits its kit.
 */
export async function readInterviewKit(s: SectionReader) {
  if (!reads(s.member.role, "interviews")) return content(s, withheld(s));
  const jobs = seesOwnInterviewsOnly(s.member.role)
    ? [...new Map((await readInterviews(s.client, s.member.userId)).map((i) => [i.jobId, { title: i.job, kit: i.kit }])).values()]
    : await (async () => {
        const open = (await readJobs(s.client)).filter((job) => job.status === "open").slice(0, 20);
        const kits = await readKits(s.client, open);
        return open.map((job) => ({ title: job.title, kit: kits.get(job.id) as Kit }));
      })();
  const label = (c: string) => ((generalCriteria as readonly string[]).includes(c) ? s.tr(`rubric.${c}`) : c);
  const questions = (kit: Kit) =>
    kit.questions.length
      ? kit.questions
      : kit.criteria.map((c) =>
          (generalCriteria as readonly string[]).includes(c)
            ? s.tr(`kit.questions.${c}`)
            : s.t("portal-partner:kit.defaultQuestion", { criterion: c }),
        );
  return content(s, {
    tables: jobs.flatMap(({ title, kit }) => [
      {
        title: `${title} · ${s.tr("kit.rubric")}`,
        columns: s.col("criterion", "scale"),
        rows: kit.criteria.map((c) => [label(c), s.tr("kit.scale")]),
      },
      { title: `${title} · ${s.tr("kit.questionsTitle")}`, columns: s.col("question"), rows: questions(kit).map((q) => [q]) },
    ]),
  });
}

// ---- co-design ----

/** The skills the company's jobs ask for: how many jobs, their mean level and weight. */
async function skillMatrix(client: DirectusClient) {
  const skills = new Map<string, { jobs: number; level: number; weight: number }>();
  for (const job of await readJobs(client))
    for (const skill of job.skills) {
      const have = skills.get(skill.name) ?? { jobs: 0, level: 0, weight: 0 };
      skills.set(skill.name, { jobs: have.jobs + 1, level: have.level + skill.level, weight: have.weight + skill.weight });
    }
  return [...skills].map(([name, v]) => ({ name, jobs: v.jobs, level: v.level / v.jobs, weight: v.weight / v.jobs }));
}

export async function readCoDesign(s: SectionReader) {
  const [matrix, briefs] = await Promise.all([skillMatrix(s.client), readCompanyRows(s.client, "seed_briefs", ["id", "status"])]);
  return content(s, {
    facts: [
      [s.tr("facts.skills"), String(matrix.length)],
      [s.tr("facts.briefs"), String(briefs.length)],
    ],
  });
}

export async function readSkillMatrix(s: SectionReader) {
  const matrix = await skillMatrix(s.client);
  return content(s, {
    tables: [
      {
        title: s.tr("pages.skillMatrix"),
        columns: s.col("skill", "jobs", "level", "weight"),
        rows: matrix.map((m) => [m.name, String(m.jobs), `${percent(m.level)}%`, `${percent(m.weight)}%`]),
      },
    ],
  });
}

/** The modules to build with the academy: the most weighted skills first. */
export async function readCurriculum(s: SectionReader) {
  const matrix = await skillMatrix(s.client);
  return content(s, {
    tables: [
      {
        title: s.tr("pages.curriculum"),
        columns: s.col("module", "level", "jobs"),
        rows: matrix
          .sort((a, b) => b.weight * b.jobs - a.weight * a.jobs)
          .map((m, i) => [`${s.t("portal-partner:facts.module", { n: i + 1 })} · ${m.name}`, `${percent(m.level)}%`, String(m.jobs)]),
      },
    ],
  });
}

export async function readBriefs(s: SectionReader) {
  const briefs = await readCompanyRows(s.client, "seed_briefs", [
    "id",
    "title",
    "body",
    "kind",
    "status",
    "created_at",
    { author: ["id", "first_name", "last_name"] },
  ]);
  const isOwn = (brief: (typeof briefs)[number]) => brief.author?.id === s.member.userId;
  return content(s, {
    tables: [
      {
        title: s.tr("pages.briefs"),
        rowIds: briefs.map((b) => Number(b.id)),
        // A brief's author never moderates it (issue 51, item 2): no buttons on their own.
        rowStates: briefs.map((b) => (isOwn(b) ? "own" : String(b.status))),
        // The whole text of each brief and NDA (issue 49, item 4): the Seed PM reads it before approving.
        columns: s.col("title", "text", "kind", "status", "author", "date"),
        rows: briefs.map((b) => [
          String(b.title),
          b.body ?? "",
          s.tr(`kinds.${b.kind === "nda" ? "nda" : "brief"}`),
          s.tr(`briefStatus.${["approved", "rejected"].includes(String(b.status)) ? String(b.status) : "submitted"}`),
          nameOf(b.author),
          s.date(b.created_at),
        ]),
      },
    ],
  });
}

// ---- mentoring ----

const readOfficeHours = (client: DirectusClient) =>
  readCompanyRows(
    client,
    "seed_partner_office_hours",
    ["id", "starts_at", "ends_at", "mode", { mentor: ["first_name", "last_name"] }],
    ["starts_at"],
  );

export async function readMentoring(s: SectionReader) {
  return content(s, { facts: [[s.tr("facts.officeHours"), String((await readOfficeHours(s.client)).length)]] });
}

/** The company's office hours as a table (the calendar, and the schedule page under its form). */
async function officeHoursTable(s: SectionReader): Promise<Table> {
  const hours = await readOfficeHours(s.client);
  return {
    title: s.tr("pages.calendar"),
    columns: s.col("mentor", "starts", "ends", "mode"),
    rows: hours.map((h) => [
      nameOf(h.mentor),
      s.dateTime(h.starts_at),
      s.dateTime(h.ends_at),
      s.tr(`modes.${h.mode === "onsite" ? "onsite" : "online"}`),
    ]),
  };
}

/** The company's office hours (the calendar). */
export async function readOfficeHoursCalendar(s: SectionReader) {
  return content(s, { tables: [await officeHoursTable(s)] });
}

/**
 * The schedule page (issue 49, item 5): a MENTOR's own office hours first, with who booked each and
 * the project they want to discuss (Directus shows a mentor only their own slots' bookings), then the
 * company's office hours.
 */
export async function readMentorSchedule(s: SectionReader) {
  const mentor = s.member.role === "MENTOR";
  const [company, own] = await Promise.all([officeHoursTable(s), mentor ? readOwnSlots(s.client, s.member.userId) : Promise.resolve(null)]);
  const ownTable: Table[] = own
    ? [
        {
          title: s.tr("mentoring.ownHours"),
          columns: s.col("starts", "mode", "bookedBy", "project"),
          rows: own.map((slot) => [
            s.dateTime(slot.startsAt),
            s.tr(`modes.${slot.mode === "onsite" ? "onsite" : "online"}`),
            slot.learner?.name ?? s.tr("mentoring.open"),
            slot.learner ? (slot.project?.title ?? s.tr("mentoring.noProject")) : "—",
          ]),
        },
      ]
    : [];
  return content(s, { tables: [...ownTable, company] });
}

/**
 * The mentor's feedback page (issue 49, item 5): the projects learners brought to their office hours
 * (the form's choices) and the feedback they gave. The interviewers' feedback stays in the hiring
 * pages: this page shows a member only their own mentoring feedback.
 */
export async function readMentoringFeedback(s: SectionReader) {
  const [projects, given] = await Promise.all([
    readMenteeProjects(s.client, s.member.userId),
    readGivenFeedback(s.client, s.member.userId),
  ]);
  return content(s, {
    choices: projects.map((p): [string, string] => [String(p.id), `${p.learner} · ${p.title}`]),
    tables: [
      {
        title: s.tr("mentoring.given"),
        columns: s.col("learner", "project", "feedback", "date"),
        rows: given.map((f) => [f.learnerName, f.project?.title ?? "—", f.body, s.date(f.created_at)]),
      },
    ],
  });
}

// ---- brand partnership ----

const readEvents = (client: DirectusClient) =>
  readCompanyRows(
    client,
    "seed_partner_events",
    ["id", "title", "starts_at", "place", { proposed_by: ["first_name", "last_name"] }],
    ["starts_at"],
  );
const readAssets = (client: DirectusClient) => readCompanyRows(client, "seed_brand_assets", ["id", "title", "kind", "url"], ["title"]);

export async function readBrand(s: SectionReader) {
  const [events, assets] = await Promise.all([readEvents(s.client), readAssets(s.client)]);
  return content(s, {
    facts: [
      [s.tr("facts.events"), String(events.length)],
      [s.tr("facts.assets"), String(assets.length)],
    ],
  });
}

export async function readBrandEvents(s: SectionReader) {
  const [events, rsvps] = await Promise.all([
    readEvents(s.client),
    readCompanyRows(s.client, "seed_partner_event_rsvps", ["id", "event", "user"], ["id"]),
  ]);
  const going = (eventId: unknown) => rsvps.filter((r) => Number(r.event) === Number(eventId));
  return content(s, {
    tables: [
      {
        title: s.tr("pages.events"),
        columns: s.col("title", "starts", "place", "proposedBy", "going"),
        rowIds: events.map((e) => Number(e.id)),
        rowStates: events.map((e) => (going(e.id).some((r) => r.user === s.member.userId) ? "going" : null)),
        rows: events.map((e) => [
          String(e.title),
          s.dateTime(e.starts_at),
          String(e.place ?? "—"),
          e.proposed_by ? nameOf(e.proposed_by) : s.tr("facts.academy"),
          String(going(e.id).length),
        ]),
      },
    ],
  });
}

export async function readBrandAssets(s: SectionReader) {
  const assets = await readAssets(s.client);
  const links: Record<string, string> = {};
  assets.forEach((a, i) => {
    const href = safeHref(a.url);
    if (href) links[`${i},0`] = href;
  });
  return content(s, {
    tables: [
      {
        title: s.tr("pages.assets"),
        columns: s.col("title", "kind"),
        rows: assets.map((a) => [
          String(a.title),
          ["logo", "guideline", "banner"].includes(String(a.kind)) ? s.tr(`assetKinds.${String(a.kind)}`) : String(a.kind ?? "—"),
        ]),
        links,
        rowIds: assets.map((a) => Number(a.id)),
      },
    ],
  });
}

// ---- billing and contracts ----

const readInvoices = (client: DirectusClient) =>
  readCompanyRows(client, "seed_invoices", ["id", "number", "amount_vnd", "issued_on", "due_on", "status"], ["-issued_on"]);
const readPlans = (client: DirectusClient) =>
  readCompanyRows(client, "seed_partner_plans", ["id", "code", "seats", "monthly_vnd", "summary", "features"], ["monthly_vnd"]);

export async function readBilling(s: SectionReader) {
  const [invoices, plans] = await Promise.all([
    reads(s.member.role, "invoices") ? readInvoices(s.client) : Promise.resolve([]),
    readPlans(s.client),
  ]);
  const plan = plans.find((p) => p.code === s.member.plan);
  const open = invoices.filter((i) => i.status !== "paid").reduce((sum, i) => sum + Number(i.amount_vnd ?? 0), 0);
  return content(s, {
    facts: [
      [s.tr("facts.plan"), s.member.plan || "—"],
      [s.tr("facts.seats"), plan ? String(plan.seats) : "—"],
      [s.tr("facts.monthly"), plan ? formatVnd(Number(plan.monthly_vnd), s.language) : "—"],
      [s.tr("facts.openAmount"), formatVnd(open, s.language)],
    ],
  });
}

export async function readBillingInvoices(s: SectionReader) {
  const allowed = reads(s.member.role, "invoices");
  const invoices = allowed ? await readInvoices(s.client) : [];
  return content(s, {
    ...(allowed ? {} : withheld(s)),
    tables: [
      {
        title: s.tr("pages.invoices"),
        columns: s.col("number", "amount", "issued", "due", "status"),
        // Each number leads to the invoice as a page to print (issue 50).
        links: Object.fromEntries(invoices.map((i, row) => [`${row},0`, partnerHref(`billing-contracts/invoices/${Number(i.id)}`)])),
        rows: invoices.map((i) => [
          String(i.number),
          formatVnd(Number(i.amount_vnd ?? 0), s.language),
          s.date(i.issued_on),
          s.date(i.due_on),
          s.tr(`invoiceStatus.${i.status === "paid" ? "paid" : "open"}`),
        ]),
      },
    ],
  });
}

export async function readBillingPlans(s: SectionReader) {
  const plans = await readPlans(s.client);
  return content(s, {
    tables: [
      {
        title: s.tr("pages.plans"),
        columns: s.col("plan", "seats", "monthly", "features", "current"),
        rows: plans.map((p) => [
          String(p.code),
          String(p.seats ?? "—"),
          formatVnd(Number(p.monthly_vnd ?? 0), s.language),
          // What the plan includes, one a line (issue 50: staff write them on /staff/plans).
          String(p.features ?? "").trim() || "—",
          p.code === s.member.plan ? s.tr("facts.yourPlan") : "",
        ]),
      },
    ],
  });
}

// ---- security and compliance ----

export async function readSecurity(s: SectionReader) {
  const [jobs, applications, companies] = await Promise.all([
    readJobs(s.client),
    readApplications(s.client),
    readCompanyRows(s.client, "seed_companies", ["id", "sso"]),
  ]);
  return content(s, {
    facts: [[s.tr("facts.sso"), String(companies[0]?.sso ?? "") || s.tr("facts.off")]],
    tables: [
      {
        title: s.tr("facts.slaCompliance"),
        columns: s.col("job", "slaTarget", "timeToInterview", "status"),
        rows: jobs.map((job) => {
          const metrics = hiringMetrics(
            applications.filter((a) => a.jobId === job.id),
            0,
            [],
            job.slaDays,
          );
          return [
            job.title,
            job.slaDays.toLocaleString(s.language),
            metrics.timeToInterview === null ? s.tr("dashboard.none") : metrics.timeToInterview.toLocaleString(s.language),
            metrics.withinSla === null ? "—" : s.tr(metrics.withinSla ? "metrics.withinSla" : "metrics.overSla"),
          ];
        }),
      },
    ],
  });
}

export async function readMemberRoles(s: SectionReader) {
  return content(s, {
    tables: [
      {
        title: s.tr("pages.roles"),
        columns: s.col("role", "may"),
        rows: memberRoles.map((r) => [s.role(r), s.tr(`roleRights.${r}`)]),
      },
    ],
  });
}

export async function readAuditLog(s: SectionReader) {
  const allowed = reads(s.member.role, "auditLog");
  const lines = allowed
    ? await readCompanyRows(s.client, "seed_audit_log", ["id", "action", "target", "created_at", { actor: ["first_name", "last_name"] }])
    : [];
  return content(s, {
    ...(allowed ? {} : withheld(s)),
    tables: [
      {
        title: s.tr("pages.auditLog"),
        columns: s.col("when", "who", "action", "target"),
        rows: lines.map((l) => [s.dateTime(l.created_at), nameOf(l.actor), String(l.action), String(l.target ?? "")]),
      },
    ],
  });
}

// ---- settings ----

/** The company's settings, and what its forms start from. */
async function readCompany(s: SectionReader) {
  const [company] = await readCompanyRows(s.client, "seed_companies", ["id", ...fields.company]);
  const c = company ?? {};
  return {
    c,
    settings: { notifyEmail: c.notify_email !== false, ats: String(c.ats_integration ?? ""), sso: String(c.sso ?? "") },
  };
}

export async function readSettings(s: SectionReader) {
  const { c, settings } = await readCompany(s);
  return content(s, {
    settings,
    facts: [
      [s.tr("facts.company"), String(c.name ?? "—")],
      [s.tr("facts.domain"), String(c.domain ?? "—")],
      [s.tr("facts.plan"), String(c.billing_plan ?? "—")],
      [s.tr("facts.yourRole"), s.role(s.member.role)],
    ],
  });
}

export async function readIntegrations(s: SectionReader) {
  const { c, settings } = await readCompany(s);
  return content(s, {
    settings,
    facts: [
      [s.tr("facts.ats"), String(c.ats_integration ?? "") || s.tr("facts.off")],
      [s.tr("facts.sso"), String(c.sso ?? "") || s.tr("facts.off")],
    ],
  });
}

/**
 * The member's own notifications by mail (issue 47, item 3), read with their own token: every member
 * chooses for themselves. The company's former switch (`notify_email`) decides nothing (ADR 033).
 */
export async function readNotificationSettings(s: SectionReader) {
  const { settings } = await readCompany(s);
  const mail = await readMailPreference(s.client);
  return content(s, { settings: { ...settings, mail }, facts: [[s.tr("facts.yourMail"), s.tr(`forms.mailChoices.${mail ?? "off"}`)]] });
}

export async function readMemberList(s: SectionReader) {
  const members = await readMembers(s.client);
  return content(s, {
    tables: [
      {
        title: s.tr("pages.members"),
        columns: s.col("name", "role"),
        rows: members.map((m) => [m.name, s.role(m.role)]),
        rowIds: members.map((m) => m.id),
        rowStates: members.map((m) => m.role),
      },
    ],
  });
}

// ---- help ----

export async function readHelp(s: SectionReader) {
  return content(s, { facts: [[s.tr("facts.response"), s.tr("help.response")]] });
}

export async function readFaq(s: SectionReader) {
  // Issue 50: rows of seed_faq (the partners' published questions, run on /staff/faq), in the reader's language or else the site language's.
  const faq = await readFaqRows(s.client, "partner", s.language);
  return content(s, {
    tables: [
      {
        title: s.tr("pages.faq"),
        columns: s.col("question", "answer"),
        rows: faq.map((f) => [String(f.question), String(f.answer ?? "")]),
      },
    ],
  });
}

export async function readTickets(s: SectionReader) {
  const tickets = await readCompanyRows(s.client, "seed_partner_tickets", ["id", "subject", "status", "created_at", "answer"]);
  return content(s, {
    facts: [[s.tr("facts.response"), s.tr("help.response")]],
    tables: [
      {
        title: s.tr("help.yourTickets"),
        // The academy's answer (issue 47, given on /staff/tickets) under each ticket's own row.
        columns: s.col("subject", "status", "date", "answer"),
        rows: tickets.map((x) => [
          String(x.subject),
          s.tr(`ticketStatus.${x.status === "answered" || x.status === "closed" ? x.status : "open"}`),
          s.date(x.created_at),
          String(x.answer ?? "") || "—",
        ]),
      },
    ],
  });
}
