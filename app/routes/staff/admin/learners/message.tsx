import { useTranslation } from "react-i18next";
import type { Route } from "./+types/message";
import { routeHeaders } from "~/features/http/route-headers";
import { messagesPath, notify, personName } from "~/features/notifications/notify.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { Field } from "~/components/ui/Field";
import { Textarea } from "~/components/ui/Textarea";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { sendLearnerMessage } from "~/features/staff/admin/content.server";
import { adminRowAction, learnerDialogOfRoute, learnerOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Message…: a message to the learner's portal, over both tables. */
export function loader(args: Route.LoaderArgs) {
  return learnerDialogOfRoute(args, "admin.learner.message");
}

/** Stored as text, at most 4000 characters, counted against the administrator's sends; the learner is notified (issue 47). */
export async function action(args: Route.ActionArgs) {
  // The row first (SECURITY.md): a send to nobody is a 404, not one of the administrator's sends.
  await learnerOfRoute(args);
  return adminRowAction(args, ["message"], async (form, { client, user }) => {
    await sendLearnerMessage(client, form.id, form.body, user.roleName === "Administrator" ? user.id : undefined);
    await notify(form.id, "message", { from: personName(user) }, messagesPath.learner);
    return "admin.done.messageSent";
  });
}

export default function MessageLearner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { field, errorText } = useAdminReply(actionData);
  return (
    <AdminDialog
      title={t("admin.learner.message")}
      question={t("admin.learner.messageQuestion", loaderData.learner)}
      confirmLabel={t("admin.learner.send")}
      reply={actionData}
    >
      <Field field={field("body", "message-body")} label={t("admin.learner.messageLabel")} formatError={errorText}>
        <Textarea rows={4} maxLength={4000} />
      </Field>
    </AdminDialog>
  );
}
