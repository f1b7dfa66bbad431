import { useTranslation } from "react-i18next";

/** Each page's headed paragraphs, in order (`legal:<page>.sections.<id>`). */
const sectionsOf = {
  privacy: ["collect", "use", "keep", "rights", "contact"],
  terms: ["service", "accounts", "content", "conduct", "changes"],
} as const;

/** /privacy and /terms: a title, an intro and a few headed paragraphs from the `legal` namespace. */
export function LegalPage({ page }: { page: keyof typeof sectionsOf }) {
  const { t } = useTranslation("legal");
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-4xl font-bold text-slate-900">{t(`${page}.title`)}</h1>
        <p className="mt-2 text-sm text-slate-600">{t("updated")}</p>
        <p className="mt-6 text-lg text-slate-700">{t(`${page}.intro`)}</p>
        {sectionsOf[page].map((id) => (
          <section key={id} aria-labelledby={`${page}-${id}`} className="mt-8">
            <h2 id={`${page}-${id}`} className="text-2xl font-semibold text-slate-900">
              {t(`${page}.sections.${id}.title`)}
            </h2>
            <p className="mt-2 text-slate-700">{t(`${page}.sections.${id}.text`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
