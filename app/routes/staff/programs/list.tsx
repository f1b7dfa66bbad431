import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { TextLink } from "~/components/ui/TextLink";
import { routeHeaders } from "~/features/http/route-headers";
import { formatPrice } from "~/features/programs/programs";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listProgramRows } from "~/features/staff/structure/programs.server";
import type { ProgramRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/programs (issue 50): the programmes with how many registered from each one's page, read with
 * the person's own token (content administrators and the Administrator). New, edit and delete are
 * child routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "programs", listProgramRows);
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const columns: Column<ProgramRow>[] = [
    {
      key: "name",
      header: t("programs.columns.name"),
      rowHeader: true,
      cell: (program) => <span className="font-semibold">{program.name}</span>,
      className: "max-w-xs break-words",
    },
    {
      key: "slug",
      header: t("programs.columns.page"),
      cell: (program) => <TextLink to={`/programs/${program.slug}`}>/programs/{program.slug}</TextLink>,
    },
    { key: "duration", header: t("programs.columns.duration"), cell: (program) => program.duration },
    { key: "price", header: t("programs.columns.price"), cell: (program) => formatPrice(program.price, i18n.language, t("programs.free")) },
    { key: "open", header: t("programs.columns.open"), cell: (program) => (program.open ? t("programs.openYes") : t("programs.openNo")) },
    { key: "interested", header: t("programs.columns.interested"), cell: (program) => program.interested },
  ];
  return <StructureList area="programs" columns={columns} {...loaderData} label={(program) => ({ name: program.name })} />;
}
