import { data } from "react-router";
import { z } from "zod";
import { readForm } from "~/features/forms/read-form.server";

/**
 * A portal row's button: `intent` (one of the page's) and the row's `id`. Anything else (an unknown
 * intent, a missing or non-numeric id) is a 400 that says so, never a 500 (issue 26, bad input).
 */
export async function readRowAction<I extends string>(request: Request, intents: readonly [I, ...I[]]) {
  const form = await readForm(request);
  const parsed = z
    .object({
      intent: z.enum(intents),
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31),
    })
    .safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data({ outcome: "bad-request" as const }, { status: 400 });
  // The rest of the form, for a row form with more fields (the mentor booking's project).
  return { ...parsed.data, form };
}
