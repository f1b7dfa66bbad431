// /staff/companies (issue 50): its loader and view come from the companies declarations (ADR 059).
import { companyViews } from "~/features/staff/structure/company-forms";
import { companyRoutes } from "~/features/staff/structure/companies.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = companyRoutes.list.loader;
export default companyViews.List;
