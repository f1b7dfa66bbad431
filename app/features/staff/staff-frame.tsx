import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { SiteHeader } from "~/components/site/SiteHeader";
import { Tabs } from "~/components/ui/Tabs";
import { hasRole, roleGroups, type SessionUser } from "~/features/auth/user-context";
import { useOptionalUser } from "~/features/auth/use-user";
import { NotificationBell } from "~/features/notifications/notification-list";
import { adminContentPath } from "./admin/admin-path";
import { CheckingAccess } from "./admin/checking-access";
import { FlashToast } from "~/features/forms/flash-toast";

/**
 * The staff navigation: one line per staff page, with the roles that may open it (DESIGN.md, Roles).
 * A person sees only the links their role admits; the page's own middleware is what enforces it.
 */
export const staffNav: { to: string; key: StaffTool; roles: readonly string[] }[] = [
  { to: "/staff", key: "home", roles: [...roleGroups.editors, ...roleGroups.admins] },
  { to: "/staff/requests", key: "requests", roles: roleGroups.admins },
  { to: "/staff/tickets", key: "tickets", roles: roleGroups.admins },
  { to: "/staff/subscribers", key: "subscribers", roles: roleGroups.admins },
  // The academy's structure (issue 50).
  { to: "/staff/programs", key: "programs", roles: roleGroups.admins },
  { to: "/staff/courses", key: "courses", roles: roleGroups.admins },
  { to: "/staff/cohorts", key: "cohorts", roles: roleGroups.admins },
  { to: "/staff/classes", key: "classes", roles: roleGroups.admins },
  { to: "/staff/companies", key: "companies", roles: roleGroups.admins },
  { to: "/staff/plans", key: "plans", roles: roleGroups.admins },
  { to: "/staff/invoices", key: "invoices", roles: roleGroups.admins },
  { to: "/staff/resources", key: "resources", roles: roleGroups.admins },
  { to: "/staff/faq", key: "faq", roles: roleGroups.admins },
  { to: "/staff/projects", key: "projects", roles: roleGroups.admins },
  { to: "/staff/activity", key: "activity", roles: roleGroups.admins },
  { to: "/news", key: "posts", roles: [...roleGroups.editors, ...roleGroups.admins] },
  { to: "/staff/posts/new", key: "newPost", roles: roleGroups.editors },
  { to: "/media", key: "media", roles: [...roleGroups.editors, ...roleGroups.admins] },
  { to: "/staff/notifications", key: "notifications", roles: [...roleGroups.editors, ...roleGroups.admins] },
  { to: "/staff/settings", key: "settings", roles: [...roleGroups.editors, ...roleGroups.admins] },
  { to: adminContentPath, key: "admin", roles: roleGroups.admins },
];
export type StaffTool =
  | "home"
  | "requests"
  | "tickets"
  | "subscribers"
  | "programs"
  | "courses"
  | "cohorts"
  | "classes"
  | "companies"
  | "plans"
  | "invoices"
  | "resources"
  | "faq"
  | "projects"
  | "activity"
  | "posts"
  | "newPost"
  | "media"
  | "notifications"
  | "settings"
  | "admin";

/** The staff tools `user` may open (the links of the navigation and of /staff). */
export function staffToolsFor(user: SessionUser | null) {
  return staffNav.filter((link) => hasRole(user, link.roles));
}

/**
 * The layout of every staff area (tools, editor, media library, admin page): site header, navigation,
 * the page. `status`: an area's own pending line, shown above the page (the editor's 'Loading…').
 */
export function StaffFrame({ status }: { status?: ReactNode }) {
  const { t } = useTranslation("staff");
  const user = useOptionalUser();
  const tabs = staffToolsFor(user).map((link) => ({ to: link.to, label: t(`nav.${link.key}`) }));
  return (
    <>
      <SiteHeader signedIn={Boolean(user)} bell={<NotificationBell />} />
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 pt-1 pb-4 md:flex-row md:gap-6 md:py-8">
        <div className="min-w-0 md:w-56 md:shrink-0">
          {/* On a phone one row that scrolls sideways, never a word broken over lines (issue 56). */}
          <Tabs
            label={t("nav.label")}
            tabs={tabs}
            className="scroll-x flex gap-2 overflow-x-auto p-1 whitespace-nowrap md:flex-col md:overflow-visible md:bg-none md:p-0 md:whitespace-normal"
          />
        </div>
        <main id="main" className="min-w-0 flex-1">
          <CheckingAccess />
          <FlashToast className="mb-4" />
          {status}
          <Outlet />
        </main>
      </div>
    </>
  );
}
