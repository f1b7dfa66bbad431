import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { readForm } from "./read-form.server";

/** A form with several buttons: one zod object per button, told apart by its `intent` literal. */
type IntentSchema = z.ZodDiscriminatedUnion<z.ZodObject<{ intent: z.ZodLiteral<string> } & z.ZodRawShape>[], "intent">;

/**
 * ADR 008 for forms with several buttons (editor blocks, row menus): reads the form, refuses an
 * intent the schema does not list with 400 and a sentence naming it (never a 500, never silently the
 * first action), then parses the rest with the matching branch. Returns Conform's submission, so the
 * action answers with `formReply` as every other form does.
 *
 *   const schema = z.discriminatedUnion("intent", [z.object({ intent: z.literal("save"), … }), …]);
 *   const submission = await readIntentForm(request, schema);
 */
export async function readIntentForm<S extends IntentSchema>(request: Request, schema: S) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (typeof intent !== "string" || !knownIntents(schema).includes(intent)) throw unknownIntent(intent);
  return parseWithZod(form, { schema });
}

/** The intents a schema accepts, in its order. */
export function knownIntents(schema: IntentSchema): string[] {
  return schema.options.map((option) => String(option.shape.intent.value));
}

/** 400 for a button the page does not have (a forged or stale form). */
export function unknownIntent(intent: FormDataEntryValue | null) {
  const shown = typeof intent === "string" && intent ? `“${intent.slice(0, 40)}”` : "no intent";
  return data({ message: `Unknown action: ${shown}. Reload the page and try again.` }, { status: 400, statusText: "Bad Request" });
}
