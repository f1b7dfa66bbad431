import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/help";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { Textarea } from "~/components/ui/Textarea";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import type { RateLimitedError } from "~/features/forms/reply";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { learnerPageData } from "~/features/portals/learner/page-data.server";
import { helpTicketLimiter, helpTicketSchema, readOwnTickets, submitHelpTicket } from "~/features/portals/learner/help.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import { Empty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { getLocale } from "~/features/i18n/middleware.server";
import { readFaq } from "~/features/portals/shared/faq.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

const ticketTone = (status: string) => (status === "answered" ? "success" : status === "closed" ? "neutral" : "primary");

/**
 * The FAQ (issue 50: rows of seed_faq in the learner's language, else the site language's, run on
 * /staff/faq), the ticket form and the learner's own tickets: rows that change on a send, so never kept (ADR 014).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return learnerPageData(request, context, {
    page: "help",
    read: async (client) => {
      const [tickets, faq] = await Promise.all([readOwnTickets(client), readFaq(client, "learner", getLocale(context))]);
      return { tickets, faq };
    },
    failed: { tickets: null, faq: [] },
  });
}

type HelpFormError = RateLimitedError | { key: "sendFailed" };

/** ADR 008: parse → limit → store with the learner's token (then the academy's mail) → post-redirect-get. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const submission = parseWithZod(await readForm(request), { schema: helpTicketSchema });
  if (submission.status !== "success") return formReply<HelpFormError>(submission);
  const limit = await helpTicketLimiter.limit(request, user.id);
  if (!limit.allowed) return rateLimitedReply(submission, limit);
  try {
    await submitHelpTicket(context.get(directusContext), user, submission.value);
  } catch (error) {
    console.error("Learner portal: could not store a help ticket:", error);
    return formReply<HelpFormError>(submission, { formError: { key: "sendFailed" }, status: 503 });
  }
  return redirectWithFlash(learnerSectionHref("help"), { tone: "success", ns: "portal", key: "help.sent" });
}

export default function Help({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal");
  const navigation = useNavigation();
  const location = useLocation();
  const { tickets, faq } = loaderData;
  const typed = (actionData?.result?.initialValue ?? {}) as Record<string, unknown>;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const formatError = (key: string) => t(`help.errors.${key}`);
  const field = (name: "subject" | "body") => ({
    id: `help-${name}`,
    name,
    initialValue: typeof typed[name] === "string" ? typed[name] : undefined,
    errors: errors[name] ?? undefined,
  });
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("help.title")} intro={t("help.intro")} />

      <Panel id="faq" title={t("help.faqTitle")}>
        <div className="mt-4 flex flex-col gap-2">
          {faq.length === 0 ? <p className="text-slate-700">{t("help.noFaq")}</p> : null}
          {faq.map((entry) => (
            <details key={entry.id} className="rounded-xl bg-slate-50 px-4 py-3">
              <summary className="cursor-pointer font-semibold text-slate-900">{entry.question}</summary>
              <p className="mt-2 whitespace-pre-line text-slate-700">{entry.answer}</p>
            </details>
          ))}
        </div>
      </Panel>

      <Panel id="ask" title={t("help.formTitle")} intro={t("help.formIntro")}>
        {actionData?.formError ? (
          <Notice tone="error" className="mt-3">
            {t(actionData.formError.key === "rateLimited" ? "help.errors.rateLimited" : "help.sendFailed")}
          </Notice>
        ) : null}
        {/* A new page after each send (its own location): the form starts empty again. */}
        <Form key={location.key} method="post" noValidate className="mt-4 flex flex-col gap-4">
          <Field field={field("subject")} label={t("help.subject")} formatError={formatError}>
            <Input type="text" maxLength={120} required />
          </Field>
          <Field field={field("body")} label={t("help.message")} formatError={formatError}>
            <Textarea rows={6} maxLength={4000} required />
          </Field>
          <div>
            <Button type="submit" disabled={navigation.state === "submitting"}>
              {t("help.send")}
            </Button>
          </div>
        </Form>
      </Panel>

      <Panel id="tickets" title={t("help.ticketsTitle")}>
        {tickets === null ? (
          <Notice tone="error" className="mt-3">
            {t("help.ticketsFailed")}
          </Notice>
        ) : tickets.length ? (
          <ul className="mt-4 flex flex-col gap-2">
            {tickets.map((ticket) => (
              <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3">
                <div>
                  <p className="font-semibold text-slate-900">{ticket.subject}</p>
                  <p className="text-sm text-slate-600">
                    {t("help.sentOn")} <LocalDate value={ticket.at} locale={i18n.language} />
                  </p>
                </div>
                <Badge tone={ticketTone(ticket.status)}>{t(`help.statuses.${ticket.status}`, { defaultValue: ticket.status })}</Badge>
                {ticket.answer ? (
                  <div className="w-full rounded-lg border border-emerald-200 bg-white px-3 py-2">
                    <p className="text-sm font-semibold text-slate-900">{t("help.answer")}</p>
                    <p className="mt-1 break-words whitespace-pre-line text-slate-800">{ticket.answer}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("help.noTickets")}</Empty>
        )}
      </Panel>
    </div>
  );
}
