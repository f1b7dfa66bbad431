import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { adminContentPath } from "./admin-path";

/**
 * Spec 001 §2: 'Checking your access…' while a client navigation to the admin page loads (its
 * loader is where the role is checked). Server-rendered visits never see it.
 */
export function CheckingAccess() {
  const { t } = useTranslation("staff");
  const navigation = useNavigation();
  const path = navigation.location?.pathname;
  const toAdmin =
    navigation.state === "loading" && !navigation.formMethod && (path === adminContentPath || path?.startsWith(`${adminContentPath}/`));
  return (
    <p role="status" className={toAdmin ? "mb-4 rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700" : "sr-only"}>
      {toAdmin ? t("admin.checkingAccess") : ""}
    </p>
  );
}
