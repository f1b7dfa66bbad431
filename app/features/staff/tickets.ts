// What the ticket pages (/staff/tickets, issue 47) share between server and view: the senders, the
// statuses and their badges, a ticket's row. Reads and writes: ./tickets.server.ts.
import type { BadgeTone } from "~/components/ui/Badge";

export const ticketSources = ["learner", "partner"] as const;
export type TicketSource = (typeof ticketSources)[number];
export const ticketStatuses = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketStatusTone = { open: "warning", answered: "success", closed: "neutral" } as const satisfies Record<
  TicketStatus,
  BadgeTone
>;

/** The longest answer staff may send (a learner's question may be as long). */
export const answerMaxLength = 4000;

export interface TicketRow {
  /** The ticket in a URL: `learner-12`, `partner-7` (two collections, each with its own ids). */
  ref: string;
  source: TicketSource;
  id: number;
  subject: string;
  status: TicketStatus;
  at: string | null;
  /** The sender's name (or address), null when their account is gone. */
  sender: string | null;
  email: string | null;
  /** A partner's company. */
  company: string | null;
}
export interface Ticket extends TicketRow {
  /** The sender's account (a learner's `user`, a partner member's `author`), null when it is gone. */
  senderId: string | null;
  body: string;
  answer: string | null;
  answeredAt: string | null;
}
