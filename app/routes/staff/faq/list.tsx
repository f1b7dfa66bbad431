import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { languageNames, supportedLanguages, type Language } from "~/features/i18n/locales";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listFaq } from "~/features/staff/structure/content.server";
import type { FaqRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

const languageName = (code: string) => (supportedLanguages.includes(code as Language) ? languageNames[code as Language] : code);

/**
 * /staff/faq (issue 50): the learners' and the partners' questions by language and order, published
 * or not, read with the person's own token (content administrators and the Administrator). New, edit
 * and delete are child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "faq", listFaq);
}

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const columns: Column<FaqRow>[] = [
    {
      key: "question",
      header: t("faq.columns.question"),
      rowHeader: true,
      className: "max-w-md break-words",
      cell: (row) => (
        <span className="font-semibold" lang={row.language}>
          {row.question}
        </span>
      ),
    },
    { key: "audience", header: t("faq.columns.audience"), cell: (row) => t(`faq.audiences.${row.audience}`) },
    { key: "language", header: t("faq.columns.language"), cell: (row) => <span lang={row.language}>{languageName(row.language)}</span> },
    { key: "sort", header: t("faq.columns.sort"), cell: (row) => row.sort ?? "—" },
    { key: "published", header: t("faq.columns.published"), cell: (row) => (row.published ? t("faq.published") : t("faq.hidden")) },
  ];
  return <StructureList area="faq" columns={columns} {...loaderData} label={(row) => ({ question: row.question })} />;
}
