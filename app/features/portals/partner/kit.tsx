import { useTranslation } from "react-i18next";
import { generalCriteria } from "../../../../cms/extensions/shared/hiring.mjs";
import type { Kit } from "./kit.server";

type T = ReturnType<typeof useTranslation>["t"];

/** A criterion's name as shown: a general criterion's key in the reader's language, a hiring manager's name as written. */
export const criterionLabel = (t: T, criterion: string) =>
  (generalCriteria as readonly string[]).includes(criterion) ? t(`rubric.${criterion}`) : criterion;

/** The kit's questions: the hiring manager's, or one per criterion in the reader's language. */
export const kitQuestions = (t: T, kit: Kit) =>
  kit.questions.length
    ? kit.questions
    : kit.criteria.map((c) =>
        (generalCriteria as readonly string[]).includes(c) ? t(`kit.questions.${c}`) : t("kit.defaultQuestion", { criterion: c }),
      );

/** A job's interview kit as an interviewer reads it: the questions to ask, then the rubric they score (issue 48, item 3). */
export function KitView({ kit, headingLevel = 3 }: { kit: Kit; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation("portal-partner");
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="flex flex-col gap-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="kit">
      <Heading className="font-bold text-slate-900">{t("kit.title")}</Heading>
      {kit.edited ? null : <p className="text-sm text-slate-700">{t("kit.fromSkills")}</p>}
      <p className="text-sm font-semibold text-slate-900">{t("kit.questionsTitle")}</p>
      <ol className="list-decimal ps-6 text-slate-800">
        {kitQuestions(t, kit).map((question, i) => (
          <li key={i}>{question}</li>
        ))}
      </ol>
      <p className="text-sm font-semibold text-slate-900">
        {t("kit.rubric")} · {t("kit.scale")}
      </p>
      <ul className="list-disc ps-6 text-slate-800">
        {kit.criteria.map((criterion) => (
          <li key={criterion}>{criterionLabel(t, criterion)}</li>
        ))}
      </ul>
    </section>
  );
}
