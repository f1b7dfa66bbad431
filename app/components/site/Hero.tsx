import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A public page's first section: an eyebrow, the page's `h1` (which names the section) and its text (`hero.eyebrow`, `hero.title`, `hero.text` of the page's namespace `ns`), the calls to action, what follows them (figures, a sign-in hint) and the
 * picture beside them on wide screens.
 */
export function Hero({
  id,
  tint,
  ns,
  actions,
  image,
  children,
}: {
  /** The section's id; its title's is `<id>-title` (`<ns>-title` without one). */
  id?: string;
  /** The gradient's first colour class, e.g. `from-teal-50`. */
  tint: string;
  ns: string;
  actions: ReactNode;
  /** The picture beside the words (decorative unless `alt` says what it shows). */
  image: { src: string; width: number; height: number; alt: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const titleId = `${id ?? ns}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={`bg-gradient-to-b ${tint} to-white px-4 pt-6 pb-16 md:pt-20`}>
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <p className="font-semibold tracking-wide text-secondary uppercase">{t("hero.eyebrow")}</p>
          <h1 id={titleId} className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900 md:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{t("hero.text")}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          {children}
        </div>
        <img src={image.src} width={image.width} height={image.height} alt={image.alt} fetchPriority="high" className="h-auto w-full" />
      </div>
    </section>
  );
}
