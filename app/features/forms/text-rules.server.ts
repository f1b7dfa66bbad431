// The rules a form's plain-text and id fields share (the structure pages, coursework and projects):
// error keys are `<name>Required`, `<name>TooLong` and `markup`, each area wording them in its own
// namespace.
import { z } from "zod";

/** Markup in a plain-text field: a tag's start (`<a`, `</`, `<!`, `<?`). Refused with words, never stored. */
export const hasMarkup = (value: string) => /<[a-z!/?]/i.test(value);

/** Control characters never help (PostgreSQL refuses NUL); a text of lines keeps tabs and line breaks (as `\n`). */
export const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "").replace(/\r\n?/g, "\n");

/** One line: no control character at all. */
const oneLine = (value: string) => value.replace(/\p{Cc}/gu, "");

/**
 * Plain text of 1 to `max` characters, without markup: one line, or (`lines`) a text of lines. Over
 * `max` the error is `tooLong` (`<name>TooLong`).
 */
export const plainText = (name: string, max: number, { lines = false, tooLong = `${name}TooLong` } = {}) =>
  z
    .string({ error: `${name}Required` })
    .transform(lines ? withoutControls : oneLine)
    .pipe(
      z
        .string()
        .trim()
        .min(1, `${name}Required`)
        .max(max, tooLong)
        .refine((value) => !hasMarkup(value), "markup"),
    );

/** A row's id as a form sends it: a whole number from 1; anything else is `error`. */
export const wholeId = (error: string) =>
  z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(2 ** 31 - 1, { error });
