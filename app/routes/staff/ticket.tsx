import { useTranslation } from "react-i18next";
import { data, Form, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/ticket";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { LocalDate } from "~/components/ui/LocalDate";
import { Textarea } from "~/components/ui/Textarea";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { adminSendLimiter } from "~/features/staff/admin/actions.server";
import { ListMessages } from "~/features/staff/list-messages";
import { staffPageMeta } from "~/features/staff/page-meta";
import { answerMaxLength, ticketStatusTone } from "~/features/staff/tickets";
import { answerTicket, readTicket, setTicketStatus, ticketActionSchema } from "~/features/staff/tickets.server";

export const meta: Route.MetaFunction = staffPageMeta;

/** One ticket (`/staff/tickets/learner-12`, `…/partner-7`): content administrators only, read with their own token. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const { t } = getInstance(context);
  const ticket = await readTicket(context.get(directusContext), params.id);
  const translations = translationsFor(context, { staff: ["tickets", "admin.errors.rateLimited"] });
  const headers = { "Cache-Control": "private, no-store" };
  // No such ticket: a 404 that is still this page, so an answer posted to it is shown again, not lost.
  if (!ticket) return data({ title: t("staff:tickets.notFound"), translations, ticket }, { status: 404, headers });
  return data({ title: ticket.subject || t("staff:tickets.title"), translations, ticket }, { headers });
}

type TicketError = { key: "notFound" | "saveFailed" };

/**
 * Answer, close or reopen (ADR 008): the role again (editors pass the staff layout), the form, the
 * ticket the URL names (none: 404, what was typed kept), then the write and post-redirect-get.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.admins);
  const submission = await readIntentForm(request, ticketActionSchema);
  const client = context.get(directusContext);
  const ticket = await readTicket(client, params.id);
  if (!ticket) return formReply<TicketError>(submission, { formError: { key: "notFound" }, status: 404 });
  if (submission.status !== "success") return formReply<TicketError>(submission);
  const form = submission.value;
  // An answer reaches its sender in the academy's name: it counts with the admin page's messages
  // and invitations (so many an hour per staff member, shared/SECURITY.md).
  const user = context.get(userContext);
  if (form.intent === "answer" && user) {
    const limit = await adminSendLimiter.consume(user.id);
    if (!limit.allowed) return rateLimitedReply(submission, limit);
  }
  try {
    if (form.intent === "answer") await answerTicket(client, ticket, form.answer);
    else await setTicketStatus(client, ticket, form.intent === "close" ? "closed" : "open");
  } catch (error) {
    console.error(`Staff: could not ${form.intent} the ticket ${ticket.ref}:`, error);
    return formReply<TicketError>(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  const done = { answer: "answered", close: "closed", reopen: "reopened" }[form.intent];
  return redirectWithFlash(`/staff/tickets/${ticket.ref}`, { tone: "success", ns: "staff", key: `tickets.done.${done}` });
}

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const navigation = useNavigation();
  const location = useLocation();
  const { ticket } = loaderData;
  const typed = (actionData?.result?.initialValue ?? {}) as Record<string, unknown>;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const formKey = actionData?.formError?.key;
  const formError = !formKey ? null : formKey === "rateLimited" ? t("admin.errors.rateLimited") : t(`tickets.errors.${formKey}`);
  const busy = navigation.state === "submitting";
  if (!ticket) return <MissingTicket error={formError} typed={typeof typed.answer === "string" ? typed.answer : null} />;
  return (
    <div className="flex flex-col gap-6">
      <TicketHeading title={ticket.subject} error={formError} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t("tickets.columns.from")}</dt>
          <dd className="font-semibold text-slate-900">
            {ticket.sender ?? t("tickets.unknownSender")}
            {ticket.email && ticket.email !== ticket.sender ? <span className="block font-normal">{ticket.email}</span> : null}
            <span className="block font-normal text-slate-700">
              {t(`tickets.source.${ticket.source}`)}
              {ticket.company ? ` · ${ticket.company}` : ""}
            </span>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-700">{t("tickets.columns.status")}</dt>
          <dd className="mt-1">
            <Badge tone={ticketStatusTone[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>
            <span className="ml-2 text-sm text-slate-700">
              {t("tickets.columns.received")}: <LocalDate value={ticket.at} locale={i18n.language} style="short" empty="—" />
            </span>
          </dd>
        </div>
      </dl>

      <section aria-labelledby="ticket-message" className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="ticket-message" className="text-lg font-semibold text-slate-900">
          {t("tickets.message")}
        </h2>
        <p className="mt-2 break-words whitespace-pre-line text-slate-800">{ticket.body}</p>
      </section>

      {ticket.answer ? (
        <section aria-labelledby="ticket-answer" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <h2 id="ticket-answer" className="text-lg font-semibold text-slate-900">
            {t("tickets.answer")}
          </h2>
          <p className="text-sm text-slate-700">
            <LocalDate value={ticket.answeredAt} locale={i18n.language} style="short" empty="" />
          </p>
          <p className="mt-2 break-words whitespace-pre-line text-slate-800">{ticket.answer}</p>
        </section>
      ) : null}

      {/* A new page after each send (its own location): the form starts empty again. */}
      <Form key={location.key} method="post" noValidate className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
        <Field
          field={{
            id: "ticket-answer-text",
            name: "answer",
            initialValue: typeof typed.answer === "string" ? typed.answer : undefined,
            errors: errors.answer ?? undefined,
          }}
          label={ticket.answer ? t("tickets.newAnswer") : t("tickets.yourAnswer")}
          hint={ticket.answer ? t("tickets.replaceHint") : t("tickets.answerHint")}
          formatError={(key) => t(`tickets.errors.${key}`, { max: answerMaxLength })}
        >
          <Textarea rows={6} maxLength={answerMaxLength} required />
        </Field>
        <div>
          <Button type="submit" name="intent" value="answer" disabled={busy}>
            {t("tickets.send")}
          </Button>
        </div>
      </Form>

      <Form method="post" className="flex flex-wrap items-center gap-3">
        {ticket.status === "closed" ? (
          <Button type="submit" name="intent" value="reopen" variant="outline" disabled={busy}>
            {t("tickets.reopen")}
          </Button>
        ) : (
          <Button type="submit" name="intent" value="close" variant="outline" disabled={busy}>
            {t("tickets.close")}
          </Button>
        )}
      </Form>
    </div>
  );
}

/** The way back to the list, the page's title and its messages: a ticket's page and the missing one's. */
function TicketHeading({ title, error }: { title: string; error: string | null }) {
  const { t } = useTranslation("staff");
  return (
    <div>
      <TextLink to="/staff/tickets" className="text-sm">
        {t("tickets.back")}
      </TextLink>
      <h1 className="mt-2 text-3xl font-bold break-words text-slate-900">{title}</h1>
      <ListMessages error={error} />
    </div>
  );
}

/** The URL names no ticket (or none that exists): says so, and shows an answer posted to it so that it is not lost. */
function MissingTicket({ error, typed }: { error: string | null; typed: string | null }) {
  const { t } = useTranslation("staff");
  return (
    <div className="flex flex-col gap-6">
      <TicketHeading title={t("tickets.notFound")} error={error} />
      {typed ? (
        <Field field={{ id: "ticket-answer-text", name: "answer", initialValue: typed }} label={t("tickets.yourAnswer")}>
          <Textarea rows={6} readOnly />
        </Field>
      ) : null}
    </div>
  );
}
