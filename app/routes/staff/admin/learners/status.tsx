import { useTranslation } from "react-i18next";
import type { Route } from "./+types/status";
import { routeHeaders } from "~/features/http/route-headers";
import { RefusalDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { setLearnerStatus } from "~/features/staff/admin/content.server";
import { adminRowAction, postedToOnly } from "~/features/staff/admin/row-action.server";

export const headers: Route.HeadersFunction = routeHeaders;

/** /…/learners/:id/status is where Suspend and Activate post; opened, it is the page itself. */
export const loader = postedToOnly;

/** Suspend (Directus refuses their sign-in, their sessions end now) or Activate (never an unconfirmed account). */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["suspend", "activate"], async (form, { client }) => {
    await setLearnerStatus(client, form.id, form.intent === "suspend" ? "suspended" : "active");
    return form.intent === "suspend" ? "admin.done.suspended" : "admin.done.activated";
  });
}

/** Without a refusal nothing shows here; a refused action says what went wrong over the tables. */
export default function LearnerStatus({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { formError } = useAdminReply(actionData);
  return <RefusalDialog title={t(`admin.learner.${actionData?.intent === "activate" ? "activate" : "suspend"}`)} error={formError} />;
}
