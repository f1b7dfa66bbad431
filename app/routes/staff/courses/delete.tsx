import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { courseDependents, deleteCourse, readCourse } from "~/features/staff/structure/courses.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The course the URL names and the classes that teach it, read with the person's own token: none is null. */
async function courseAndDependents({ request, params, context }: Pick<Route.LoaderArgs, "request" | "params" | "context">) {
  const client = requireStructureAdmin(request, context);
  const course = await readCourse(client, params.id);
  return course ? { client, course, dependents: await courseDependents(client, course.id) } : null;
}

/** /staff/courses/:id/delete (issue 50): the confirmation, which says what depends on the course. */
export async function loader(args: Route.LoaderArgs) {
  const found = await courseAndDependents(args);
  // Gone (issue 50, item 4): the dialog says so and leads back to the list, with a 404.
  if (!found) return goneRow("courses", args.context);
  const { course, dependents } = found;
  const title = getInstance(args.context).t("staff:courses.deleteTitle", { code: course.code });
  return data({ gone: false as const, title, course, dependents }, { headers: noStore });
}

/** A course that classes teach is refused with words (409); Directus refuses it too (seed-teaching-rules). */
export async function action(args: Route.ActionArgs) {
  const found = await courseAndDependents(args);
  if (!found) return goneRow("courses", args.context);
  const { client, course, dependents } = found;
  if (dependents.classes > 0) return data({ formError: { key: "courseHasClasses" } }, { status: 409 });
  try {
    await deleteCourse(client, course.id);
  } catch (error) {
    console.error(`Staff: could not delete the course ${course.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("courses", "deleted", { code: course.code });
}

export default function DeleteCourse({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="courses" />;
  const { course, dependents } = loaderData;
  const refused = dependents.classes > 0;
  return (
    <DeleteDialog
      title={t("courses.deleteTitle", { code: course.code })}
      question={
        refused
          ? t("courses.deleteRefused", { code: course.code, count: dependents.classes })
          : t("courses.deleteQuestion", { code: course.code, name: course.name })
      }
      refused={refused}
      closeTo="/staff/courses"
      confirmLabel={t("courses.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
