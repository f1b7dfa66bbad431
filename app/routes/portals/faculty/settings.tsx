import { useTranslation } from "react-i18next";
import type { Route } from "./+types/settings";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { MailPreferenceForm } from "~/features/notifications/mail-preference-form";
import { mailSettingsAction, mailSettingsPageData } from "~/features/notifications/mail-preference.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { PageHeading, Panel } from "~/features/portals/shared/panel";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** A teacher's settings (issue 47, item 3): how notifications reach them by mail, read with their own token. */
export function loader({ request, context }: Route.LoaderArgs) {
  return mailSettingsPageData(request, context, roleGroups.faculty);
}

export function action({ request, context }: Route.ActionArgs) {
  return mailSettingsAction(request, context, roleGroups.faculty);
}

export default function FacultySettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={loaderData.title} />
      <Panel id="notify-mail" title={t("mail.title")} intro={t("mail.intro")}>
        <MailPreferenceForm preference={loaderData.preference} reply={actionData} />
      </Panel>
    </div>
  );
}
