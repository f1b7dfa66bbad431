import { data } from "react-router";
import type { Route } from "./+types/terms";
import { routeHeaders } from "~/features/http/route-headers";
import { LegalPage } from "~/components/site/LegalPage";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { userContext } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export function loader({ context }: Route.LoaderArgs) {
  return data(
    {
      title: `${getInstance(context).t("legal:terms.title")} — Seed Academy`,
      translations: translationsFor(context, { legal: ["updated", "terms"] }),
    },
    { headers: pageCacheHeaders(context.get(userContext)) },
  );
}

/** Signed out, the page is the same for everyone of a language: shared caches may keep it (ADR 006). */
export const headers: Route.HeadersFunction = routeHeaders;

const sections = ["service", "accounts", "content", "conduct", "changes"] as const;

export default function TermsPage() {
  return <LegalPage page="terms" sections={sections} />;
}
