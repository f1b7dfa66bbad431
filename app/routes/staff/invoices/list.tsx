// /staff/invoices (issue 50): its loader and view come from the invoices declarations (ADR 059).
import { invoiceViews } from "~/features/staff/structure/billing-forms";
import { invoiceRoutes } from "~/features/staff/structure/invoices.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = invoiceRoutes.list.loader;
export default invoiceViews.List;
