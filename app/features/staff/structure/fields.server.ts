// Field rules the structure forms share (issue 50): error keys are `<name>Required`, `<name>TooLong`
// and `markup`, worded in locales/*/staff.json under `structure.errors`.
import { isDirectusError } from "@directus/sdk";
import { z } from "zod";
import { hasMarkup } from "~/features/forms/text-rules.server";

/** Plain text of at most `max` characters, lines kept, or nothing (undefined); markup is `markup`. */
export const optionalText = (name: string, max: number) =>
  z
    .string()
    .transform((value) => value.replace(/[^\P{Cc}\n]/gu, "").trim())
    .pipe(
      z
        .string()
        .max(max, `${name}TooLong`)
        .refine((value) => !hasMarkup(value), "markup"),
    )
    .optional();

/** A calendar day as a date field sends it (YYYY-MM-DD), one that exists; errors `<name>Required`, `<name>Invalid`. */
export const calendarDay = (name: string) =>
  z
    .string({ error: `${name}Required` })
    .trim()
    .min(1, `${name}Required`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name}Invalid`)
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${name}Invalid`);

/** A whole number from `min` to `max` as a form sends it (digits, spaces, dots and commas as thousands separators allowed). */
export const wholeNumber = (error: string, min: number, max: number) =>
  z
    .string({ error })
    .transform((value) => value.replace(/[\s.,]/g, ""))
    .pipe(z.string().regex(/^\d{1,15}$/, error))
    .transform(Number)
    .pipe(z.number().int().min(min, error).max(max, error));

/** Directus' answer to a unique value (a code, a name, a domain) another row took between the check and the write. */
export const isDuplicate = (error: unknown) =>
  isDirectusError(error) && (error.errors ?? []).some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE");
