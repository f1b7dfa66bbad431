// /staff/faq/:id/edit (issue 50): its loader, action and view come from the faq declarations (ADR 059).
import { faqViews } from "~/features/staff/structure/content-forms";
import { faqRoutes } from "~/features/staff/structure/content.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = faqRoutes.edit.loader;
export const action = faqRoutes.edit.action;
export default faqViews.Edit;
