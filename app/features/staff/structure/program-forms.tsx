// The programme dialog of /staff/programs (issue 50): create and edit, shown by its own child route in a
// RouteDialog (ADR 035). The site language's words first, then each other language's, folded away
// (ADR 043: a language left empty shows the site language's words). What a person typed comes back
// from the action with the field errors, so a refused form keeps it.
import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/Checkbox";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Textarea } from "~/components/ui/Textarea";
import { languageNames } from "~/features/i18n/locales";
import { translatedFields, translationLanguages } from "~/features/programs/programs";
import { TextLink } from "~/components/ui/TextLink";
import { formatPrice } from "~/features/programs/programs";
import { structureLimits, tracks, type ProgramDependents, type ProgramRow } from "./structure";
import { StructureDialog, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { nameColumn } from "./StructureList";

const limits = { name: structureLimits.name, summary: structureLimits.summary, duration: structureLimits.duration };

/** Create (`program` null) or edit a programme; `stored` is the edit form's values as stored. */
export function ProgramFormDialog({
  program,
  stored,
  reply,
}: {
  program: { name: string } | null;
  stored: Record<string, string | string[]>;
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  const texts = Object.fromEntries(Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  // A new programme is open for registration until staff say otherwise.
  const { field, errorText, props } = useStructureFields("programs", reply, program ? texts : { open: "on" });
  const typed = (reply?.result?.initialValue ?? null) as Record<string, unknown> | null;
  const chosen = typed ? [typed.tracks].flat() : program ? [stored.tracks].flat() : [];
  /** A translation's field: its label names the language, its text is in it. */
  const translation = (language: (typeof translationLanguages)[number], name: (typeof translatedFields)[number]) => (
    <Field
      key={name}
      field={field(`${language}_${name}`)}
      label={t("programs.fields.inLanguage", { field: t(`programs.fields.${name}`), language: languageNames[language] })}
      formatError={errorText}
    >
      {name === "summary" ? (
        <Textarea rows={3} maxLength={limits[name]} lang={language} />
      ) : (
        <Input autoComplete="off" maxLength={limits[name]} lang={language} />
      )}
    </Field>
  );
  return (
    <StructureDialog area="programs" named={program ? { name: program.name } : null} reply={reply}>
      <Field {...props("slug", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.slug} required />
      </Field>
      <Field {...props("name")}>
        <Input autoComplete="off" maxLength={structureLimits.name} required />
      </Field>
      <Field {...props("summary")}>
        <Textarea rows={3} maxLength={structureLimits.summary} />
      </Field>
      <Field {...props("duration", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.duration} />
      </Field>
      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-800">{t("programs.fields.tracks")}</legend>
        <div className="flex flex-wrap gap-4">
          {tracks.map((track) => (
            <Checkbox
              key={track}
              name="tracks"
              value={track}
              defaultChecked={chosen.includes(track)}
              label={t(`structure.tracks.${track}`)}
            />
          ))}
        </div>
      </fieldset>
      <Field {...props("price", { hint: true })}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
      <Checkbox field={field("open")} label={t("programs.fields.open")} formatError={errorText} />
      <Field {...props("sort", { hint: true })}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
      <fieldset className="rounded-xl border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{t("programs.fields.translations")}</legend>
        <p className="text-xs text-slate-600">{t("programs.fields.translationsHint")}</p>
        {translationLanguages.map((language) => (
          <details key={language} className="mt-3" open={translatedFields.some((name) => field(`${language}_${name}`).errors)}>
            <summary className="cursor-pointer text-sm font-semibold text-slate-800" lang={language}>
              {languageNames[language]}
            </summary>
            <div className="mt-3 flex flex-col gap-3">{translatedFields.map((name) => translation(language, name))}</div>
          </details>
        ))}
      </fieldset>
    </StructureDialog>
  );
}

/** /staff/programs' list and dialogs. */
export const programViews = structureViews<
  ProgramRow,
  { name: string; stored: Record<string, string | string[]> },
  object,
  ProgramDependents & { name: string; slug: string }
>({
  area: "programs",
  useColumns() {
    const { t, i18n } = useTranslation("staff");
    return [
      nameColumn({ key: "name", header: t("programs.columns.name"), name: (program) => program.name, className: "max-w-xs break-words" }),
      {
        key: "slug",
        header: t("programs.columns.page"),
        cell: (program) => <TextLink to={`/programs/${program.slug}`}>/programs/{program.slug}</TextLink>,
      },
      { key: "duration", header: t("programs.columns.duration"), cell: (program) => program.duration },
      {
        key: "price",
        header: t("programs.columns.price"),
        cell: (program) => formatPrice(program.price, i18n.language, t("programs.free")),
      },
      { key: "open", header: t("programs.columns.open"), cell: (program) => (program.open ? t("programs.openYes") : t("programs.openNo")) },
      { key: "interested", header: t("programs.columns.interested"), cell: (program) => program.interested },
    ];
  },
  label: (program) => ({ name: program.name }),
  Form: ({ shown, reply }) => <ProgramFormDialog program={shown} stored={shown?.stored ?? {}} reply={reply} />,
  typed: (values) => ({ name: String(values.name ?? ""), stored: {} }),
  noChoices: {},
  useQuestion(program) {
    const { t } = useTranslation("staff");
    return t("programs.deleteQuestion", { name: program.name, slug: program.slug, count: program.interested });
  },
});
