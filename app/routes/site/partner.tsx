import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/partner";
import { routeHeaders } from "~/features/http/route-headers";
import { NumberedSteps } from "~/components/site/NumberedSteps";
import { LinkButton } from "~/components/ui/LinkButton";
import { Section } from "~/components/ui/Section";
import { Stat, Stats } from "~/components/ui/Stat";
import { TextLink } from "~/components/ui/TextLink";
import { figures, formatFigure } from "~/features/landing/content";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { userContext } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { Hero } from "~/components/site/Hero";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Seed Academy" },
  { name: "description", content: loaderData?.description ?? "" },
];

export function loader({ context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  return data(
    { title: t("partner:meta.title"), description: t("partner:meta.description"), translations: translationsFor(context, ["partner"]) },
    { headers: pageCacheHeaders(context.get(userContext), { keepForReader: true }) },
  );
}

/** Signed out, the page is the same for everyone of a language: shared caches may keep it (ADR 006). */
export const headers: Route.HeadersFunction = routeHeaders;

/** Spec 000 §1: the buttons' targets are not shown; they open the cooperation form with a type chosen. */
const cooperationLink = (type: string) => `/?type=${type}#contact`;
const offers = ["pipeline", "training", "curriculum"] as const;
const steps = ["brief", "match", "deliver"] as const;
const quotes = ["jewellery", "university"] as const;

export default function PartnerPage() {
  const { t, i18n } = useTranslation("partner");
  return (
    <>
      <Hero
        tint="from-orange-50"
        ns="partner"
        image={{ src: "/images/about.svg", width: 520, height: 360, alt: "" }}
        actions={
          <>
            <LinkButton href={cooperationLink("strategic-partner")} variant="secondary">
              {t("hero.becomePartner")}
            </LinkButton>
            <LinkButton href={cooperationLink("staff-training")} variant="outline">
              {t("hero.scheduleDemo")}
            </LinkButton>
          </>
        }
      >
        <p className="mt-6 text-slate-700">
          {t("hero.loginHint")}{" "}
          <TextLink to="/login?redirectTo=/partner/portal/dashboard" underline>
            {t("hero.login")}
          </TextLink>
        </p>
      </Hero>

      <Section id="partner-programs" title={t("programs.title")}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {offers.map((id) => (
            <li key={id} className="rounded-2xl border-t-4 border-primary bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-slate-900">{t(`programs.items.${id}.title`)}</h3>
              <p className="mt-2 text-slate-700">{t(`programs.items.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" title={t("how.title")} className="bg-slate-50">
        <NumberedSteps
          accent="secondary"
          steps={steps.map((id) => ({ id, title: t(`how.steps.${id}.title`), text: t(`how.steps.${id}.text`) }))}
        />
      </Section>

      <Section id="outcomes" title={t("outcomes.title")}>
        <Stats className="mt-10 grid gap-6 sm:grid-cols-3">
          {figures.business.map((figure) => (
            <Stat key={figure.id} look="highlight" label={t(`outcomes.${figure.id}`)} value={formatFigure(figure, i18n.language)} />
          ))}
        </Stats>
      </Section>

      <Section id="quotes" title={t("quotes.title")} className="bg-slate-50">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {quotes.map((id) => (
            <li key={id}>
              <figure className="h-full rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <blockquote className="text-lg text-slate-800">“{t(`quotes.items.${id}.text`)}”</blockquote>
                <figcaption className="mt-4 text-sm text-slate-700">
                  <span className="font-semibold text-slate-900">{t(`quotes.items.${id}.name`)}</span>, {t(`quotes.items.${id}.org`)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="partner-cta-title" className="px-4 py-16">
        <div className="mx-auto max-w-4xl rounded-3xl bg-primary-dark p-10 text-center text-white">
          <h2 id="partner-cta-title" className="text-3xl font-bold">
            {t("cta.title")}
          </h2>
          <p className="mt-3 text-teal-50">{t("cta.text")}</p>
          <LinkButton href={cooperationLink("education")} onDark size="lg" className="mt-8">
            {t("cta.button")}
          </LinkButton>
        </div>
      </section>
    </>
  );
}
