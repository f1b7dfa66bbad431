// Help (spec 001 §2): a learner's questions to the academy. Stored first with the learner's own token
// (cms/permissions/learning.mjs: their own tickets only, the owner preset and checked by Directus),
// then mailed to the academy through the outbox (ADR 011) at the address of cooperation requests.
import { createItem } from "@directus/sdk";
import { z } from "zod";
import { env } from "~/env.server";
import type { SessionUser } from "~/features/auth/user-context";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { enqueueMail } from "~/features/mail/outbox.server";

/** Control characters never help a question (and PostgreSQL refuses NUL); tabs and newlines stay in the message. */
const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "");

export const helpTicketSchema = z.object({
  // One line: a subject goes into the mail's Subject header.
  subject: z
    .string({ error: "subjectRequired" })
    .transform((value) => withoutControls(value).replace(/\s+/g, " "))
    .pipe(z.string().trim().min(1, "subjectRequired").max(120, "subjectTooLong")),
  body: z
    .string({ error: "bodyRequired" })
    .transform((value) => withoutControls(value).replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "bodyRequired").max(4000, "bodyTooLong")),
});
export type HelpTicketInput = z.infer<typeof helpTicketSchema>;

/** Each ticket is a mail to the academy: a person's allowance, with a flood guard per client address. */
export const helpTicketLimiter = createFormLimiter({
  name: "help-ticket",
  perClient: { points: 60, seconds: 600 },
  perClientAndAccount: { points: 20, seconds: 600 },
});

export interface HelpTicketSummary {
  id: number;
  subject: string;
  status: string;
  at: string | null;
  /** The academy's answer (issue 47, given on /staff/tickets), or null while there is none. */
  answer: string | null;
}

/** The learner's own tickets, newest first (Directus shows nobody else's). */
export async function readOwnTickets(client: DirectusClient): Promise<HelpTicketSummary[]> {
  const rows = await readRows(client, "seed_help_tickets", {
    fields: ["id", "subject", "status", "created_at", "answer"],
    sort: ["-created_at", "-id"],
    limit: 50,
  });
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    at: row.created_at,
    answer: row.answer || null,
  }));
}

/**
 * Stores the ticket with the learner's token (a failure throws: the page says so), then records the
 * academy's mail. The ticket is stored either way, so a mail that could not be recorded is only logged.
 */
export async function submitHelpTicket(client: DirectusClient, user: SessionUser, ticket: HelpTicketInput) {
  const stored = await client.request(createItem("seed_help_tickets", ticket));
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
  await enqueueMail({
    kind: "help-ticket",
    to: env.COOPERATION_MAIL_TO,
    // The academy reads its mail in Vietnamese (as the cooperation requests); a reply goes to the account's address.
    locale: "vi",
    replyTo: user.email,
    data: { ticketId: stored.id, subject: ticket.subject, message: ticket.body, name, email: user.email },
    related: { collection: "seed_help_tickets", id: stored.id },
  }).catch((error: unknown) => console.error(`Help ticket ${stored.id}: could not record the academy's mail:`, error));
  return stored.id;
}
