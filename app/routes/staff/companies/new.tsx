// /staff/companies/new (issue 50): its loader, action and view come from the companies declarations (ADR 059).
import { companyViews } from "~/features/staff/structure/company-forms";
import { companyRoutes } from "~/features/staff/structure/companies.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = companyRoutes.new.loader;
export const action = companyRoutes.new.action;
export default companyViews.New;
