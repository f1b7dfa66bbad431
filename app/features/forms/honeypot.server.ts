import { honeypotField } from "./honeypot";

/**
 * True when the hidden field (`<Honeypot />`) came back filled: people never see or reach it, bots
 * fill every input. Checked first, before parsing (ADR 008): answer with the form's own success
 * (`formSuccess`) and do nothing, so the bot learns nothing.
 */
export function isBot(formData: FormData) {
  const value = formData.get(honeypotField);
  return typeof value === "string" && value !== "";
}

/** A field as typed, for a bot's fake success that names it (e.g. 'Registration successful: {email}'). */
export function typedText(formData: FormData, name: string) {
  const value = formData.get(name);
  return typeof value === "string" ? value.trim() : "";
}
