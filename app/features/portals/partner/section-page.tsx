import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { Notice } from "~/components/ui/Notice";
import { Panel } from "../shared/panel";
import { sectionPageForms, type Forms } from "./section-forms";
import type { SectionContent } from "./sections.server";
import { Outcome, PageHeading, SimpleTable } from "./ui";
import { refusedInput, sentForm, type PartnerReply } from "./reply";

/** What a section page's loader sends (section-page.server.ts, `loadSectionPage`). */
export interface SectionPageData {
  title: string;
  pageKey: string;
  may: Forms;
  content: SectionContent | null;
}

/**
 * A section page of the partner portal: its heading, a form's message, the page's form (given what
 * was sent and its errors), then the company's rows as facts and tables (a row's own form in an
 * actions column) and, on a section's overview, its pages. Its forms: `sectionPageForms`, as the
 * member's role may send them.
 */
export function SectionPage({ loaderData, actionData }: { loaderData: SectionPageData; actionData?: PartnerReply }) {
  const { t } = useTranslation("portal-partner");
  const { title, pageKey, may, content } = loaderData;
  const { form, rowForm } = sectionPageForms[pageKey]?.(may, content) ?? {};
  // What was typed stays: after a field error, and after an invitation that was not sent (too many, no seat).
  const keep = refusedInput(actionData) || (actionData?.intent === "invite" && !actionData.done);
  const { sent, errors } = sentForm(actionData, keep);
  const link = `rounded font-semibold text-primary underline hover:text-primary-dark ${focusRing}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t(`intros.${pageKey}`)} />
      <Outcome answer={actionData} />
      {form ? form({ errors, sent }) : null}
      {!content ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : (
        <>
          {content.notice ? <Notice tone="info">{content.notice}</Notice> : null}
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
          {content.tables.map((table) => {
            const withForms = Boolean(table.rowIds && rowForm);
            return (
              <Panel key={table.title} id={`table-${table.title.replace(/\W+/g, "-").toLowerCase()}`} title={table.title}>
                <SimpleTable
                  caption={table.title}
                  columns={withForms ? [...table.columns, t("columns.actions")] : table.columns}
                  rows={table.rows.map((row, i) =>
                    [...row, ...(withForms ? [""] : [])].map((cell, j) =>
                      j === row.length && rowForm ? (
                        <Fragment key="form">
                          {rowForm({ id: table.rowIds![i], state: table.rowStates?.[i] ?? null, name: row[0] })}
                        </Fragment>
                      ) : table.links?.[`${i},${j}`]?.startsWith("/") ? (
                        // A page of the portal (an invoice to print): in this tab.
                        <Link key={j} to={table.links[`${i},${j}`]} className={link}>
                          {cell}
                        </Link>
                      ) : table.links?.[`${i},${j}`] ? (
                        <a key={j} href={table.links[`${i},${j}`]} className={link} rel="noopener noreferrer" target="_blank">
                          {cell}
                        </a>
                      ) : typeof cell === "string" && cell.includes("\n") ? (
                        // A text of several lines (a brief's body) keeps its line breaks.
                        <span key={j} className="whitespace-pre-line">
                          {cell}
                        </span>
                      ) : (
                        cell
                      ),
                    ),
                  )}
                  empty={t("empty")}
                />
              </Panel>
            );
          })}
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
