import { useTranslation } from "react-i18next";
import type { Route } from "./+types/settings";
import { PageHeading } from "~/components/ui/PageHeading";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { MailPreferenceForm } from "~/features/notifications/mail-preference-form";
import { mailSettingsAction, mailSettingsPageData } from "~/features/notifications/mail-preference.server";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Everyone the staff layout admits: editors, content administrators and the Administrator. */
const staffRoles = [...roleGroups.editors, ...roleGroups.admins];

/** A staff person's settings (issue 47, item 3): how notifications reach them by mail, with their own token. */
export function loader({ request, context }: Route.LoaderArgs) {
  return mailSettingsPageData(request, context, staffRoles);
}

export function action({ request, context }: Route.ActionArgs) {
  return mailSettingsAction(request, context, staffRoles);
}

export default function StaffSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  return (
    <div className="flex flex-col gap-4">
      <PageHeading title={loaderData.title} />
      <section aria-labelledby="notify-mail-title">
        <h2 id="notify-mail-title" className="text-xl font-bold text-slate-900">
          {t("mail.title")}
        </h2>
        <p className="mt-1 text-slate-700">{t("mail.intro")}</p>
        <MailPreferenceForm preference={loaderData.preference} reply={actionData} />
      </section>
    </div>
  );
}
