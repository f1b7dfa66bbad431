// /staff/tickets (issue 47): the learners' help tickets (seed_help_tickets) and the partners'
// (seed_partner_tickets) in one list, read and answered with the staff member's own token
// (cms/permissions/admin.mjs, the `seed-admin-tickets` policy; the Administrator reads everything).
// The answer is stored on the ticket itself (`answer`, `answered_at`), so its sender reads it
// under their ticket with the rule that already shows them only their own tickets.
import { aggregate, updateItem, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import type { Person } from "~/features/cms/schema";
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

/** Tickets on one page of the list. */
export const ticketsPageSize = 20;

/** Who sent it, as each collection names them: a learner's `user`, a partner member's `author` (and the company). */
const personFields = ["id", "first_name", "last_name", "email"] as const;
const listFields = ["id", "subject", "status", "created_at"] as const;
const pageFields = [...listFields, "body", "answer", "answered_at"] as const;

const statusOf = (value: unknown): TicketStatus => (ticketStatuses.includes(value as TicketStatus) ? (value as TicketStatus) : "open");

/** A ticket of either collection as the list and the ticket page show it (the list reads no body nor answer). */
interface TicketFields {
  id: number;
  subject: string;
  status: string;
  created_at: string;
  body?: string;
  answer?: string | null;
  answered_at?: string | null;
}
type Sender = Pick<Person, "id" | "first_name" | "last_name" | "email"> | null;

function toTicket(source: TicketSource, row: TicketFields, person: Sender, company: string | null): Ticket {
  const name = person ? [person.first_name, person.last_name].filter(Boolean).join(" ") : "";
  return {
    ref: `${source}-${row.id}`,
    source,
    id: row.id,
    subject: row.subject,
    status: statusOf(row.status),
    at: row.created_at || null,
    sender: name || person?.email || null,
    senderId: person?.id || null,
    email: person?.email || null,
    company: source === "partner" ? company || null : null,
    body: row.body ?? "",
    answer: row.answer || null,
    answeredAt: row.answered_at || null,
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

/** How many tickets of `source` have `status` (every one when none). */
async function countTickets(client: DirectusClient, source: TicketSource, status: TicketStatus | null) {
  const query = { query: { filter: status ? { status: { _eq: status } } : {} }, aggregate: { count: "*" } } as const;
  const [row] = await withRetries((signal) =>
    client.request(
      withOptions(source === "learner" ? aggregate("seed_help_tickets", query) : aggregate("seed_partner_tickets", query), { signal }),
    ),
  );
  return Number(row?.count ?? 0);
}

/** The newest `limit` tickets of `source` with `status` (every one when none), as the list shows them. */
async function listTicketsOf(client: DirectusClient, source: TicketSource, status: TicketStatus | null, limit: number) {
  const filter = status ? { status: { _eq: status } } : {};
  if (source === "learner") {
    const rows = await readRows(client, "seed_help_tickets", {
      fields: [...listFields, { user: personFields }],
      filter,
      sort: ["-created_at", "-id"],
      limit,
    });
    return rows.map((row) => toTicket(source, row, row.user, null));
  }
  const rows = await readRows(client, "seed_partner_tickets", {
    fields: [...listFields, { author: personFields }, { company: ["name"] }],
    filter,
    sort: ["-created_at", "-id"],
    limit,
  });
  return rows.map((row) => toTicket(source, row, row.author, row.company?.name ?? null));
}

/**
 * One page of tickets, newest first, of the chosen status and senders: each collection counted, then
 * its newest `page × size` read and the two merged (a page never needs more of either).
 */
export async function listTickets(client: DirectusClient, { status, from, page }: TicketQuery) {
  const sources = from ? [from] : [...ticketSources];
  const counts = await Promise.all(sources.map((source) => countTickets(client, source, status)));
  const total = counts.reduce((sum, count) => sum + count, 0);
  const pages = Math.max(1, Math.ceil(total / ticketsPageSize));
  const current = Math.min(page, pages);
  const read = await Promise.all(sources.map((source) => listTicketsOf(client, source, status, current * ticketsPageSize)));
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
  const query = { filter: { id: { _eq: parsed.id } }, limit: 1 };
  if (parsed.source === "learner") {
    const [row] = await readRows(client, "seed_help_tickets", { ...query, fields: [...pageFields, { user: personFields }] });
    return row ? toTicket(parsed.source, row, row.user, null) : null;
  }
  const [row] = await readRows(client, "seed_partner_tickets", {
    ...query,
    fields: [...pageFields, { author: personFields }, { company: ["name"] }],
  });
  return row ? toTicket(parsed.source, row, row.author, row.company?.name ?? null) : null;
}

/**
 * The academy's answer: stored on the ticket (its sender reads it there), the ticket answered. The
 * one place an answer is given (the ticket page's action calls only this): whatever else an answer
 * does for its sender (`ticket.senderId`, a learner or a partner member by `ticket.source`) goes
 * here, after the write.
 */
export async function answerTicket(client: DirectusClient, ticket: Ticket, answer: string) {
  const change = { answer, answered_at: new Date().toISOString(), status: "answered" };
  await client.request(
    ticket.source === "learner"
      ? updateItem("seed_help_tickets", ticket.id, change)
      : updateItem("seed_partner_tickets", ticket.id, change),
  );
  // The sender hears of it (issue 47): under their own ticket, on their portal's help page.
  if (ticket.senderId) await notify(ticket.senderId, "ticket.answered", { subject: ticket.subject }, senderHelpPath[ticket.source]);
}

/** Where a ticket's sender reads the answer: the learner's help page, the partner's ticket page. */
const senderHelpPath = { learner: learnerSectionHref("help"), partner: "/partner/portal/help/ticket" } as const;

/** Close (done) or reopen (open again) a ticket; its answer stays. */
export async function setTicketStatus(client: DirectusClient, ticket: Pick<Ticket, "source" | "id">, status: TicketStatus) {
  await client.request(
    ticket.source === "learner"
      ? updateItem("seed_help_tickets", ticket.id, { status })
      : updateItem("seed_partner_tickets", ticket.id, { status }),
  );
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
