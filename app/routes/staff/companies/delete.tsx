import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { companyDependents, deleteCompany, readCompany } from "~/features/staff/structure/companies.server";
import { DeleteDialog } from "~/features/staff/structure/structure-forms";
import { backToList, found, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";
import type { CompanyDependents } from "~/features/staff/structure/structure";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The company the URL names and what hangs on it, read with the person's own token: none is a 404. */
async function companyAndDependents({ request, params, context }: Pick<Route.LoaderArgs, "request" | "params" | "context">) {
  const client = requireStructureAdmin(request, context);
  const company = found(await readCompany(client, params.id));
  return { client, company, dependents: await companyDependents(client, company) };
}

/** A company whose people accepted or that holds rows is kept: deleting it would take them all. */
const refusedBy = (dependents: CompanyDependents) => dependents.members > 0 || dependents.rows > 0;

/** /staff/companies/:id/delete (issue 50): the confirmation, which says what depends on the company. */
export async function loader(args: Route.LoaderArgs) {
  const { company, dependents } = await companyAndDependents(args);
  const title = getInstance(args.context).t("staff:companies.deleteTitle", { name: company.name });
  return data({ title, company: { name: company.name }, dependents }, { headers: noStore });
}

/** Refused with words (409) while anything but pending invitations hangs on it; Directus refuses it too (seed-partner-rules). */
export async function action(args: Route.ActionArgs) {
  const { client, company, dependents } = await companyAndDependents(args);
  if (refusedBy(dependents)) return data({ formError: { key: "companyInUse" } }, { status: 409 });
  try {
    await deleteCompany(client, company);
  } catch (error) {
    console.error(`Staff: could not delete the company ${company.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("companies", "deleted", { name: company.name });
}

export default function DeleteCompany({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { company, dependents } = loaderData;
  const refused = refusedBy(dependents);
  const question = refused
    ? t("companies.deleteRefused", { name: company.name, members: dependents.members, rows: dependents.rows })
    : dependents.pending.length > 0
      ? t("companies.deleteWithInvitations", {
          name: company.name,
          count: dependents.pending.length,
          emails: dependents.pending.join(", "),
        })
      : t("companies.deleteQuestion", { name: company.name });
  return (
    <DeleteDialog
      title={t("companies.deleteTitle", { name: company.name })}
      question={question}
      refused={refused}
      closeTo="/staff/companies"
      confirmLabel={t("companies.deleteConfirm")}
      reply={actionData ?? undefined}
    />
  );
}
