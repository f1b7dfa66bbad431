import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useMatches, useNavigation } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/Button";
import { focusRing } from "~/components/ui/focus-ring";
import { Notice } from "~/components/ui/Notice";
import { ColumnHeads } from "../shared/panel";
import { crumbsFor, pageKeys, partnerDashboardPath, partnerHref, sectionOf } from "./paths";
import { dateTimeFormat } from "~/features/i18n/intl-cache";
import { ScrollBox } from "~/components/ui/ScrollBox";
import { refusedInput, type PartnerReply } from "./reply";

/** The portals' page heading, for the partner pages beside this module's other parts. */
export { PageHeading } from "../shared/panel";

/**
 * Breadcrumbs (the portal › section › page, a job by its title: a page's loader names it in
 * `crumbs`) and the section's own pages as tabs. Plain links: they work without JavaScript.
 */
export function PartnerTrail() {
  const { t } = useTranslation("portal-partner");
  const { pathname } = useLocation();
  const matches = useMatches();
  const named = Object.assign(
    {},
    ...matches.map((m) => ((m.loaderData as { crumbs?: Record<string, string> } | undefined)?.crumbs ?? {}) as Record<string, string>),
  ) as Record<string, string>;
  const crumbs = crumbsFor(pathname, named);
  const section = sectionOf(pathname);
  const link = `rounded font-medium text-primary underline hover:text-primary-dark ${focusRing}`;
  const tabs = Boolean(section?.pages.length);
  // On a phone (issue 56) each is one row that scrolls sideways, so the page's h1 stays near the top;
  // a section's trail (portal › section › page) says no more than its tabs there, and is left out.
  const row = "scroll-x flex overflow-x-auto whitespace-nowrap md:flex-wrap md:overflow-visible md:bg-none md:whitespace-normal";
  return (
    <div className="mb-3 flex flex-col gap-1 md:mb-6 md:gap-3">
      <nav aria-label={t("breadcrumbs")} className={tabs && crumbs.length <= 2 ? "hidden md:block" : undefined}>
        <ol className={`${row} items-center gap-2 py-0.5 text-sm text-slate-700 md:py-0`}>
          <li>
            <Link to={partnerDashboardPath} className={link}>
              {t("title")}
            </Link>
          </li>
          {crumbs.map((crumb, i) => (
            <li key={crumb.to} className="flex items-center gap-2">
              <span aria-hidden="true">›</span>
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.key ? t(`pages.${crumb.key}`) : crumb.label}</span>
              ) : (
                <Link to={crumb.to} className={link}>
                  {crumb.key ? t(`pages.${crumb.key}`) : crumb.label}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {section && tabs ? (
        <nav aria-label={t("sectionPages", { section: t(`pages.${pageKeys[section.path]}`) })}>
          <ul className={`${row} gap-2 p-1 md:p-0`}>
            {[section.path, ...section.pages].map((path) => {
              const to = partnerHref(path);
              const current = pathname === to || (path !== section.path && pathname.startsWith(`${to}/`));
              return (
                <li key={path}>
                  <Link
                    to={to}
                    aria-current={current ? "page" : undefined}
                    className={`block rounded-md px-3 py-1.5 text-sm font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=page]:bg-teal-50 aria-[current=page]:text-primary ${focusRing}`}
                  >
                    {t(`pages.${pageKeys[path]}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

/** An action's answer above its form: done, or what stopped it. */
export function Outcome({ answer }: { answer?: Pick<PartnerReply, "done" | "formError"> | null }) {
  const { t } = useTranslation("portal-partner");
  if (!answer || refusedInput(answer)) return answer ? <Notice tone="error">{t("outcomes.invalid")}</Notice> : null;
  const { formError } = answer;
  const key = formError?.key === "conflict" && formError.reason ? `reasons.${formError.reason}` : `outcomes.${formError?.key ?? "done"}`;
  return (
    <Notice tone={answer.done ? "success" : "error"} className="mt-2">
      {t(key)}
    </Notice>
  );
}

/** A partner form's field errors (keys of `errors.*`), as its reply carries them. */
type PartnerErrors = Record<string, string[] | null> | null | undefined;

/**
 * A partner form's field for the kit's `Field` / `SelectField`: its id is its name unless `id` says
 * (two forms on a page with the same field), its error `${name}-error` (the integration tests read it)
 * and its hint `${id}-hint`, `value` what it shows (what was sent, else what is stored).
 */
export function partnerField(errors: PartnerErrors, name: string, { id = name, value }: { id?: string; value?: string } = {}) {
  return { id, name, errorId: `${name}-error`, descriptionId: `${id}-hint`, errors: errors?.[name] ?? undefined, initialValue: value };
}

/** The words of a partner form's error key (`errors.*`; one it does not know is "invalid"). */
export function usePartnerErrorText() {
  const { t } = useTranslation("portal-partner");
  return (key: string) => t(`errors.${key}`, { defaultValue: t("errors.invalid") });
}

/** A plain table: a caption for screen readers, a head, rows (an empty list says so). */
export function SimpleTable({ caption, columns, rows, empty }: { caption: string; columns: string[]; rows: ReactNode[][]; empty: string }) {
  if (!rows.length) return <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{empty}</p>;
  return (
    <ScrollBox label={caption} className="mt-4">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <ColumnHeads columns={columns} cellClassName="py-2 pr-3" />
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-slate-100 align-top">
              {cells.map((cell, j) => (
                <td key={j} className="py-2 pr-3">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}

/** A date and time in the page's language, in the academy's time zone (Vietnam), as a `<time>`. */
export function LocalTime({ value, locale }: { value: string | null; locale: string }) {
  if (!value || !Number.isFinite(Date.parse(value))) return <>—</>;
  const text = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" }).format(new Date(value));
  return (
    <time dateTime={value} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** The link to schedule an interview for one application of a job, named for screen readers by its learner. */
export function ScheduleInterviewLink({ jobId, application, learner }: { jobId: number; application: number; learner: string }) {
  const { t } = useTranslation("portal-partner");
  return (
    <Link
      to={`${partnerHref(`talent-pipeline/jobs/${jobId}/interviews/schedule`)}?application=${application}`}
      className={`rounded font-semibold text-primary underline ${focusRing}`}
    >
      {t("pages.scheduleInterview")}
      <span className="sr-only">: {learner}</span>
    </Link>
  );
}

/**
 * A page's form in its card: what comes first (a section form's heading), the hidden intent, the
 * fields, then one submit button, disabled while the form is sent. The server validates
 * (`noValidate`) unless `validate` is false.
 */
export function FormCard({
  intent,
  submit,
  heading,
  validate = true,
  variant,
  children,
}: {
  intent: string;
  submit: ReactNode;
  heading?: ReactNode;
  validate?: boolean;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      noValidate={validate ? true : undefined}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      {heading}
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}
