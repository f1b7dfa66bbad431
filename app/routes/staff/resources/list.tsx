import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { languageNames, supportedLanguages, type Language } from "~/features/i18n/locales";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listResources } from "~/features/staff/structure/content.server";
import type { ResourceRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

const languageName = (code: string) => (supportedLanguages.includes(code as Language) ? languageNames[code as Language] : code);

/**
 * /staff/resources (issue 50): the learners' resources by language and order, published or not, read
 * with the person's own token (content administrators and the Administrator). New, edit and delete
 * are child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "resources", listResources);
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const columns: Column<ResourceRow>[] = [
    {
      key: "title",
      header: t("resources.columns.title"),
      rowHeader: true,
      className: "max-w-xs break-words",
      cell: (row) => <span className="font-semibold">{row.title}</span>,
    },
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
    { key: "sort", header: t("resources.columns.sort"), cell: (row) => row.sort ?? "—" },
    {
      key: "published",
      header: t("resources.columns.published"),
      cell: (row) => (row.published ? t("resources.published") : t("resources.hidden")),
    },
  ];
  return <StructureList area="resources" columns={columns} {...loaderData} label={(row) => ({ title: row.title })} />;
}
