import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { cohortDependents, deleteCohort, readCohort } from "~/features/staff/structure/cohorts.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The cohort the URL names, its classes and their enrolments, read with the person's own token: none is null. */
async function cohortAndDependents({ request, params, context }: Pick<Route.LoaderArgs, "request" | "params" | "context">) {
  const client = requireStructureAdmin(request, context);
  const cohort = await readCohort(client, params.id);
  return cohort ? { client, cohort, dependents: await cohortDependents(client, cohort.name) } : null;
}

/** /staff/cohorts/:id/delete (issue 50): the confirmation, which says what depends on the cohort. */
export async function loader(args: Route.LoaderArgs) {
  const found = await cohortAndDependents(args);
  // Gone (issue 50, item 4): the dialog says so and leads back to the list, with a 404.
  if (!found) return goneRow("cohorts", args.context);
  const { cohort, dependents } = found;
  const title = getInstance(args.context).t("staff:cohorts.deleteTitle", { name: cohort.name });
  return data({ gone: false as const, title, cohort, dependents }, { headers: noStore });
}

/** A cohort that classes are taught to is refused with words (409); Directus refuses it too (seed-teaching-rules). */
export async function action(args: Route.ActionArgs) {
  const found = await cohortAndDependents(args);
  if (!found) return goneRow("cohorts", args.context);
  const { client, cohort, dependents } = found;
  if (dependents.classes > 0) return data({ formError: { key: "cohortInUse" } }, { status: 409 });
  try {
    await deleteCohort(client, cohort.id);
  } catch (error) {
    console.error(`Staff: could not delete the cohort ${cohort.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("cohorts", "deleted", { name: cohort.name });
}

export default function DeleteCohort({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="cohorts" />;
  const { cohort, dependents } = loaderData;
  const refused = dependents.classes > 0;
  const question = refused
    ? t("cohorts.deleteRefused", {
        name: cohort.name,
        classes: t("cohorts.classesCount", { count: dependents.classes }),
        enrolments: t("classes.enrolmentsCount", { count: dependents.enrolments }),
      })
    : t("cohorts.deleteQuestion", { name: cohort.name });
  return (
    <DeleteDialog
      title={t("cohorts.deleteTitle", { name: cohort.name })}
      question={question}
      refused={refused}
      closeTo="/staff/cohorts"
      confirmLabel={t("cohorts.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
