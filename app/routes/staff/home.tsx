import { useTranslation } from "react-i18next";
import type { Route } from "./+types/home";
import { TextLink } from "~/components/ui/TextLink";
import { useOptionalUser } from "~/features/auth/use-user";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { staffToolsFor } from "~/features/staff/staff-frame";

export const meta: Route.MetaFunction = staffPageMeta;

/**
 * /staff (issue 47): where an editor or a content administrator starts, the tools their role may
 * open, each with what it is for. The staff layout admits them; this page reads nothing else.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("staff:home.title"), translations: translationsFor(context, { staff: ["home"] }) };
}

export default function StaffHome() {
  const { t } = useTranslation("staff");
  const tools = staffToolsFor(useOptionalUser()).filter((tool) => tool.key !== "home");
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("home.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("home.intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {tools.map((tool) => (
          <li key={tool.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <TextLink to={tool.to} className="text-lg font-semibold">
              {t(`nav.${tool.key}`)}
            </TextLink>
            <p className="mt-1 text-sm text-slate-700">{t(`home.about.${tool.key}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
