import { useTranslation } from "react-i18next";
import type { PasswordRuleId } from "./schemas";

/** Joins phrases the way the language does ("a, b and c"); falls back to commas. */
function joinList(items: string[], locale: string) {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

/**
 * Turns an account schema's message key into text, for a Field's `formatError`.
 * "passwordRules:length,number" becomes spec 000 §5's "Your password must be at least 8 characters
 * and include a number."
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation("auth");
  return (error: string) => {
    if (error.startsWith("passwordRules:")) {
      const rules = error.slice("passwordRules:".length).split(",") as PasswordRuleId[];
      const phrases = rules.map((rule) => t(`validation.passwordRule.${rule}`));
      return t("validation.passwordMust", { rules: joinList(phrases, i18n.language) });
    }
    return t(`validation.${error}`);
  };
}
