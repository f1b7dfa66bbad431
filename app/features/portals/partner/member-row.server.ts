// A member row's Change role and Remove (issue 46, item 1; ADR 055): child routes of settings ›
// members, each with its own loader (the row, read with the member's own token) and action (intent
// and id from the URL). Who may use them: the portal's permission table (`memberPages`).
import { data, type RouterContextProvider } from "react-router";
import { partnerPage, readMember, requireMemberRole, sectionAction } from "./partner.server";
import { membersList, type Intent } from "./paths";

interface RowArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}

const idOf = (param: string) => (/^\d{1,10}$/.test(param) ? Number(param) : 0);

/** The dialog's data: the member (their name and member role), or null with a 404 (another company's, or none: words in the dialog). */
export async function memberRowLoader({ request, context, params }: RowArgs, intent: Intent) {
  const { client, member, title, headers } = await partnerPage(request, context, "members");
  requireMemberRole(member, intent);
  const id = idOf(params.id);
  const row = id > 0 ? await readMember(client, id) : null;
  return data({ title, row: row ? { id: row.id, name: row.name, role: row.role } : null }, { status: row ? 200 : 404, headers });
}

/** Do it (ADR 008): done → the list with a flash; refused (the Seed PM, the last ORG_ADMIN, gone) → the dialog with words. */
export function memberRowAction({ request, context, params }: RowArgs, intent: Intent) {
  const id = idOf(params.id);
  if (!id) throw data({ message: "No such member." }, { status: 404 });
  return sectionAction(request, context, [intent], { intent: intent as "member-role" | "remove-member", id, list: membersList });
}
