import { useTranslation } from "react-i18next";
import { Notice } from "~/components/ui/Notice";
import { Empty, LinkNotice, Panel } from "../shared/panel";
import { answerField, type Question } from "./assessment";
import { learnerSectionHref } from "./sections";

/**
 * The short assessment's questions (ADR 027): a group of answers per question, its competency above
 * its situation. `valueOf` gives the chosen answer (what was sent, else what is saved); `errors` the
 * field errors.
 */
export function QuestionFields({
  questions,
  valueOf,
  errors,
}: {
  questions: Question[];
  valueOf: (field: string) => string;
  errors: Record<string, string[] | null>;
}) {
  const { t } = useTranslation("portal");
  return (
    <ol className="mt-4 flex flex-col gap-5">
      {questions.map((question, number) => {
        const field = answerField(question.id);
        return (
          <li key={question.id}>
            <fieldset aria-describedby={errors[field] ? `${field}-error` : undefined}>
              <legend className="font-semibold text-slate-900">
                <span className="block text-sm font-medium text-slate-600">{t(`competencies.${question.competency}`)}</span>
                {number + 1}. {question.prompt}
              </legend>
              <div className="mt-2 flex flex-col gap-2">
                {question.options.map((option, index) => (
                  <label
                    key={index}
                    className="flex cursor-pointer items-start gap-3 rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-primary"
                  >
                    <input type="radio" name={field} value={index} defaultChecked={valueOf(field) === String(index)} className="mt-1" />
                    <span className="text-slate-800">{option}</span>
                  </label>
                ))}
              </div>
              {errors[field] ? (
                <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {t("onboarding.answerRequired")}
                </p>
              ) : null}
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}

/** Above the onboarding forms: the learner's saved answers could not be read, or the last save failed. */
export function OnboardingTrouble({ loadFailed, saveFailed }: { loadFailed: boolean; saveFailed: boolean }) {
  const { t } = useTranslation("portal");
  return (
    <>
      {loadFailed ? (
        <Notice tone="error" className="mt-4">
          {t("onboarding.loadFailed")}
        </Notice>
      ) : null}
      {saveFailed ? (
        <Notice tone="error" className="mt-4">
          {t("onboarding.saveFailed")}
        </Notice>
      ) : null}
    </>
  );
}

/** The assessment in its panel, as both onboarding forms show it; without questions, says so. */
export function QuestionsPanel({
  id,
  title,
  questions,
  valueOf,
  errors,
}: {
  id: string;
  title: string;
  questions: Question[];
  valueOf: (field: string) => string;
  errors: Record<string, string[] | null>;
}) {
  const { t } = useTranslation("portal");
  return (
    <Panel id={id} title={title} intro={questions.length ? t("onboarding.assessmentIntro") : undefined}>
      {questions.length ? (
        <QuestionFields questions={questions} valueOf={valueOf} errors={errors} />
      ) : (
        <Empty>{t("onboarding.noQuestions")}</Empty>
      )}
    </Panel>
  );
}

/** Onboarding is not finished yet: a hint with the link to it. */
export function OnboardingHint({ text, link }: { text: string; link: string }) {
  return <LinkNotice tone="info" text={text} to={learnerSectionHref("onboarding")} link={link} />;
}
