import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Route } from "./+types/members";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { TextLink } from "~/components/ui/TextLink";
import { routeHeaders } from "~/features/http/route-headers";
import { InviteForm, type Row } from "~/features/portals/partner/section-forms";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMemberList } from "~/features/portals/partner/sections.server";
import { companyRoles, membersList } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/members";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/members: the company's members: invite one (its form); a row's Change role and Remove are child routes (ADR 055). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMemberList);

/** The invitation only (the permission table's intents for this page); 403 to a member role the table does not give it. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

/** A member the company changes or removes: any but the Seed PM (the academy's). */
const companyGives = (state: string | null) => state === null || (companyRoles as readonly string[]).includes(state);

// Which links the member sees: what the portal's permission table lets their member role send (the loader's `may`, its rows' dialogs included).
export default function PartnerSettingsMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { may } = loaderData;
  const { t } = useTranslation("portal-partner");
  const fromList = dialogLinkProps(membersList);
  const rowLinks = (row: Row) =>
    companyGives(row.state) ? (
      <div className="flex flex-wrap items-end gap-3">
        {may["member-role"] ? (
          <TextLink to={`${membersList}/${row.id}/role`} {...fromList} underline>
            {t("forms.changeRole")}
            <span className="sr-only">: {row.name}</span>
          </TextLink>
        ) : null}
        {may["remove-member"] ? (
          <TextLink to={`${membersList}/${row.id}/remove`} {...fromList} underline>
            {t("forms.removeMember")}
            <span className="sr-only">: {row.name}</span>
          </TextLink>
        ) : null}
      </div>
    ) : (
      <span className="text-sm text-slate-700">{t("forms.assignedByAcademy")}</span>
    );
  return (
    <>
      <SectionPage
        loaderData={loaderData}
        actionData={actionData}
        form={may.invite ? (state) => <InviteForm {...state} /> : null}
        rowForm={may["member-role"] || may["remove-member"] ? rowLinks : null}
      />
      <Outlet />
    </>
  );
}
