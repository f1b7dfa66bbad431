import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Sender of every mail the app sends (README: MAIL_FROM). */
export const mailFrom = () => process.env.MAIL_FROM ?? "Seed Academy <no-reply@example.com>";

/**
 * One transport per process, built from the SMTP_* variables that scripts/stack.mjs sets
 * (MailDev locally). Short timeouts: a visitor waits on this, and a dead server must fail fast
 * so the form can say so (the request is already stored).
 */
let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
function getTransport() {
  transport ??= nodemailer.createTransport({
    host: process.env.SMTP_HOST ?? "127.0.0.1",
    port: Number(process.env.SMTP_PORT ?? 1025),
    secure: process.env.SMTP_SECURE === "true",
    auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return transport;
}

/** Sends one mail; rejects with the SMTP error when the server refuses or cannot be reached. */
export async function sendMail(mail: OutgoingMail) {
  await getTransport().sendMail({ from: mailFrom(), ...mail });
}
