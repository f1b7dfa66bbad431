import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/not-open";
import { LinkButton } from "~/components/ui/LinkButton";
import { translationsFor } from "~/features/i18n/translations.server";
import { learnerDashboardPath } from "~/features/portals/learner/sections";

export const meta: Route.MetaFunction = () => [{ title: "404 · Seed Academy" }, { name: "robots", content: "noindex" }];

/** A portal section without its page yet (and any other unknown portal path): 404 inside the portal's frame. */
export function loader({ context }: Route.LoaderArgs) {
  return data({ translations: translationsFor(context, { portal: ["notOpen"] }) }, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export default function NotOpenYet() {
  const { t } = useTranslation("portal");
  return (
    <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <h1 className="text-2xl font-bold text-slate-900">{t("notOpen.title")}</h1>
      <p className="mt-3 text-slate-700">{t("notOpen.body")}</p>
      <LinkButton to={learnerDashboardPath} className="mt-6">
        {t("notOpen.back")}
      </LinkButton>
    </div>
  );
}
