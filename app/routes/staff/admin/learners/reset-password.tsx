import { useTranslation } from "react-i18next";
import type { Route } from "./+types/reset-password";
import { requestReset } from "~/features/auth/password-reset.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getLocale } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog } from "~/features/staff/admin/admin-dialog";
import { AdminWriteError, findLearner } from "~/features/staff/admin/content.server";
import { adminRowAction, learnerDialogOfRoute, learnerOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Reset password…: asks first, naming the address the link goes to. */
export function loader(args: Route.LoaderArgs) {
  return learnerDialogOfRoute(args, "admin.learner.resetPassword");
}

/** The reset mail travels through the outbox (Directus' mail hook); at most a few an hour per address. */
export async function action(args: Route.ActionArgs) {
  // The row first (SECURITY.md): a send to nobody is a 404, not one of the administrator's sends.
  await learnerOfRoute(args);
  return adminRowAction(args, ["resetPassword"], async (form, { client, request, context }) => {
    const learner = await findLearner(client, form.id);
    if (!learner.email) throw new AdminWriteError(400, "refused");
    const sent = await requestReset(request, learner.email, getLocale(context));
    if (!sent.ok) throw new AdminWriteError(502, "failed");
    return "admin.done.resetSent";
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <AdminDialog
      title={t("admin.learner.resetPassword")}
      question={t("admin.learner.resetQuestion", loaderData.learner)}
      confirmLabel={t("admin.learner.resetConfirm")}
      reply={actionData}
    />
  );
}
