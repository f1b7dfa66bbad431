import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/program";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { userContext } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { useErrorTranslations } from "~/features/i18n/translations";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { formatPrice, inLanguage } from "~/features/programs/programs";
import { findProgram } from "~/features/programs/programs.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.program.name ?? "Seed Academy"} · Seed Academy` },
  { name: "description", content: loaderData?.program.summary ?? "" },
];

export const headers: Route.HeadersFunction = routeHeaders;

/** What the error page says: no such programme (404), or the programmes could not be read (503). */
type ProgramError = { reason: "not-found" | "load-error" };

/**
 * /programs/:slug (issue 50): a programme's own page, the landing card's "Learn more", in the reader's
 * language where translated (ADR 043). Open for registration: the way to /register?program=<slug>,
 * which records the interest. The same for every reader of a language: kept like the landing page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const translations = translationsFor(context, { landing: ["programs", "programPage"] });
  const fail = (reason: ProgramError["reason"], status: number) =>
    data({ reason, translations }, { status, headers: pageCacheHeaders(user, { shared: false }) });
  let stored;
  try {
    stored = await findProgram(params.slug);
  } catch (error) {
    console.error(`Programme ${params.slug}: could not read the programmes:`, error);
    throw fail("load-error", 503);
  }
  if (!stored) throw fail("not-found", 404);
  const { t } = getInstance(context);
  const program = inLanguage(stored, getLocale(context));
  const facts = {
    duration: program.duration,
    price: formatPrice(program.price, getLocale(context), t("landing:programs.free")),
    tracks: program.tracks.map((track) => t(`landing:programPage.trackNames.${track}`)).join(", "),
  };
  return data({ program, facts, translations }, { headers: pageCacheHeaders(user, { keepForReader: true }) });
}

export default function Program({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("landing");
  const { program, facts } = loaderData;
  const rows = [
    ["duration", facts.duration],
    ["price", facts.price],
    ["tracks", facts.tracks],
  ].filter(([, value]) => value);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <p>
        <TextLink to="/#programs">{t("programPage.back")}</TextLink>
      </p>
      <h1 className="mt-4 text-4xl font-bold text-slate-900">{program.name}</h1>
      {program.summary ? <p className="mt-4 text-lg text-slate-700">{program.summary}</p> : null}
      <dl className="mt-8 grid gap-4 sm:grid-cols-3">
        {rows.map(([key, value]) => (
          <div key={key} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <dt className="text-sm font-semibold text-slate-600">{t(`programPage.${key}`)}</dt>
            <dd className="mt-1 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10">
        {program.open ? (
          <LinkButton to={`/register?program=${encodeURIComponent(program.slug)}`}>
            {t("programPage.register", { name: program.name })}
          </LinkButton>
        ) : (
          <Notice>{t("programPage.closed")}</Notice>
        )}
      </div>
    </article>
  );
}

/** No such programme, or none could be read: words and the way back to the programmes. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useErrorTranslations(error);
  const { t } = useTranslation("landing");
  const reason = isRouteErrorResponse(error) ? (error.data as ProgramError | undefined)?.reason : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        {reason === "load-error" ? t("programPage.loadFailedTitle") : t("programPage.notFoundTitle")}
      </h1>
      <p className="mt-4 text-slate-700">{reason === "load-error" ? t("programPage.loadFailed") : t("programPage.notFoundBody")}</p>
      <LinkButton to="/#programs" className="mt-8">
        {t("programPage.back")}
      </LinkButton>
    </div>
  );
}
