// Export CSV of /staff/companies (issue 50, item 3): its loader comes from the companies declarations.
import { companyRoutes } from "~/features/staff/structure/companies.server";
export const loader = companyRoutes.csv.loader;
