import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { FaqFormDialog } from "~/features/staff/structure/content-forms";
import { readFaqEntry, faqSchema, faqStored, updateFaqEntry } from "~/features/staff/structure/content.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/faq/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); a row that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const row = await readFaqEntry(requireStructureAdmin(request, context), params.id);
  if (!row) return goneRow("faq", context);
  const title = getInstance(context).t("staff:faq.editTitle", { question: row.question });
  return data({ gone: false as const, title, row, stored: faqStored(row) }, { headers: noStore });
}

/** ADR 008; one deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const row = await readFaqEntry(client, params.id);
  const submission = parseWithZod(await readForm(request), { schema: faqSchema });
  if (!row) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateFaqEntry(client, row.id, submission.value);
  } catch (error) {
    console.error(`Staff: could not save the question ${row.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("faq", "saved", { question: submission.value.question });
}

export default function EditFaq({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="faq" />;
  return (
    <FaqFormDialog
      question={
        loaderData.gone
          ? String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.question ?? "")
          : loaderData.row.question
      }
      stored={loaderData.gone ? {} : loaderData.stored}
      reply={actionData}
    />
  );
}
