import { useTranslation } from "react-i18next";
import type { Route } from "./+types/members";
import { RowConfirmDialog } from "~/components/ui/RowConfirmDialog";
import { TextLink } from "~/components/ui/TextLink";
import { useRowConfirm } from "~/components/ui/use-row-confirm";
import { routeHeaders } from "~/features/http/route-headers";
import { InviteForm, MemberRoleForm, type Row } from "~/features/portals/partner/section-forms";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMemberList } from "~/features/portals/partner/sections.server";
import { companyRoles } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/members";
const removeIntent = "remove-member";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/members: the company's members: invite one (its form), change one's member role or remove them (a row's forms). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMemberList);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

/** A member the company may remove: any but the Seed PM (the academy's). */
const removable = (state: string | null) => state === null || (companyRoles as readonly string[]).includes(state);

// Which forms the member sees: what the portal's permission table lets their member role send (the loader's `may`).
export default function PartnerSettingsMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { may } = loaderData;
  const { t } = useTranslation("portal-partner");
  // Remove asks first (issue 51, item 5): `?confirm=remove-member&id=…` opens the question, with or without JavaScript.
  const confirm = useRowConfirm();
  const table = loaderData.content?.tables[0];
  const asked = may[removeIntent] && confirm.current?.intent === removeIntent ? confirm.current : null;
  const askedIndex = asked && table?.rowIds ? table.rowIds.findIndex((id) => String(id) === asked.id) : -1;
  const askedName = askedIndex >= 0 && removable(table?.rowStates?.[askedIndex] ?? null) ? table!.rows[askedIndex][0] : null;
  const rowForms = (row: Row) => (
    <div className="flex flex-wrap items-end gap-3">
      {may["member-role"] ? <MemberRoleForm {...row} /> : null}
      {may[removeIntent] && removable(row.state) ? (
        <TextLink to={confirm.href(removeIntent, row.id)} onClick={confirm.ask(removeIntent, row.id)} underline>
          {t("forms.removeMember")}
          <span className="sr-only">: {row.name}</span>
        </TextLink>
      ) : null}
    </div>
  );
  return (
    <>
      <SectionPage
        loaderData={loaderData}
        actionData={actionData}
        form={may.invite ? (state) => <InviteForm {...state} /> : null}
        rowForm={may["member-role"] || may[removeIntent] ? rowForms : null}
      />
      {asked && askedName !== null ? (
        <RowConfirmDialog
          title={t("forms.removeMemberTitle")}
          question={t("forms.removeMemberQuestion", { name: askedName })}
          intent={removeIntent}
          id={asked.id}
          confirmLabel={t("forms.removeMemberConfirm")}
          closeLabel={t("forms.keepMember")}
          closeTo={confirm.closeHref}
          onClose={confirm.close}
          error={
            actionData?.intent === removeIntent && actionData.outcome === "conflict" && actionData.reason
              ? t(`reasons.${actionData.reason}`)
              : null
          }
        />
      ) : null}
    </>
  );
}
