import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/site/LegalPage";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export function loader({ context }: Route.LoaderArgs) {
  return { title: `${getInstance(context).t("legal:terms.title")} — Seed Academy` };
}

const sections = ["service", "accounts", "content", "conduct", "changes"] as const;

export default function TermsPage() {
  return <LegalPage page="terms" sections={sections} />;
}
