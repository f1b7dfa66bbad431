// /staff/tickets (issue 47): the learners' help tickets (seed_help_tickets) and the partners'
// (seed_partner_tickets) in one list, read and answered with the staff member's own token
// (cms/permissions/admin.mjs, the `seed-admin-tickets` policy; the Administrator reads everything).
// The answer is stored on the ticket itself (`answer`, `answered_at`), so its sender reads it
// under their ticket with the rule that already shows them only their own tickets.
import { aggregate, readItems, updateItem, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { notify } from "~/features/notifications/notify.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import {
  answerMaxLength,
  ticketSources,
  ticketStatuses,
  type Ticket,
  type TicketRow,
  type TicketSource,
  type TicketStatus,
} from "./tickets";

const collectionOf = { learner: "seed_help_tickets", partner: "seed_partner_tickets" } as const;
/** Who sent it, as each collection names them: a learner's `user`, a partner member's `author` (and the company). */
const senderFields = {
  learner: ["user.id", "user.first_name", "user.last_name", "user.email"],
  partner: ["author.id", "author.first_name", "author.last_name", "author.email", "company.name"],
} as const;

/** Tickets on one page of the list. */
export const ticketsPageSize = 20;

type Row = Record<string, unknown>;

const str = (value: unknown) => (typeof value === "string" && value ? value : null);
const statusOf = (value: unknown): TicketStatus => (ticketStatuses.includes(value as TicketStatus) ? (value as TicketStatus) : "open");

function toRow(source: TicketSource, row: Row): Ticket {
  const person = (source === "learner" ? row.user : row.author) as Row | null;
  const name = person ? [str(person.first_name), str(person.last_name)].filter(Boolean).join(" ") : "";
  return {
    ref: `${source}-${Number(row.id)}`,
    source,
    id: Number(row.id),
    subject: String(row.subject ?? ""),
    status: statusOf(row.status),
    at: str(row.created_at),
    sender: name || str(person?.email) || null,
    senderId: str(person?.id),
    email: str(person?.email),
    company: source === "partner" ? str((row.company as Row | null)?.name) : null,
    body: String(row.body ?? ""),
    answer: str(row.answer),
    answeredAt: str(row.answered_at),
  };
}

/** `learner-12` → which collection and id; anything else (`partner-x`, `faculty-1`, `learner-0`) → null. */
export function parseTicketRef(ref: string | undefined): { source: TicketSource; id: number } | null {
  const match = /^(learner|partner)-([1-9]\d{0,9})$/.exec(ref ?? "");
  return match ? { source: match[1] as TicketSource, id: Number(match[2]) } : null;
}

/** The list's URL: `?status=` (open | answered | closed), `?from=` (learner | partner), `?page=`; anything else is "all" / page 1. */
export const ticketQuerySchema = z.object({
  status: z.enum(ticketStatuses).nullable().catch(null),
  from: z.enum(ticketSources).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type TicketQuery = z.output<typeof ticketQuerySchema>;

export function parseTicketQuery(search: URLSearchParams): TicketQuery {
  return ticketQuerySchema.parse({ status: search.get("status"), from: search.get("from"), page: search.get("page") ?? 1 });
}

/**
 * One page of tickets, newest first, of the chosen status and senders: each collection counted, then
 * its newest `page × size` read and the two merged (a page never needs more of either).
 */
export async function listTickets(client: DirectusClient, { status, from, page }: TicketQuery) {
  const sources = from ? [from] : [...ticketSources];
  const filter = status ? { status: { _eq: status } } : {};
  const counts = await Promise.all(
    sources.map(async (source) => {
      const [row] = await withRetries((signal) =>
        client.request<Row[]>(
          withOptions(aggregate(collectionOf[source] as never, { aggregate: { count: "*" }, query: { filter } } as never), { signal }),
        ),
      );
      return Number(row?.count ?? 0);
    }),
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  const pages = Math.max(1, Math.ceil(total / ticketsPageSize));
  const current = Math.min(page, pages);
  const read = await Promise.all(
    sources.map(async (source) => {
      const rows = await withRetries((signal) =>
        client.request<Row[]>(
          withOptions(
            readItems(
              collectionOf[source] as never,
              {
                fields: ["id", "subject", "status", "created_at", ...senderFields[source]],
                filter,
                sort: ["-created_at", "-id"],
                limit: current * ticketsPageSize,
              } as never,
            ),
            { signal },
          ),
        ),
      );
      return rows.map((row) => toRow(source, row));
    }),
  );
  const rows: TicketRow[] = read
    .flat()
    .sort((a, b) => (b.at ?? "").localeCompare(a.at ?? "") || b.id - a.id)
    .slice((current - 1) * ticketsPageSize, current * ticketsPageSize)
    .map(({ body: _body, answer: _answer, answeredAt: _answeredAt, senderId: _senderId, ...row }) => row);
  return { rows, total, page: current, pages };
}

/** One ticket as the staff member's token reads it; null when it does not exist (or they may not read it). */
export async function readTicket(client: DirectusClient, ref: string | undefined): Promise<Ticket | null> {
  const parsed = parseTicketRef(ref);
  if (!parsed) return null;
  const rows = await withRetries((signal) =>
    client.request<Row[]>(
      withOptions(
        readItems(
          collectionOf[parsed.source] as never,
          {
            fields: ["id", "subject", "body", "status", "created_at", "answer", "answered_at", ...senderFields[parsed.source]],
            filter: { id: { _eq: parsed.id } },
            limit: 1,
          } as never,
        ),
        { signal },
      ),
    ),
  );
  return rows[0] ? toRow(parsed.source, rows[0]) : null;
}

/**
 * The academy's answer: stored on the ticket (its sender reads it there), the ticket answered. The
 * one place an answer is given (the ticket page's action calls only this): whatever else an answer
 * does for its sender (`ticket.senderId`, a learner or a partner member by `ticket.source`) goes
 * here, after the write.
 */
export async function answerTicket(client: DirectusClient, ticket: Ticket, answer: string) {
  const change = { answer, answered_at: new Date().toISOString(), status: "answered" };
  await client.request(updateItem(collectionOf[ticket.source] as never, ticket.id, change as never));
  // The sender hears of it (issue 47): under their own ticket, on their portal's help page.
  if (ticket.senderId) await notify(ticket.senderId, "ticket.answered", { subject: ticket.subject }, senderHelpPath[ticket.source]);
}

/** Where a ticket's sender reads the answer: the learner's help page, the partner's ticket page. */
const senderHelpPath = { learner: learnerSectionHref("help"), partner: "/partner/portal/help/ticket" } as const;

/** Close (done) or reopen (open again) a ticket; its answer stays. */
export async function setTicketStatus(client: DirectusClient, ticket: Pick<Ticket, "source" | "id">, status: TicketStatus) {
  await client.request(updateItem(collectionOf[ticket.source] as never, ticket.id, { status } as never));
}

/** Control characters never help an answer (and PostgreSQL refuses NUL); tabs and newlines stay. */
const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "").replace(/\r\n?/g, "\n");

/** A ticket page's buttons: send the answer, close, reopen (ADR 008; the ticket is the URL's). */
export const ticketActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("answer"),
    answer: z
      .string({ error: "answerRequired" })
      .transform(withoutControls)
      .pipe(z.string().trim().min(1, "answerRequired").max(answerMaxLength, "answerTooLong")),
  }),
  z.object({ intent: z.literal("close") }),
  z.object({ intent: z.literal("reopen") }),
]);
