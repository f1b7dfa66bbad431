import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { adminPaths } from "./admin-path";

/** The link back to the admin content page, above the pages below it (a learner, the import). */
export function BackToAdmin() {
  const { t } = useTranslation("staff");
  return (
    <p>
      <Link to={adminPaths.content} className="text-sm font-semibold text-primary underline">
        {t("admin.back")}
      </Link>
    </p>
  );
}
