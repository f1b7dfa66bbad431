// How notifications reach a person by mail (issue 47, item 3; ADR 033): off, a mail for each one, or
// one digest a day. Each person chooses their own, in their area's settings; the form is the same in
// the four areas (the learner's settings, /teacher/portal/settings, /staff/settings and the partner
// portal's settings/notifications). No zod here: the forms' pages load this module in the browser.
export const mailPreferences = ["off", "each", "daily"] as const;
export type MailPreference = (typeof mailPreferences)[number];

/** Nobody is mailed before they ask (ADR 033): the bell and the lists show every notification anyway. */
export const defaultMailPreference: MailPreference = "off";

export function isMailPreference(value: unknown): value is MailPreference {
  return typeof value === "string" && (mailPreferences as readonly string[]).includes(value);
}

/** The form's intent on every page that shows it. */
export const mailPreferenceIntent = "notify-mail";
