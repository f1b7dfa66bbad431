import type { Route } from "./+types/subscribers-csv";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { toCsv } from "~/features/newsletter/csv";
import { listSubscribers } from "~/features/newsletter/newsletter.server";
import { statusFilter } from "~/features/newsletter/subscribers-staff.server";
import { getInstance } from "~/features/i18n/middleware.server";

/**
 * The subscribers as a CSV file (issue 17): every address of the chosen state, for the same people
 * as the page (content administrators), read with their own token. Column names and states are in
 * the staff member's language; dates are ISO 8601 (UTC), which spreadsheets read in any language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const { t } = getInstance(context);
  const status = statusFilter(request);
  let rows;
  try {
    rows = await listSubscribers(context.get(directusContext), { status, limit: -1 });
  } catch (error) {
    console.error("Staff: could not export newsletter subscribers:", error);
    return new Response(t("staff:subscribers.loadFailed"), {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const column = (key: string) => t(`staff:subscribers.columns.${key}`);
  const csv = toCsv([
    ["email", "status", "language", "subscribed", "confirmed", "unsubscribed"].map(column),
    ...rows.map((s) => [s.email, t(`staff:subscribers.status.${s.status}`), s.locale, s.created_at, s.confirmed_at, s.unsubscribed_at]),
  ]);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${status ?? "all"}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
