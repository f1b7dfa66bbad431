import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ResourceFormDialog } from "~/features/staff/structure/content-forms";
import { readResource, resourceSchema, resourceStored, updateResource } from "~/features/staff/structure/content.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/resources/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); a row that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const row = await readResource(requireStructureAdmin(request, context), params.id);
  if (!row) return goneRow("resources", context);
  const title = getInstance(context).t("staff:resources.editTitle", { title: row.title });
  return data({ gone: false as const, title, row, stored: resourceStored(row) }, { headers: noStore });
}

/** ADR 008; one deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const row = await readResource(client, params.id);
  const submission = parseWithZod(await readForm(request), { schema: resourceSchema });
  if (!row) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateResource(client, row.id, submission.value);
  } catch (error) {
    console.error(`Staff: could not save the resource ${row.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("resources", "saved", { title: submission.value.title });
}

export default function EditResource({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="resources" />;
  return (
    <ResourceFormDialog
      title={
        loaderData.gone
          ? String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.title ?? "")
          : loaderData.row.title
      }
      stored={loaderData.gone ? {} : loaderData.stored}
      reply={actionData}
    />
  );
}
