import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { isDuplicate } from "~/features/staff/structure/courses.server";
import { ProgramFormDialog } from "~/features/staff/structure/program-forms";
import { programFormValues, programSchemaFor, readProgram, updateProgram } from "~/features/staff/structure/programs.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/programs/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); a programme that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const program = await readProgram(requireStructureAdmin(request, context), params.id);
  if (!program) return goneRow("programs", context);
  const title = getInstance(context).t("staff:programs.editTitle", { name: program.name });
  return data({ gone: false as const, title, program: { name: program.name }, stored: programFormValues(program) }, { headers: noStore });
}

/** ADR 008; a programme deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const program = await readProgram(client, params.id);
  const submission = await parseWithZod(await readForm(request), { schema: programSchemaFor(client, program?.id), async: true });
  if (!program) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateProgram(client, program.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "slugTaken" }, status: 409 });
    console.error(`Staff: could not save the programme ${program.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("programs", "saved", { name: submission.value.name });
}

export default function EditProgram({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="programs" />;
  const typedName = String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.name ?? "");
  return (
    <ProgramFormDialog
      program={loaderData.gone ? { name: typedName } : loaderData.program}
      stored={loaderData.gone ? {} : loaderData.stored}
      reply={actionData}
    />
  );
}
