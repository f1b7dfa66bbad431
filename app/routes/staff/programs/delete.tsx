import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { deleteProgram, programDependents, readProgram } from "~/features/staff/structure/programs.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/programs/:id/delete (issue 50): the confirmation, which says what goes with the programme:
 * its page (links to it answer 404) and the interest recorded from it.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  const program = await readProgram(client, params.id);
  if (!program) return goneRow("programs", context);
  const dependents = await programDependents(client, program.id);
  const title = getInstance(context).t("staff:programs.deleteTitle", { name: program.name });
  return data({ gone: false as const, title, program: { name: program.name, slug: program.slug }, dependents }, { headers: noStore });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const program = await readProgram(client, params.id);
  // Deleted meanwhile: what was asked is done; back to the list as after a delete.
  if (!program) return goneRow("programs", context);
  try {
    await deleteProgram(client, program.id);
  } catch (error) {
    console.error(`Staff: could not delete the programme ${program.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("programs", "deleted", { name: program.name });
}

export default function DeleteProgram({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="programs" />;
  const { program, dependents } = loaderData;
  return (
    <DeleteDialog
      title={t("programs.deleteTitle", { name: program.name })}
      question={t("programs.deleteQuestion", { name: program.name, slug: program.slug, count: dependents.interested })}
      refused={false}
      closeTo="/staff/programs"
      confirmLabel={t("programs.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
