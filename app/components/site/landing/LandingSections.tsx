import { useTranslation } from "react-i18next";
import { Avatar } from "~/components/ui/Avatar";
import { focusRing } from "~/components/ui/focus-ring";
import { LinkButton } from "~/components/ui/LinkButton";
import { Section } from "~/components/ui/Section";
import { Stat, Stats } from "~/components/ui/Stat";
import { NumberedSteps } from "~/components/site/NumberedSteps";
import { Hero } from "~/components/site/Hero";
import { contactDetails, figures, formatFigure, mentors, methodologySteps, participants, programmeIcon } from "~/features/landing/content";
import { Notice } from "~/components/ui/Notice";
import { formatPrice, type PublicProgram } from "~/features/programs/programs";

function Check({ className = "text-primary" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" className={`mt-0.5 shrink-0 ${className}`} fill="currentColor">
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6z" />
    </svg>
  );
}

/** A list with a tick before each line (a programme's features, the platform's and the benefits' points). */
function CheckList({
  items,
  className,
  itemClassName = "",
  checkClassName,
}: {
  items: string[];
  className: string;
  itemClassName?: string;
  checkClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex gap-2 ${itemClassName}`.trim()}>
          <Check className={checkClassName} />
          {item}
        </li>
      ))}
    </ul>
  );
}

/** The round email and booking links on a mentor's card. */
const iconLinkClass = `inline-flex size-10 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:border-primary hover:text-primary ${focusRing}`;

export function HeroSection() {
  const { t, i18n } = useTranslation("landing");
  return (
    <Hero
      id="home"
      tint="from-teal-50"
      ns="landing"
      image={{ src: "/images/hero.svg", width: 560, height: 440, alt: t("hero.imageAlt") }}
      actions={
        <>
          <LinkButton to="/portal">{t("hero.startNow")}</LinkButton>
          <LinkButton href="#programs" variant="outline">
            {t("hero.explore")}
          </LinkButton>
        </>
      }
    >
      <Stats className="mt-10 grid grid-cols-2 gap-6">
        {figures.hero.map((figure) => (
          <Stat key={figure.id} look="plain" label={t(`hero.${figure.id}`)} value={formatFigure(figure, i18n.language)} />
        ))}
      </Stats>
    </Hero>
  );
}

export function AboutSection() {
  const { t } = useTranslation("landing");
  const values = ["practice", "mentors", "outcomes"] as const;
  return (
    <Section id="about" title={t("about.title")}>
      <div className="mt-8 grid items-start gap-10 md:grid-cols-2">
        <div>
          <p className="text-xl font-medium text-slate-900">{t("about.lead")}</p>
          <p className="mt-4 text-slate-700">{t("about.text")}</p>
          <div className="mt-8 rounded-2xl border-l-4 border-secondary bg-orange-50 p-6">
            <h3 className="text-xl font-bold text-slate-900">{t("about.visionTitle")}</h3>
            <p className="mt-2 text-slate-800">{t("about.vision")}</p>
          </div>
        </div>
        <div>
          <img
            src="/images/about.svg"
            width="520"
            height="360"
            alt={t("about.imageAlt")}
            loading="lazy"
            decoding="async"
            className="h-auto w-full"
          />
          <ul className="mt-6 grid gap-4">
            {values.map((id) => (
              <li key={id} className="flex gap-3">
                <Check />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`about.values.${id}.title`)}</h3>
                  <p className="text-slate-700">{t(`about.values.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

export function TeamSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="team" title={t("team.title")} text={t("team.text")} className="bg-slate-50">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {mentors.map((mentor) => (
          <li key={mentor.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Avatar name={mentor.name} src={mentor.image} size="lg" />
            <h3 className="mt-4 text-lg font-bold text-slate-900">{mentor.name}</h3>
            <p className="text-sm font-semibold text-primary">{t(`team.mentors.${mentor.id}.title`)}</p>
            <p className="text-sm text-slate-600">{t(`team.mentors.${mentor.id}.company`)}</p>
            <p className="mt-3 flex-1 text-sm text-slate-700">{t(`team.mentors.${mentor.id}.description`)}</p>
            <div className="mt-4 flex gap-2">
              <a
                href={`mailto:${contactDetails.email}?subject=${encodeURIComponent(`Mentor: ${mentor.name}`)}`}
                aria-label={t("team.emailMentor", { name: mentor.name })}
                className={iconLinkClass}
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <rect x="3" y="5" width="18" height="14" rx="2" />
                  <path d="m3 7 9 6 9-6" />
                </svg>
              </a>
              <a href="/?type=mentor#contact" aria-label={t("team.bookMentor", { name: mentor.name })} className={iconLinkClass}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
                  <rect x="3" y="5" width="18" height="16" rx="2" />
                  <path d="M3 10h18M8 3v4M16 3v4" />
                </svg>
              </a>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-wrap gap-3">
        <LinkButton href="/?type=mentor#contact" variant="secondary">
          {t("team.registerMentor")}
        </LinkButton>
        <LinkButton to="/portal" variant="outline">
          {t("team.studentPortal")}
        </LinkButton>
      </div>
    </Section>
  );
}

/**
 * The programmes (issue 50): read from seed_programs in the reader's language (ADR 043); each card leads
 * to its own page. `programs` null: they could not be read, and the section says so.
 */
export function ProgramsSection({ programs }: { programs: PublicProgram[] | null }) {
  const { t } = useTranslation("landing");
  return (
    <Section id="programs" title={t("programs.title")} text={t("programs.text")}>
      {programs === null ? (
        <Notice tone="warning" className="mt-10">
          {t("programs.loadFailed")}
        </Notice>
      ) : programs.length === 0 ? (
        <p className="mt-10 text-slate-700">{t("programs.empty")}</p>
      ) : (
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {programs.map((program, index) => (
            <ProgrammeCard key={program.slug} program={program} primary={index % 2 === 0} />
          ))}
        </ul>
      )}
      <div className="mt-10">
        <LinkButton to="/portal">{t("programs.openPortal")}</LinkButton>
      </div>
    </Section>
  );
}

/** A programme's card: its icon, name, how long it runs and its price, its summary, and the way to its page. */
function ProgrammeCard({ program, primary }: { program: PublicProgram; primary: boolean }) {
  const { t, i18n } = useTranslation("landing");
  return (
    <li
      className={`flex flex-col rounded-2xl border-t-4 bg-white p-6 shadow-sm ring-1 ring-slate-200 ${primary ? "border-primary text-primary" : "border-secondary text-secondary"}`}
    >
      <img src={programmeIcon(program.slug)} width="56" height="56" alt="" loading="lazy" decoding="async" />
      <h3 className="mt-4 text-2xl font-bold text-slate-900">{program.name}</h3>
      <p className="font-semibold">
        {[program.duration, formatPrice(program.price, i18n.language, t("programs.free"))].filter(Boolean).join(" · ")}
      </p>
      <p className="mt-3 flex-1 text-slate-700">{program.summary}</p>
      <LinkButton to={`/programs/${program.slug}`} variant={primary ? "outline" : "secondary"} className="mt-6">
        {t("programs.learnMore")}
        {/* Says where the link goes, for screen readers and search engines alike. */}
        <span className="sr-only">: {program.name}</span>
      </LinkButton>
    </li>
  );
}

export function MethodologySection() {
  const { t } = useTranslation("landing");
  const points = ["p1", "p2", "p3"] as const;
  return (
    <Section id="methodology" title={t("methodology.title")} text={t("methodology.text")} className="bg-slate-50">
      <NumberedSteps
        accent="primary"
        steps={methodologySteps.map((id) => ({ id, title: t(`methodology.steps.${id}.title`), text: t(`methodology.steps.${id}.text`) }))}
      />
      <div className="mt-10 grid items-center gap-8 rounded-3xl bg-primary-dark p-8 text-white md:grid-cols-[2fr_1fr]">
        <div>
          <h3 className="text-2xl font-bold">{t("methodology.platformTitle")}</h3>
          <p className="mt-3 text-teal-50">{t("methodology.platformText")}</p>
          <CheckList
            className="mt-5 space-y-2"
            checkClassName="text-orange-300"
            items={points.map((point) => t(`methodology.platformPoints.${point}`))}
          />
        </div>
        <img
          src="/images/platform.svg"
          width="280"
          height="220"
          alt=""
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-xs"
        />
      </div>
    </Section>
  );
}

export function BenefitsSection() {
  const { t, i18n } = useTranslation("landing");
  const cards = [
    { id: "learners", figures: figures.learners, cta: { to: "/register", variant: "primary" }, tone: "bg-teal-50 ring-teal-200" },
    {
      id: "business",
      figures: figures.business,
      cta: { to: "/?type=strategic-partner#contact", variant: "secondary" },
      tone: "bg-orange-50 ring-orange-200",
    },
  ] as const;
  const points = ["p1", "p2", "p3"] as const;
  return (
    <Section id="benefits" title={t("benefits.title")} text={t("benefits.text")}>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {cards.map((card) => (
          <article key={card.id} aria-labelledby={`benefits-${card.id}`} className={`flex flex-col rounded-2xl p-8 ring-1 ${card.tone}`}>
            <h3 id={`benefits-${card.id}`} className="text-2xl font-bold text-slate-900">
              {t(`benefits.${card.id}.title`)}
            </h3>
            <p className="mt-2 text-slate-700">{t(`benefits.${card.id}.text`)}</p>
            <CheckList
              className="mt-4 space-y-2"
              itemClassName="text-slate-800"
              items={points.map((point) => t(`benefits.${card.id}.points.${point}`))}
            />
            <Stats className="mt-6 grid flex-1 grid-cols-3 gap-4">
              {card.figures.map((figure) => (
                <Stat
                  key={figure.id}
                  look="plain"
                  label={t(`benefits.${card.id}.${figure.id}`)}
                  value={formatFigure(figure, i18n.language)}
                  valueClassName="text-2xl font-bold text-slate-900 md:text-3xl"
                />
              ))}
            </Stats>
            <LinkButton href={card.cta.to} variant={card.cta.variant} className="mt-8 self-start">
              {t(`benefits.${card.id}.cta`)}
            </LinkButton>
          </article>
        ))}
      </div>
    </Section>
  );
}

export function ParticipantsSection() {
  const { t } = useTranslation("landing");
  return (
    <Section id="participants" title={t("participants.title")} text={t("participants.text")} className="bg-slate-50">
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {participants.map((p) => (
          <li key={p.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <img
              src={p.logo}
              width="160"
              height="64"
              alt={t("participants.logoAlt", { name: t(`participants.items.${p.id}.name`) })}
              loading="lazy"
              decoding="async"
            />
            <h3 className="mt-4 font-bold text-slate-900">{t(`participants.items.${p.id}.name`)}</h3>
            <p className="text-sm font-semibold text-primary">{t(`participants.items.${p.id}.kind`)}</p>
            <p className="mt-2 text-sm text-slate-700">{t(`participants.items.${p.id}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
