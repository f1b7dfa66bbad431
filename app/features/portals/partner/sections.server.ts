// The partner portal's section pages that show the company's rows as lists (issue 30): each reads with
// the member's own token (cms/permissions/partners.mjs keeps it to their company) and answers with
// tables already in the page's language (dates and VND formatted here), so the page carries no words
// it does not show.
import type { TFunction } from "i18next";
import type { DirectusClient } from "~/features/cms/directus.server";
import { formatVnd, hiringMetrics, percent } from "./metrics";
import { nameOf, readApplications, readInterviews, readJobs, readMembers, readRows, rubric, type Membership } from "./partner.server";
import { memberRoles, partnerHref, partnerSections, pageKeys } from "./paths";
import { dateTimeFormat } from "~/features/i18n/intl-cache";

type Row = Record<string, unknown>;
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
  settings?: { notifyEmail: boolean; ats: string; sso: string };
}

const safeHref = (value: unknown) => (typeof value === "string" && /^https?:\/\//.test(value) ? value : null);

export async function readSection(
  path: string,
  client: DirectusClient,
  member: Membership,
  t: TFunction,
  language: string,
): Promise<SectionContent> {
  const date = (value: unknown) =>
    typeof value === "string" && Number.isFinite(Date.parse(value))
      ? dateTimeFormat(language, { dateStyle: "medium", timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(value))
      : "—";
  const dateTime = (value: unknown) =>
    typeof value === "string" && Number.isFinite(Date.parse(value))
      ? dateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(value))
      : "—";
  const tr = (key: string) => t(`portal-partner:${key}`);
  const col = (...keys: string[]) => keys.map((k) => tr(`columns.${k}`));
  const section = partnerSections.find((s) => s.path === path);
  const pages = (section?.pages ?? []).map((p) => ({ path: partnerHref(p), label: tr(`pages.${pageKeys[p]}`) }));
  const out: SectionContent = { facts: [], tables: [], pages };
  const role = (r: string | null) => tr(`roles.${r ?? "none"}`);

  switch (path) {
    case "talent-pipeline": {
      const [jobs, applications] = await Promise.all([readJobs(client), readApplications(client)]);
      const funnel = hiringMetrics(applications).funnel;
      out.facts = [
        [tr("facts.openJobs"), String(jobs.filter((j) => j.status === "open").length)],
        ...funnel.map((s): [string, string] => [tr(`funnel.${s.stage}`), String(s.count)]),
      ];
      break;
    }
    case "talent-pipeline/interviews/kit": {
      out.tables.push({
        title: tr("kit.rubric"),
        columns: col("criterion", "question", "scale"),
        rows: rubric.map((r) => [tr(`rubric.${r}`), tr(`kit.questions.${r}`), tr("kit.scale")]),
      });
      break;
    }
    case "co-design":
    case "co-design/skill-matrix":
    case "co-design/curriculum": {
      const jobs = await readJobs(client);
      const skills = new Map<string, { jobs: number; level: number; weight: number }>();
      for (const job of jobs)
        for (const s of job.skills) {
          const have = skills.get(s.name) ?? { jobs: 0, level: 0, weight: 0 };
          skills.set(s.name, { jobs: have.jobs + 1, level: have.level + s.level, weight: have.weight + s.weight });
        }
      const matrix = [...skills].map(([name, s]) => ({ name, jobs: s.jobs, level: s.level / s.jobs, weight: s.weight / s.jobs }));
      if (path === "co-design") {
        const briefs = await readRows(client, "seed_briefs", ["id", "status"]);
        out.facts = [
          [tr("facts.skills"), String(matrix.length)],
          [tr("facts.briefs"), String(briefs.length)],
        ];
      } else if (path === "co-design/skill-matrix") {
        out.tables.push({
          title: tr("pages.skillMatrix"),
          columns: col("skill", "jobs", "level", "weight"),
          rows: matrix.map((s) => [s.name, String(s.jobs), `${percent(s.level)}%`, `${percent(s.weight)}%`]),
        });
      } else {
        // The modules to build with the academy: the most weighted skills first.
        out.tables.push({
          title: tr("pages.curriculum"),
          columns: col("module", "level", "jobs"),
          rows: matrix
            .sort((a, b) => b.weight * b.jobs - a.weight * a.jobs)
            .map((s, i) => [`${t("portal-partner:facts.module", { n: i + 1 })} · ${s.name}`, `${percent(s.level)}%`, String(s.jobs)]),
        });
      }
      break;
    }
    case "co-design/briefs": {
      const briefs = await readRows(client, "seed_briefs", [
        "id",
        "title",
        "kind",
        "status",
        "created_at",
        "author.id",
        "author.first_name",
        "author.last_name",
      ]);
      const isOwn = (brief: Record<string, unknown>) => (brief.author as { id?: string } | null)?.id === member.userId;
      out.tables.push({
        title: tr("pages.briefs"),
        rowIds: briefs.map((b) => Number(b.id)),
        // A brief's author never moderates it (issue 51, item 2): no buttons on their own.
        rowStates: briefs.map((b) => (isOwn(b) ? "own" : String(b.status))),
        columns: col("title", "kind", "status", "author", "date"),
        rows: briefs.map((b) => [
          String(b.title),
          tr(`kinds.${b.kind === "nda" ? "nda" : "brief"}`),
          tr(`briefStatus.${["approved", "rejected"].includes(String(b.status)) ? String(b.status) : "submitted"}`),
          nameOf(b.author),
          date(b.created_at),
        ]),
      });
      break;
    }
    case "mentoring":
    case "mentoring/calendar":
    case "mentoring/schedule": {
      const hours = await readRows(
        client,
        "seed_partner_office_hours",
        ["id", "starts_at", "ends_at", "mode", "mentor.first_name", "mentor.last_name"],
        ["starts_at"],
      );
      if (path === "mentoring") out.facts = [[tr("facts.officeHours"), String(hours.length)]];
      else
        out.tables.push({
          title: tr("pages.calendar"),
          columns: col("mentor", "starts", "ends", "mode"),
          rows: hours.map((h) => [
            nameOf(h.mentor),
            dateTime(h.starts_at),
            dateTime(h.ends_at),
            tr(`modes.${h.mode === "onsite" ? "onsite" : "online"}`),
          ]),
        });
      break;
    }
    case "mentoring/feedback": {
      const interviews = (await readInterviews(client)).filter((i) => i.feedback);
      out.tables.push({
        title: tr("pages.feedback"),
        columns: col("candidate", "job", "interviewer", "feedback"),
        rows: interviews.map((i) => [i.learner, i.job, i.interviewer, i.feedback ?? ""]),
      });
      break;
    }
    case "brand-partnership":
    case "brand-partnership/events":
    case "brand-partnership/assets": {
      const [events, assets, rsvps] = await Promise.all([
        readRows(
          client,
          "seed_partner_events",
          ["id", "title", "starts_at", "place", "proposed_by.first_name", "proposed_by.last_name"],
          ["starts_at"],
        ),
        readRows(client, "seed_brand_assets", ["id", "title", "kind", "url"], ["title"]),
        path === "brand-partnership/events" ? readRows(client, "seed_partner_event_rsvps", ["id", "event", "user"], ["id"]) : [],
      ]);
      const going = (eventId: unknown) => rsvps.filter((r) => Number(r.event) === Number(eventId));
      if (path === "brand-partnership")
        out.facts = [
          [tr("facts.events"), String(events.length)],
          [tr("facts.assets"), String(assets.length)],
        ];
      if (path === "brand-partnership/events")
        out.tables.push({
          title: tr("pages.events"),
          columns: col("title", "starts", "place", "proposedBy", "going"),
          rowIds: events.map((e) => Number(e.id)),
          rowStates: events.map((e) => (going(e.id).some((r) => r.user === member.userId) ? "going" : null)),
          rows: events.map((e) => [
            String(e.title),
            dateTime(e.starts_at),
            String(e.place ?? "—"),
            e.proposed_by ? nameOf(e.proposed_by) : tr("facts.academy"),
            String(going(e.id).length),
          ]),
        });
      if (path === "brand-partnership/assets") {
        const links: Record<string, string> = {};
        assets.forEach((a, i) => {
          const href = safeHref(a.url);
          if (href) links[`${i},0`] = href;
        });
        out.tables.push({
          title: tr("pages.assets"),
          columns: col("title", "kind"),
          rows: assets.map((a) => [
            String(a.title),
            ["logo", "guideline", "banner"].includes(String(a.kind)) ? tr(`assetKinds.${String(a.kind)}`) : String(a.kind ?? "—"),
          ]),
          links,
          rowIds: assets.map((a) => Number(a.id)),
        });
      }
      break;
    }
    case "billing-contracts":
    case "billing-contracts/invoices":
    case "billing-contracts/plans": {
      const [invoices, plans] = await Promise.all([
        readRows(client, "seed_invoices", ["id", "number", "amount_vnd", "issued_on", "due_on", "status"], ["-issued_on"]),
        readRows(client, "seed_partner_plans", ["id", "code", "seats", "monthly_vnd", "summary"], ["monthly_vnd"]),
      ]);
      const plan = plans.find((p) => p.code === member.plan);
      if (path === "billing-contracts") {
        const open = invoices.filter((i) => i.status !== "paid").reduce((sum, i) => sum + Number(i.amount_vnd ?? 0), 0);
        out.facts = [
          [tr("facts.plan"), member.plan || "—"],
          [tr("facts.seats"), plan ? String(plan.seats) : "—"],
          [tr("facts.monthly"), plan ? formatVnd(Number(plan.monthly_vnd), language) : "—"],
          [tr("facts.openAmount"), formatVnd(open, language)],
        ];
      }
      if (path === "billing-contracts/invoices")
        out.tables.push({
          title: tr("pages.invoices"),
          columns: col("number", "amount", "issued", "due", "status"),
          rows: invoices.map((i) => [
            String(i.number),
            formatVnd(Number(i.amount_vnd ?? 0), language),
            date(i.issued_on),
            date(i.due_on),
            tr(`invoiceStatus.${i.status === "paid" ? "paid" : "open"}`),
          ]),
        });
      if (path === "billing-contracts/plans")
        out.tables.push({
          title: tr("pages.plans"),
          columns: col("plan", "seats", "monthly", "current"),
          rows: plans.map((p) => [
            String(p.code),
            String(p.seats ?? "—"),
            formatVnd(Number(p.monthly_vnd ?? 0), language),
            p.code === member.plan ? tr("facts.yourPlan") : "",
          ]),
        });
      break;
    }
    case "security-compliance": {
      const [jobs, applications, companies] = await Promise.all([
        readJobs(client),
        readApplications(client),
        readRows(client, "seed_companies", ["id", "sso"]),
      ]);
      out.facts = [[tr("facts.sso"), String(companies[0]?.sso ?? "") || tr("facts.off")]];
      out.tables.push({
        title: tr("facts.slaCompliance"),
        columns: col("job", "slaTarget", "timeToInterview", "status"),
        rows: jobs.map((job) => {
          const metrics = hiringMetrics(
            applications.filter((a) => a.jobId === job.id),
            job.slaDays,
          );
          return [
            job.title,
            job.slaDays.toLocaleString(language),
            metrics.timeToInterview === null ? tr("dashboard.none") : metrics.timeToInterview.toLocaleString(language),
            metrics.withinSla === null ? "—" : tr(metrics.withinSla ? "metrics.withinSla" : "metrics.overSla"),
          ];
        }),
      });
      break;
    }
    case "security-compliance/roles": {
      out.tables.push({
        title: tr("pages.roles"),
        columns: col("role", "may"),
        rows: memberRoles.map((r) => [role(r), tr(`roleRights.${r}`)]),
      });
      break;
    }
    case "security-compliance/audit-log": {
      const lines = await readRows(client, "seed_audit_log", [
        "id",
        "action",
        "target",
        "created_at",
        "actor.first_name",
        "actor.last_name",
      ]);
      out.tables.push({
        title: tr("pages.auditLog"),
        columns: col("when", "who", "action", "target"),
        rows: lines.map((l) => [dateTime(l.created_at), nameOf(l.actor), String(l.action), String(l.target ?? "")]),
      });
      break;
    }
    case "settings":
    case "settings/integrations":
    case "settings/notifications": {
      const [company] = await readRows(client, "seed_companies", [
        "id",
        "name",
        "domain",
        "billing_plan",
        "ats_integration",
        "sso",
        "notify_email",
      ]);
      const c = (company ?? {}) as Row;
      if (path === "settings")
        out.facts = [
          [tr("facts.company"), String(c.name ?? "—")],
          [tr("facts.domain"), String(c.domain ?? "—")],
          [tr("facts.plan"), String(c.billing_plan ?? "—")],
          [tr("facts.yourRole"), role(member.role)],
        ];
      if (path === "settings/integrations")
        out.facts = [
          [tr("facts.ats"), String(c.ats_integration ?? "") || tr("facts.off")],
          [tr("facts.sso"), String(c.sso ?? "") || tr("facts.off")],
        ];
      if (path === "settings/notifications")
        out.facts = [[tr("facts.notifyEmail"), tr(c.notify_email === false ? "facts.off" : "facts.on")]];
      out.settings = { notifyEmail: c.notify_email !== false, ats: String(c.ats_integration ?? ""), sso: String(c.sso ?? "") };
      break;
    }
    case "settings/members": {
      const members = await readMembers(client);
      out.tables.push({
        title: tr("pages.members"),
        columns: col("name", "role"),
        rows: members.map((m) => [m.name, role(m.role)]),
        rowIds: members.map((m) => m.id),
        rowStates: members.map((m) => m.role),
      });
      break;
    }
    case "help":
      out.facts = [[tr("facts.response"), tr("help.response")]];
      break;
    case "help/faq": {
      const faq = await readRows(client, "seed_partner_faq", ["id", "question", "answer", "sort"], ["sort"]);
      out.tables.push({
        title: tr("pages.faq"),
        columns: col("question", "answer"),
        rows: faq.map((f) => [String(f.question), String(f.answer ?? "")]),
      });
      break;
    }
    case "help/ticket": {
      const tickets = await readRows(client, "seed_partner_tickets", ["id", "subject", "status", "created_at", "answer"]);
      out.facts = [[tr("facts.response"), tr("help.response")]];
      out.tables.push({
        title: tr("help.yourTickets"),
        // The academy's answer (issue 47, given on /staff/tickets) under each ticket's own row.
        columns: col("subject", "status", "date", "answer"),
        rows: tickets.map((x) => [
          String(x.subject),
          tr(`ticketStatus.${x.status === "answered" || x.status === "closed" ? x.status : "open"}`),
          date(x.created_at),
          String(x.answer ?? "") || "—",
        ]),
      });
      break;
    }
  }
  return out;
}
