import { layout, prefix, index, route } from "@react-router/dev/routes";

/**
 * The faculty dashboard (spec 001 §2) under /teacher/portal: teachers only (its layout's middleware).
 * Each page is its own route module.
 */
export const facultyPortalRoutes = [
  ...prefix("teacher/portal", [
    layout("routes/portals/faculty/layout.tsx", [
      index("routes/portals/faculty/dashboard.tsx"),
      // The dashboard's forms, each also on a page of its own (spec 001 §2).
      route("attendance", "routes/portals/faculty/attendance.tsx"),
      route("announcements", "routes/portals/faculty/announcements.tsx"),
      route("messages", "routes/portals/faculty/messages.tsx"),
      // Coursework (issue 49): the grading inbox with the form that sets an item, an item's own page
      // (change, remove) and a learner's hand-in for it (read, grade).
      route("grading", "routes/portals/faculty/grading.tsx"),
      route("grading/items/:item", "routes/portals/faculty/grading-item.tsx"),
      route("grading/items/:item/hand-ins/:learner", "routes/portals/faculty/hand-in.tsx"),
      // Projects from partners' briefs (issue 49, item 4): assign one to a class, grade a learner's milestones.
      route("projects", "routes/portals/faculty/projects.tsx"),
      route("projects/:project", "routes/portals/faculty/project.tsx"),
      // The teacher's own schedule: add sessions; change and delete one in a dialog over it (child routes, ADR 035).
      route("schedule", "routes/portals/faculty/schedule.tsx", [
        route(":id/edit", "routes/portals/faculty/schedule-edit.tsx"),
        route(":id/delete", "routes/portals/faculty/schedule-delete.tsx"),
      ]),
      // The teacher's notifications (issue 47).
      route("notifications", "routes/portals/faculty/notifications.tsx"),
      // The teacher's settings: notifications by mail (issue 47, item 3).
      route("settings", "routes/portals/faculty/settings.tsx"),
    ]),
  ]),
];
