import type { Route } from "./+types/companies-csv";
import { getInstance } from "~/features/i18n/middleware.server";
import { companyCsvHeader, companyCsvRow } from "~/features/staff/structure/companies-csv";
import { listCompanies } from "~/features/staff/structure/companies.server";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { toCsv } from "~/features/newsletter/csv";

/**
 * Export CSV of /staff/companies (issue 50, item 3): every partner company as the content
 * administrator's own token reads it, UTF-8 with a byte-order mark, cells that would start a formula
 * defused (`toCsv`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  let companies;
  try {
    companies = await listCompanies(client);
  } catch (error) {
    console.error("Staff: could not export the companies:", error);
    return new Response(getInstance(context).t("staff:companies.loadFailed"), {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv([companyCsvHeader, ...companies.map(companyCsvRow)]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="companies-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
