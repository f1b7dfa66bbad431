import { index, layout, prefix, route } from "@react-router/dev/routes";
import { parseAdminContentPath } from "../../features/staff/admin/admin-path";

/** The admin content page's path, read when the app is built (issue 29, ADR 021). */
const adminPath = parseAdminContentPath(process.env.ADMIN_CONTENT_PATH).slice(1);

/**
 * Staff tools under /staff. The layout's middleware admits editors and content administrators
 * only, for loaders and actions alike; finer rules (e.g. delete = editors) stay in the actions.
 */
export const staffRoutes = [
  layout("routes/staff/layout.tsx", [
    ...prefix("staff", [
      // Where staff start (issue 47): the tools their role may open.
      index("routes/staff/home.tsx"),
      // A request's delete is a child route shown in a dialog over the list (ADR 055).
      route("requests", "routes/staff/requests.tsx", [route(":id/delete", "routes/staff/requests/delete.tsx")]),
      // Help tickets of learners and partners (issue 47): content administrators only, checked in each loader and action.
      route("tickets", "routes/staff/tickets.tsx"),
      route("tickets/:id", "routes/staff/ticket.tsx"),
      // A subscriber's Unsubscribe and Delete: child routes in a dialog over the list, its ?status= tab kept (ADR 055).
      route("subscribers", "routes/staff/subscribers.tsx", [
        route(":id/unsubscribe", "routes/staff/subscribers/unsubscribe.tsx"),
        route(":id/delete", "routes/staff/subscribers/delete.tsx"),
      ]),
      route("subscribers.csv", "routes/staff/subscribers-csv.ts"),
      // The academy's structure (issue 50): content administrators only, checked in each loader and
      // action. Each row action that needs input is a child route, shown in a dialog over its list (ADR 035).
      route("courses", "routes/staff/courses/list.tsx", [
        route("new", "routes/staff/courses/new.tsx"),
        route(":id/edit", "routes/staff/courses/edit.tsx"),
        route(":id/delete", "routes/staff/courses/delete.tsx"),
      ]),
      // Cohorts (issue 50): the intakes a class is taught to; one that classes name is never deleted.
      route("cohorts", "routes/staff/cohorts/list.tsx", [
        route("new", "routes/staff/cohorts/new.tsx"),
        route(":id/edit", "routes/staff/cohorts/edit.tsx"),
        route(":id/delete", "routes/staff/cohorts/delete.tsx"),
      ]),
      route("classes", "routes/staff/classes/list.tsx", [
        route("new", "routes/staff/classes/new.tsx"),
        route(":id/edit", "routes/staff/classes/edit.tsx"),
        route(":id/delete", "routes/staff/classes/delete.tsx"),
      ]),
      // Export CSV of the enrolments (issue 50, item 3), linked from the classes beside the admin
      // page's Import CSV, which enrols each learner in their cohort's classes.
      route("enrolments.csv", "routes/staff/enrolments-csv.ts"),
      route("programs", "routes/staff/programs/list.tsx", [
        route("new", "routes/staff/programs/new.tsx"),
        route(":id/edit", "routes/staff/programs/edit.tsx"),
        route(":id/delete", "routes/staff/programs/delete.tsx"),
      ]),
      // Partner companies (issue 50): creating one invites its first ORG_ADMIN; the Seed PM is given here.
      route("companies", "routes/staff/companies/list.tsx", [
        route("new", "routes/staff/companies/new.tsx"),
        route(":id/edit", "routes/staff/companies/edit.tsx"),
        route(":id/delete", "routes/staff/companies/delete.tsx"),
      ]),
      // Export CSV of the companies (issue 50, item 3).
      route("companies.csv", "routes/staff/companies-csv.ts"),
      // Import CSV of the companies (issue 50, item 3): a page of its own, preview kept on the server.
      route("companies/import", "routes/staff/companies/import.tsx"),
      // Partner plans and every company's invoices (issue 50): a plan companies are on is never deleted.
      route("plans", "routes/staff/plans/list.tsx", [
        route("new", "routes/staff/plans/new.tsx"),
        route(":id/edit", "routes/staff/plans/edit.tsx"),
        route(":id/delete", "routes/staff/plans/delete.tsx"),
      ]),
      route("invoices", "routes/staff/invoices/list.tsx", [
        route("new", "routes/staff/invoices/new.tsx"),
        route(":id/edit", "routes/staff/invoices/edit.tsx"),
        route(":id/delete", "routes/staff/invoices/delete.tsx"),
      ]),
      // The learners' resources and both FAQs (issue 50): rows with a language and an order.
      route("resources", "routes/staff/resources/list.tsx", [
        route("new", "routes/staff/resources/new.tsx"),
        route(":id/edit", "routes/staff/resources/edit.tsx"),
        route(":id/delete", "routes/staff/resources/delete.tsx"),
      ]),
      // Projects from partners' approved briefs, for any class (issue 49, item 4; the teacher's pages, ADR 052).
      route("projects", "routes/staff/projects/list.tsx"),
      route("projects/:project", "routes/staff/projects/project.tsx"),
      route("faq", "routes/staff/faq/list.tsx", [
        route("new", "routes/staff/faq/new.tsx"),
        route(":id/edit", "routes/staff/faq/edit.tsx"),
        route(":id/delete", "routes/staff/faq/delete.tsx"),
      ]),
      // Who changed the academy's structure, and when (issue 50 item 2): content administrators only.
      route("activity", "routes/staff/activity.tsx"),
      // Every staff person's notifications (issue 47).
      route("notifications", "routes/staff/notifications.tsx"),
      // Every staff person's settings: notifications by mail (issue 47, item 3).
      route("settings", "routes/staff/settings.tsx"),
    ]),
    // The media library (issue 28): its search and pages are in the query; a file's Edit and Delete
    // are child routes in a dialog over it (ADR 055); /media/:id (one segment) is the file itself.
    route("media", "routes/staff/media/library.tsx", [
      route(":id/edit", "routes/staff/media/edit.tsx"),
      route(":id/delete", "routes/staff/media/delete.tsx"),
    ]),
  ]),
  // The post editor (issue 27): editors only, with its own door and denied words.
  layout("routes/staff/posts/layout.tsx", [
    route("edit-post/:slug?", "routes/staff/posts/edit-post.tsx"),
    // A post's versions (issue 27, beyond the spec): list, one version, restore into the editor.
    route("edit-post/:slug/history", "routes/staff/posts/post-history.tsx"),
    route("staff/posts/new", "routes/staff/posts/new-post.tsx"),
  ]),
  // The admin content page (issue 29): content administrators only, its own layout and 403 words.
  layout("routes/staff/admin/layout.tsx", [
    // Spec 001: both tables on the one path. The page's frame, then each table a module of its own
    // with its own loader (nested, so both show at every URL below), then the row actions: each a
    // child route, shown in a dialog over both tables (ADR 035).
    route(adminPath, "routes/staff/admin/page.tsx", [
      layout("routes/staff/admin/posts/table.tsx", [
        layout("routes/staff/admin/learners/table.tsx", [
          index("routes/staff/admin/no-dialog.tsx"),
          // A post row: Publish, Unpublish, Feature, Unfeature and Duplicate post here; the rest ask first.
          route("posts/:id", "routes/staff/admin/posts/row.tsx"),
          route("posts/:id/link", "routes/staff/admin/posts/link.tsx"),
          route("posts/:id/author", "routes/staff/admin/posts/author.tsx"),
          route("posts/:id/cover", "routes/staff/admin/posts/cover.tsx"),
          route("posts/:id/delete", "routes/staff/admin/posts/delete.tsx"),
          // A learner row: Suspend and Activate post to status; the rest ask first.
          route("learners/new", "routes/staff/admin/learners/new.tsx"),
          route("learners/bulk", "routes/staff/admin/learners/bulk.tsx"),
          route("learners/:id/status", "routes/staff/admin/learners/status.tsx"),
          route("learners/:id/message", "routes/staff/admin/learners/message.tsx"),
          route("learners/:id/reset-password", "routes/staff/admin/learners/reset-password.tsx"),
          route("learners/:id/role", "routes/staff/admin/learners/role.tsx"),
          route("learners/:id/assign-class", "routes/staff/admin/learners/assign-class.tsx"),
          route("learners/:id/remove-class", "routes/staff/admin/learners/remove-class.tsx"),
          route("learners/:id/cohort", "routes/staff/admin/learners/cohort.tsx"),
          route("learners/:id/delete", "routes/staff/admin/learners/delete.tsx"),
        ]),
      ]),
    ]),
    ...prefix(adminPath, [
      // A learner's details: a page of its own.
      route("learners/:id", "routes/staff/admin/learner.tsx"),
      route("learners.csv", "routes/staff/admin/learners-csv.ts"),
      route("import", "routes/staff/admin/import.tsx"),
    ]),
  ]),
];
