import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/new";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ResourceFormDialog } from "~/features/staff/structure/content-forms";
import { createResource, resourceSchema } from "~/features/staff/structure/content.server";
import { backToList, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/resources/new (issue 50): the create form, in a dialog over the list (ADR 035). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStructureAdmin(request, context);
  return data({ title: getInstance(context).t("staff:resources.newTitle") }, { headers: noStore });
}

/** ADR 008: the role again, the form, the write with the person's own token, back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const submission = parseWithZod(await readForm(request), { schema: resourceSchema });
  if (submission.status !== "success") return formReply(submission);
  try {
    await createResource(client, submission.value);
  } catch (error) {
    console.error("Staff: could not create a resource:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("resources", "created", { title: submission.value.title });
}

export default function NewResource({ actionData }: Route.ComponentProps) {
  return <ResourceFormDialog title={null} stored={{}} reply={actionData} />;
}
