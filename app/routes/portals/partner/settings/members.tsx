import type { Route } from "./+types/members";
import { routeHeaders } from "~/features/http/route-headers";
import { InviteForm, MemberRoleForm } from "~/features/portals/partner/section-forms";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMemberList } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/members";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/members: the company's members: invite one (its form), change one's member role (a row's form). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMemberList);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

// Which forms the member sees: what the portal's permission table lets their member role send (the loader's `may`).
export default function PartnerSettingsMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { may } = loaderData;
  return (
    <SectionPage
      loaderData={loaderData}
      actionData={actionData}
      form={may.invite ? (state) => <InviteForm {...state} /> : null}
      rowForm={may["member-role"] ? (row) => <MemberRoleForm {...row} /> : null}
    />
  );
}
