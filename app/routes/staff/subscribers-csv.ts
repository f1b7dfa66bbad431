import type { Route } from "./+types/subscribers-csv";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { listSubscribers } from "~/features/newsletter/newsletter.server";
import { statusFilter } from "~/features/newsletter/subscribers-staff.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { csvDownload } from "~/features/staff/csv-download.server";

/**
 * The subscribers as a CSV file (issue 17): every address of the chosen state, for the same people
 * as the page (content administrators), read with their own token. Column names and states are in
 * the staff member's language; dates are ISO 8601 (UTC), which spreadsheets read in any language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const { t } = getInstance(context);
  const status = statusFilter(request);
  const column = (key: string) => t(`staff:subscribers.columns.${key}`);
  return csvDownload(context, {
    name: `newsletter-subscribers-${status ?? "all"}`,
    failedKey: "staff:subscribers.loadFailed",
    lines: async () => [
      ["email", "status", "language", "subscribed", "confirmed", "unsubscribed"].map(column),
      ...(await listSubscribers(context.get(directusContext), { status, limit: -1 })).map((s) => [
        s.email,
        t(`staff:subscribers.status.${s.status}`),
        s.locale,
        s.created_at,
        s.confirmed_at,
        s.unsubscribed_at,
      ]),
    ],
  });
}
