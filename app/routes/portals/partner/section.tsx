import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/section";
import { focusRing } from "~/components/ui/focus-ring";
import { Notice } from "~/components/ui/Notice";
import { Toast } from "~/components/ui/Toast";
import { readFlash } from "~/features/forms/flash.server";
import { routeHeaders } from "~/features/http/route-headers";
import { partnerPage, sectionAction } from "~/features/portals/partner/partner.server";
import { pageKeys, partnerPortalPath } from "~/features/portals/partner/paths";
import { readSection } from "~/features/portals/partner/sections.server";
import { RowForm, SectionForm } from "~/features/portals/partner/section-forms";
import { Outcome, PageHeading, SimpleTable } from "~/features/portals/partner/ui";
import { Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The section page a URL names (its path below the portal and its key); any other path is not found. */
function sectionPage(request: Request) {
  const path = new URL(request.url).pathname.replace(/\.data$/, "").slice(partnerPortalPath.length + 1);
  const pageKey = pageKeys[path];
  if (!pageKey) throw data({ message: "No such page." }, { status: 404 });
  return { path, pageKey };
}

/** A section page of the partner portal: the company's rows of that page, as facts and tables. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { path, pageKey } = sectionPage(request);
  const { client, member, title, headers: pageHeaders, translations } = await partnerPage(request, context, pageKey, [pageKey]);
  // A form's message after its redirect (post-redirect-get), shown once.
  const { flash, headers } = await readFlash(request);
  for (const [name, value] of Object.entries(pageHeaders)) headers.set(name, value);
  try {
    const content = await readSection(path, client, member, getInstance(context).t, getLocale(context));
    return data({ title, translations, pageKey, role: member.role, content, flash }, { headers });
  } catch (error) {
    console.error(`Partner portal: could not read ${path}:`, error);
    return data({ title, translations, pageKey, role: member.role, content: null, flash }, { status: 503, headers });
  }
}

/** The forms some section pages have (help ticket, briefs, office hours, member roles); the others answer 400 to a post. */
export const action = ({ request, context }: Route.ActionArgs) => {
  sectionPage(request);
  return sectionAction(request, context);
};

const hasRowForms = (pageKey: string, role: string | null) =>
  (pageKey === "briefs" && role === "SEED_PM") ||
  (pageKey === "members" && role === "ORG_ADMIN") ||
  ((pageKey === "assets" || pageKey === "events") && (role === "ORG_ADMIN" || role === "SEED_PM"));

export default function PartnerSection({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { title, pageKey, role, content, flash } = loaderData;
  // What was typed stays: after a field error, and after an invitation that was not sent (too many, no seat).
  const keep = actionData?.outcome === "invalid" || (actionData?.intent === "invite" && actionData.outcome !== "done");
  const sent = keep ? ((actionData?.result?.initialValue ?? {}) as Record<string, string>) : {};
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const link = `rounded font-semibold text-primary underline hover:text-primary-dark ${focusRing}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t(`intros.${pageKey}`)} />
      {flash ? <Toast tone={flash.tone}>{t(flash.key, { ns: flash.ns ?? "portal-partner", ...flash.params })}</Toast> : null}
      <Outcome answer={actionData} />
      <SectionForm pageKey={pageKey} role={role} errors={errors} sent={sent} settings={content?.settings} />
      {!content ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : (
        <>
          {content.facts.length ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              {content.facts.map(([label, value]) => (
                <div key={label} className="rounded-xl bg-slate-50 p-4">
                  <dt className="text-sm text-slate-700">{label}</dt>
                  <dd className="text-xl font-bold text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {content.tables.map((table) => (
            <Panel key={table.title} id={`table-${table.title.replace(/\W+/g, "-").toLowerCase()}`} title={table.title}>
              <SimpleTable
                caption={table.title}
                columns={table.rowIds && hasRowForms(pageKey, role) ? [...table.columns, t("columns.actions")] : table.columns}
                rows={table.rows.map((row, i) =>
                  [...row, ...(table.rowIds && hasRowForms(pageKey, role) ? [""] : [])].map((cell, j) =>
                    j === row.length ? (
                      <RowForm
                        key="form"
                        pageKey={pageKey}
                        role={role}
                        id={table.rowIds![i]}
                        state={table.rowStates?.[i] ?? null}
                        name={row[0]}
                      />
                    ) : table.links?.[`${i},${j}`] ? (
                      <a key={j} href={table.links[`${i},${j}`]} className={link} rel="noopener noreferrer" target="_blank">
                        {cell}
                      </a>
                    ) : (
                      cell
                    ),
                  ),
                )}
                empty={t("empty")}
              />
            </Panel>
          ))}
          {content.pages.length ? (
            <Panel id="pages" title={t("sectionPagesTitle")}>
              <ul className="mt-3 flex flex-col gap-2">
                {content.pages.map((page) => (
                  <li key={page.path}>
                    <Link to={page.path} className={link}>
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </>
      )}
    </div>
  );
}
