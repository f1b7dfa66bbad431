import { useTranslation } from "react-i18next";
import { focusRing } from "~/components/ui/focus-ring";

/** A resource's title: a link opening in a new tab when it has a safe address (`href`), else plain text. */
export function ResourceLink({ title, href }: { title: string; href: string | null }) {
  const { t } = useTranslation("portal");
  if (!href) return <span className="font-semibold text-slate-900">{title}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`text-link text-primary underline ${focusRing}`}>
      {title}
      <span className="sr-only">{` ${t("resources.newTab")}`}</span>
    </a>
  );
}
