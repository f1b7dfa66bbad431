import { useTranslation } from "react-i18next";
import { Notice } from "~/components/ui/Notice";
import { LinkNotice, Panel } from "../shared/panel";
import { learnerSectionHref } from "./sections";
import { competencyKeys } from "./onboarding";

/**
 * The self-assessment: a rating from 1 to 5 per competency (onboarding and the assessment page).
 * `valueOf` gives what to show (what was sent, else what is saved); `errors` the field errors.
 */
export function RatingFields({ valueOf, errors }: { valueOf: (key: string) => string; errors: Record<string, string[] | null> }) {
  const { t } = useTranslation("portal");
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      {competencyKeys.map((key) => (
        <div key={key}>
          <label htmlFor={`rating-${key}`} className="block font-semibold text-slate-900">
            {t(`competencies.${key}`)}
          </label>
          <select
            id={`rating-${key}`}
            name={key}
            defaultValue={valueOf(key)}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={errors[key] ? `rating-${key}-error` : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t("onboarding.choose")}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t(`onboarding.levels.${n}`)}
              </option>
            ))}
          </select>
          {errors[key] ? (
            <p id={`rating-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
              {t("onboarding.ratingRequired")}
            </p>
          ) : null}
        </div>
      ))}
    </div>
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

/** The self-assessment in its panel, as both onboarding forms show it. */
export function RatingsPanel({
  id,
  title,
  valueOf,
  errors,
}: {
  id: string;
  title: string;
  valueOf: (key: string) => string;
  errors: Record<string, string[] | null>;
}) {
  const { t } = useTranslation("portal");
  return (
    <Panel id={id} title={title} intro={t("onboarding.assessmentIntro")}>
      <RatingFields valueOf={valueOf} errors={errors} />
    </Panel>
  );
}

/** Onboarding is not finished yet: a hint with the link to it. */
export function OnboardingHint({ text, link }: { text: string; link: string }) {
  return <LinkNotice tone="info" text={text} to={learnerSectionHref("onboarding")} link={link} />;
}
