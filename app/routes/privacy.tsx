import type { Route } from "./+types/privacy";
import { LegalPage } from "~/components/site/LegalPage";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export function loader({ context }: Route.LoaderArgs) {
  return { title: `${getInstance(context).t("legal:privacy.title")} — Seed Academy` };
}

const sections = ["collect", "use", "keep", "rights", "contact"] as const;

export default function PrivacyPage() {
  return <LegalPage page="privacy" sections={sections} />;
}
