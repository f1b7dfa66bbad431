import type { Route } from "./+types/terms";
import { LegalPage } from "~/components/site/LegalPage";
import { routeHeaders } from "~/features/http/route-headers";
import { legalPageData } from "~/features/legal/legal-page.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export const loader = ({ context }: Route.LoaderArgs) => legalPageData(context, "terms");

/** Signed out, the page is the same for everyone of a language: shared caches may keep it (ADR 006). */
export const headers: Route.HeadersFunction = routeHeaders;

export default function TermsPage() {
  return <LegalPage page="terms" />;
}
