import { index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The enterprise partner portal (spec 001 §2) under /partner/portal: members of a partner company
 * only (its layout's middleware), each reading only their company's rows with their own token. One
 * URL, one route module (issue 46, item 1). Which member role may send which of a page's forms: the
 * portal's permission table (cms/extensions/shared/partner-portal.mjs), which lists these pages too
 * (tests/integration/partner-permissions.test.ts keeps the two the same).
 */
export const partnerPortalRoutes = [
  ...prefix("partner/portal", [
    index("routes/portals/partner/index.ts"),
    layout("routes/portals/partner/layout.tsx", [
      route("dashboard", "routes/portals/partner/dashboard.tsx"),
      route("analytics", "routes/portals/partner/analytics.tsx"),
      // The talent pipeline: its jobs and candidates, then its list pages.
      route("talent-pipeline/jobs", "routes/portals/partner/talent-pipeline/jobs.tsx"),
      // A new job and a job of the company: one form, empty or filled.
      route("talent-pipeline/jobs/new", "routes/portals/partner/talent-pipeline/job.tsx", { id: "partner-job-new" }),
      route("talent-pipeline/jobs/:id", "routes/portals/partner/talent-pipeline/job.tsx", { id: "partner-job" }),
      route("talent-pipeline/jobs/:id/shortlist", "routes/portals/partner/talent-pipeline/job-shortlist.tsx"),
      route("talent-pipeline/jobs/:id/interviews/schedule", "routes/portals/partner/talent-pipeline/job-schedule.tsx"),
      // An offer: start date, terms, answer-by date (issue 48, item 1; ADR 041).
      route("talent-pipeline/jobs/:id/offer", "routes/portals/partner/talent-pipeline/job-offer.tsx"),
      // A job's interview kit: questions and the rubric, from its skills until edited (issue 48, item 3).
      route("talent-pipeline/jobs/:id/kit", "routes/portals/partner/talent-pipeline/job-kit.tsx"),
      route("talent-pipeline/shortlist", "routes/portals/partner/talent-pipeline/shortlist.tsx"),
      route("talent-pipeline/offers", "routes/portals/partner/talent-pipeline/offers.tsx"),
      // The company's hires and their ratings (issue 48, item 5; ADR 046).
      route("talent-pipeline/hires", "routes/portals/partner/talent-pipeline/hires.tsx"),
      route("talent-pipeline/interviews", "routes/portals/partner/talent-pipeline/interviews.tsx"),
      // The section pages: the company's rows as facts and tables (features/portals/partner/section-page).
      route("talent-pipeline", "routes/portals/partner/talent-pipeline/overview.tsx"),
      route("talent-pipeline/interviews/kit", "routes/portals/partner/talent-pipeline/interview-kit.tsx"),
      route("co-design", "routes/portals/partner/co-design/overview.tsx"),
      route("co-design/skill-matrix", "routes/portals/partner/co-design/skill-matrix.tsx"),
      route("co-design/curriculum", "routes/portals/partner/co-design/curriculum.tsx"),
      route("co-design/briefs", "routes/portals/partner/co-design/briefs.tsx"),
      route("mentoring", "routes/portals/partner/mentoring/overview.tsx"),
      route("mentoring/calendar", "routes/portals/partner/mentoring/calendar.tsx"),
      route("mentoring/schedule", "routes/portals/partner/mentoring/schedule.tsx"),
      route("mentoring/feedback", "routes/portals/partner/mentoring/feedback.tsx"),
      route("brand-partnership", "routes/portals/partner/brand-partnership/overview.tsx"),
      route("brand-partnership/events", "routes/portals/partner/brand-partnership/events.tsx"),
      route("brand-partnership/assets", "routes/portals/partner/brand-partnership/assets.tsx"),
      route("billing-contracts", "routes/portals/partner/billing-contracts/overview.tsx"),
      route("billing-contracts/invoices", "routes/portals/partner/billing-contracts/invoices.tsx"),
      route("billing-contracts/plans", "routes/portals/partner/billing-contracts/plans.tsx"),
      // One invoice as a page to print or save as PDF (issue 50): not a page of the table (no forms).
      route("billing-contracts/invoices/:id", "routes/portals/partner/billing-contracts/invoice.tsx"),
      route("security-compliance", "routes/portals/partner/security-compliance/overview.tsx"),
      route("security-compliance/roles", "routes/portals/partner/security-compliance/roles.tsx"),
      route("security-compliance/audit-log", "routes/portals/partner/security-compliance/audit-log.tsx"),
      route("settings", "routes/portals/partner/settings/overview.tsx"),
      // A member row's Change role and Remove: child routes in a dialog over the list (ADR 055).
      route("settings/members", "routes/portals/partner/settings/members.tsx", [
        route(":id/role", "routes/portals/partner/settings/members/role.tsx"),
        route(":id/remove", "routes/portals/partner/settings/members/remove.tsx"),
      ]),
      route("settings/integrations", "routes/portals/partner/settings/integrations.tsx"),
      route("settings/notifications", "routes/portals/partner/settings/notifications.tsx"),
      route("settings/hiring", "routes/portals/partner/settings/hiring.tsx"),
      route("help", "routes/portals/partner/help/overview.tsx"),
      route("help/faq", "routes/portals/partner/help/faq.tsx"),
      route("help/ticket", "routes/portals/partner/help/ticket.tsx"),
      // The member's notifications (issue 47): a page of its own, beside the section pages.
      route("notifications", "routes/portals/partner/notifications.tsx"),
      // Any other path below the portal: 404 inside the portal's frame, to members only.
      route("*", "routes/portals/partner/not-found.tsx"),
    ]),
  ]),
];
