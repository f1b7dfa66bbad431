import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { buttonClass } from "~/components/ui/Button";

const looks = {
  /** Above a list: a field of its own width; the button wraps under it on a narrow screen. */
  list: {
    form: "flex flex-wrap items-end gap-2",
    label: "flex flex-col gap-1 text-sm font-semibold text-slate-800",
    input: "min-h-10 w-64 rounded-lg border border-slate-400 px-3 py-2 font-normal",
  },
  /** In a dialog: the field fills the line. */
  dialog: {
    form: "flex items-end gap-2",
    label: "flex flex-1 flex-col gap-1 text-sm font-semibold text-slate-800",
    input: "min-h-10 rounded-lg border border-slate-400 px-3 py-2 font-normal",
  },
};

/**
 * A search of the admin page (a list's filter, the cover library): a GET form for `?<name>=`; the
 * parameters in `keep` stay in hidden fields.
 */
export function SearchForm({
  name,
  value,
  keep,
  label,
  maxLength,
  look,
}: {
  name: string;
  value: string;
  keep: Record<string, string>;
  label: string;
  maxLength: number;
  look: keyof typeof looks;
}) {
  const { t } = useTranslation("staff");
  const classes = looks[look];
  return (
    <Form method="get" role="search" className={classes.form} preventScrollReset>
      {Object.entries(keep).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <label className={classes.label}>
        {label}
        <input type="search" name={name} defaultValue={value} maxLength={maxLength} className={classes.input} />
      </label>
      <button type="submit" className={buttonClass({ variant: "outline", size: "sm" })}>
        {t("admin.filter")}
      </button>
    </Form>
  );
}
