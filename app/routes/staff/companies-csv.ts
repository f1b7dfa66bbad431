import type { Route } from "./+types/companies-csv";
import { csvDownload } from "~/features/staff/csv-download.server";
import { companyCsvHeader, companyCsvRow } from "~/features/staff/structure/companies-csv";
import { listCompanies } from "~/features/staff/structure/companies.server";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";

/** Export CSV of /staff/companies (issue 50, item 3): every partner company as the content administrator's own token reads it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  return csvDownload(context, {
    name: "companies",
    failedKey: "staff:companies.loadFailed",
    lines: async () => [companyCsvHeader, ...(await listCompanies(client)).map(companyCsvRow)],
  });
}
