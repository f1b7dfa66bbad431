// A partner's help ticket is mailed to the academy (issue 47), as a learner's is (learner/help.server.ts):
// recorded in the outbox (ADR 011) for the cooperation address, in Vietnamese, with a link to the
// staff page that answers it. The ticket is stored before this and listed on /staff/tickets either
// way, so a mail that cannot be recorded (or one over the member's allowance) is only logged.
import { readMe } from "@directus/sdk";
import { env } from "~/env.server";
import { appUrl } from "~/features/auth/register.server";
import type { DirectusClient } from "~/features/cms/directus.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";

/** Mails per member: the learner's allowance (20 in 10 minutes); the tickets themselves are never refused. */
const mailsPerMember = createRateLimiter({ keyPrefix: "partner-ticket-mail", points: 20, durationSeconds: 600 });

export async function mailPartnerTicket(
  request: Request,
  client: DirectusClient,
  member: { userId: string; company: string },
  ticket: { id: number; subject: string; body: string },
) {
  try {
    if (!(await mailsPerMember.consume(member.userId)).allowed) {
      console.warn(`Partner ticket ${ticket.id}: over the member's mail allowance, not mailed (it is on /staff/tickets).`);
      return;
    }
    const me = await client.request(readMe({ fields: ["email", "first_name", "last_name"] }));
    const email = String(me.email ?? "");
    const name = [me.first_name, me.last_name].filter(Boolean).join(" ") || email;
    await enqueueMail({
      kind: "partner-ticket",
      to: env.COOPERATION_MAIL_TO,
      locale: "vi",
      replyTo: email || undefined,
      data: {
        ticketId: ticket.id,
        subject: ticket.subject,
        message: ticket.body,
        name,
        email,
        company: member.company,
        url: `${appUrl(request)}/staff/tickets/partner-${ticket.id}`,
      },
      related: { collection: "seed_partner_tickets", id: ticket.id },
    });
  } catch (error) {
    console.error(`Partner ticket ${ticket.id}: could not record the academy's mail:`, error);
  }
}
