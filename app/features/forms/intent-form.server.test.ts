import { isRouteErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { knownIntents, readIntentForm } from "./intent-form.server";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), title: z.string({ error: "required" }).trim().min(1, "required") }),
  z.object({ intent: z.literal("move"), index: z.coerce.number().int().min(0) }),
]);

function post(fields: Record<string, string>) {
  return new Request("http://app.test/x", { method: "POST", body: new URLSearchParams(fields) });
}

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

describe("readIntentForm", () => {
  it("lists the schema's intents", () => {
    expect(knownIntents(schema)).toEqual(["save", "move"]);
  });

  it("parses the branch the button names", async () => {
    const save = await readIntentForm(post({ intent: "save", title: " Hello " }), schema);
    expect(save.status).toBe("success");
    expect(save.status === "success" && save.value).toEqual({ intent: "save", title: "Hello" });
    const move = await readIntentForm(post({ intent: "move", index: "2" }), schema);
    expect(move.status === "success" && move.value).toEqual({ intent: "move", index: 2 });
  });

  it("keeps field errors of the named branch, with what was typed", async () => {
    const submission = await readIntentForm(post({ intent: "save", title: "  " }), schema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && submission.error?.title).toEqual(["required"]);
    expect(submission.payload.intent).toBe("save");
  });

  it("answers 400 naming an unknown or missing intent", async () => {
    for (const fields of [{ intent: "drop" }, {}] as Record<string, string>[]) {
      const error = await refusal(readIntentForm(post(fields), schema));
      expect(error && typeof error === "object" && "init" in error && (error as { init: ResponseInit }).init.status).toBe(400);
    }
    const error = (await refusal(readIntentForm(post({ intent: "<b>drop</b>" }), schema))) as { data: { message: string } };
    expect(error.data.message).toContain("drop");
    expect(isRouteErrorResponse(error)).toBe(false);
  });
});
