import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { classDependents, deleteClass, readClass } from "~/features/staff/structure/classes.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The class the URL names, its enrolments and grades, read with the person's own token: none is null. */
async function classAndDependents({ request, params, context }: Pick<Route.LoaderArgs, "request" | "params" | "context">) {
  const client = requireStructureAdmin(request, context);
  const klass = await readClass(client, params.id);
  if (!klass) return null;
  return { client, klass: { ...klass, label: `${klass.course} · ${klass.cohort}` }, dependents: await classDependents(client, klass.id) };
}

/** /staff/classes/:id/delete (issue 50): the confirmation, which says what depends on the class. */
export async function loader(args: Route.LoaderArgs) {
  const found = await classAndDependents(args);
  // Gone (issue 50, item 4): the dialog says so and leads back to the list, with a 404.
  if (!found) return goneRow("classes", args.context);
  const { klass, dependents } = found;
  const title = getInstance(args.context).t("staff:classes.deleteTitle", { name: klass.label });
  return data({ gone: false as const, title, klass, dependents }, { headers: noStore });
}

/** A class with enrolments or grades is refused with words (409); Directus refuses it too (seed-teaching-rules). */
export async function action(args: Route.ActionArgs) {
  const found = await classAndDependents(args);
  if (!found) return goneRow("classes", args.context);
  const { client, klass, dependents } = found;
  if (dependents.enrolments > 0 || dependents.grades > 0) return data({ formError: { key: "classHasLearners" } }, { status: 409 });
  try {
    await deleteClass(client, klass.id);
  } catch (error) {
    console.error(`Staff: could not delete the class ${klass.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("classes", "deleted", { cohort: klass.cohort });
}

export default function DeleteClass({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="classes" />;
  const { klass, dependents } = loaderData;
  const refused = dependents.enrolments > 0 || dependents.grades > 0;
  const question = refused
    ? t("classes.deleteRefused", {
        name: klass.label,
        enrolments: t("classes.enrolmentsCount", { count: dependents.enrolments }),
        grades: t("classes.gradesCount", { count: dependents.grades }),
      })
    : t("classes.deleteQuestion", { name: klass.label });
  return (
    <DeleteDialog
      title={t("classes.deleteTitle", { name: klass.label })}
      question={question}
      refused={refused}
      closeTo="/staff/classes"
      confirmLabel={t("classes.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
