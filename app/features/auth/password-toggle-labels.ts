import { useTranslation } from "react-i18next";

/** The show/hide labels of the account screens' password inputs (PasswordInput's toggleLabels). */
export function usePasswordToggleLabels() {
  const { t } = useTranslation("auth");
  return { show: t("common.showPassword"), hide: t("common.hidePassword") };
}
