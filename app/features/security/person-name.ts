// The one check every name a person gives goes through (issue 51, item 11): registration, the
// learner's settings, the cooperation form, the admin page's import. Shared by the actions and the
// browser, so it carries no secret.
import { z } from "./zod";

/**
 * Control (`\p{Cc}`: NUL, escapes, tabs, line breaks) and format characters (`\p{Cf}`: bidi
 * controls such as U+202E, which show what follows reversed, zero-width spaces and joiners, the
 * byte-order mark). None is visible, so in a name they make it read as something else (a mail
 * subject, an admin list, a certificate) or hide that two names differ.
 */
const hiddenCharacter = /[\p{Cc}\p{Cf}]/u;

export function hasHiddenCharacters(name: string): boolean {
  return hiddenCharacter.test(name);
}

/** Its message key: `auth:validation.*`, `landing:replies.cooperation.*`, `staff:admin.import.problems.*`. */
export const nameCharacters = "nameCharacters";

/** The zod check for a name field: `z.string().trim().max(50, "nameTooLong").check(visibleName)`. */
export const visibleName = z.refine<string>((name) => !hasHiddenCharacters(name), nameCharacters);
