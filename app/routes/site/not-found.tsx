import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { LinkButton } from "~/components/ui/LinkButton";
import { translationsFor } from "~/features/i18n/translations.server";

export const meta = () => [{ title: "404 · Seed Academy" }, { name: "robots", content: "noindex" }];

export function loader({ context }: Route.LoaderArgs) {
  return data({ translations: translationsFor(context, { common: ["notFound.title"] }) }, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

/** Spec 000 §2: "Oops! Page not found" with a Return to Home link. */
export default function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl py-20 flex-col items-center justify-center gap-6 p-8 text-center">
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("notFound.title")}</h1>
      <LinkButton to="/">{t("notFound.returnHome")}</LinkButton>
    </div>
  );
}
