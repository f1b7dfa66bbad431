// The resource and FAQ dialogs of /staff/resources and /staff/faq (issue 50): create and edit, each
// shown by its own child route in a RouteDialog (ADR 035). What a person typed comes back from the
// action with the field errors, so a refused form keeps it.
import { useTranslation } from "react-i18next";
import { Checkbox } from "~/components/ui/Checkbox";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Options } from "~/components/ui/Options";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import type { Column } from "~/components/ui/DataTable";
import { languageNames, supportedLanguages, type Language } from "~/features/i18n/locales";
import { faqAudiences, resourceKinds, structureLimits, type FaqRow, type ResourceRow } from "./structure";
import { StructureDialog, TrackSelect, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { nameColumn } from "./StructureList";

/** The language a row is written in: each supported language, by its own name. */
function LanguageSelect() {
  return (
    <Select>
      {supportedLanguages.map((language) => (
        <option key={language} value={language} lang={language}>
          {languageNames[language]}
        </option>
      ))}
    </Select>
  );
}

/** Create (`title` null) or edit a resource; `stored` is the edit form's values as stored. */
export function ResourceFormDialog({
  title,
  stored,
  reply,
}: {
  title: string | null;
  stored: Record<string, string>;
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  // A new resource is published, in the site language, unless staff say otherwise.
  const { field, errorText, props } = useStructureFields(
    "resources",
    reply,
    title ? stored : { published: "on", language: "en", kind: "guide" },
  );
  return (
    <StructureDialog area="resources" named={title ? { title } : null} reply={reply}>
      <Field {...props("title")}>
        <Input autoComplete="off" maxLength={structureLimits.title} required />
      </Field>
      <Field {...props("kind")}>
        <Select>
          <Options options={resourceKinds.map((kind) => ({ value: kind, label: t(`resources.kinds.${kind}`) }))} />
        </Select>
      </Field>
      <Field {...props("url", { hint: true })}>
        <Input type="url" autoComplete="off" maxLength={structureLimits.url} required />
      </Field>
      <Field {...props("track")}>
        <TrackSelect none={t("resources.fields.everyTrack")} />
      </Field>
      <Field {...props("summary")}>
        <Textarea rows={3} maxLength={structureLimits.summary} />
      </Field>
      <Field {...props("language", { hint: true })}>
        <LanguageSelect />
      </Field>
      <Field {...props("sort", { hint: true })}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
      <Checkbox field={field("published")} label={t("resources.fields.published")} formatError={errorText} />
    </StructureDialog>
  );
}

/** Create (`question` null) or edit a question of a FAQ; `stored` is the edit form's values as stored. */
export function FaqFormDialog({
  question,
  stored,
  reply,
}: {
  question: string | null;
  stored: Record<string, string>;
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  const { field, errorText, props } = useStructureFields(
    "faq",
    reply,
    question ? stored : { published: "on", language: "en", audience: "learner" },
  );
  return (
    <StructureDialog area="faq" named={question ? {} : null} reply={reply}>
      <Field {...props("audience")}>
        <Select>
          <Options options={faqAudiences.map((audience) => ({ value: audience, label: t(`faq.audiences.${audience}`) }))} />
        </Select>
      </Field>
      <Field {...props("language", { hint: true })}>
        <LanguageSelect />
      </Field>
      <Field {...props("question")}>
        <Input autoComplete="off" maxLength={structureLimits.question} required />
      </Field>
      <Field {...props("answer")}>
        <Textarea rows={5} maxLength={structureLimits.answer} required />
      </Field>
      <Field {...props("sort", { hint: true })}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
      <Checkbox field={field("published")} label={t("faq.fields.published")} formatError={errorText} />
    </StructureDialog>
  );
}

const languageName = (code: string) => (supportedLanguages.includes(code as Language) ? languageNames[code as Language] : code);

/** A row's order among its language's rows; none shows a dash. */
const sortColumn = (header: string): Column<{ sort: number | null }> => ({ key: "sort", header, cell: (row) => row.sort ?? "—" });

/** /staff/resources' list and dialogs. */
export const resourceViews = structureViews<ResourceRow, { title: string; stored: Record<string, string> }, object, ResourceRow>({
  area: "resources",
  useColumns() {
    const { t } = useTranslation("staff");
    return [
      nameColumn({ key: "title", header: t("resources.columns.title"), name: (row) => row.title, className: "max-w-xs break-words" }),
      { key: "kind", header: t("resources.columns.kind"), cell: (row) => t(`resources.kinds.${row.kind}`) },
      {
        key: "track",
        header: t("resources.columns.track"),
        cell: (row) => (row.track ? t(`structure.tracks.${row.track}`) : t("resources.fields.everyTrack")),
      },
      {
        key: "language",
        header: t("resources.columns.language"),
        cell: (row) => <span lang={row.language}>{languageName(row.language)}</span>,
      },
      sortColumn(t("resources.columns.sort")),
      {
        key: "published",
        header: t("resources.columns.published"),
        cell: (row) => (row.published ? t("resources.published") : t("resources.hidden")),
      },
    ];
  },
  label: (row) => ({ title: row.title }),
  Form: ({ shown, reply }) => <ResourceFormDialog title={shown?.title ?? null} stored={shown?.stored ?? {}} reply={reply} />,
  typed: (values) => ({ title: String(values.title ?? ""), stored: {} }),
  noChoices: {},
  useQuestion(row) {
    const { t } = useTranslation("staff");
    return t("resources.deleteQuestion", { title: row.title });
  },
});

/** /staff/faq's list and dialogs. */
export const faqViews = structureViews<FaqRow, { question: string; stored: Record<string, string> }, object, FaqRow>({
  area: "faq",
  useColumns() {
    const { t } = useTranslation("staff");
    return [
      nameColumn({
        key: "question",
        header: t("faq.columns.question"),
        name: (row) => row.question,
        lang: (row) => row.language,
        className: "max-w-md break-words",
      }),
      { key: "audience", header: t("faq.columns.audience"), cell: (row) => t(`faq.audiences.${row.audience}`) },
      { key: "language", header: t("faq.columns.language"), cell: (row) => <span lang={row.language}>{languageName(row.language)}</span> },
      sortColumn(t("faq.columns.sort")),
      { key: "published", header: t("faq.columns.published"), cell: (row) => (row.published ? t("faq.published") : t("faq.hidden")) },
    ];
  },
  label: (row) => ({ question: row.question }),
  Form: ({ shown, reply }) => <FaqFormDialog question={shown?.question ?? null} stored={shown?.stored ?? {}} reply={reply} />,
  typed: (values) => ({ question: String(values.question ?? ""), stored: {} }),
  noChoices: {},
  useQuestion(row) {
    const { t } = useTranslation("staff");
    return t("faq.deleteQuestion", { question: row.question });
  },
});
