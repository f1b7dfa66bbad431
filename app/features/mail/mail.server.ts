import nodemailer from "nodemailer";
import { env } from "~/env.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/** Sender of every mail the app sends (README: MAIL_FROM). */
export const mailFrom = () => env.MAIL_FROM;

/**
 * One transport per process, built from the SMTP_* variables that scripts/stack.mjs sets
 * (MailDev locally). Short timeouts: a visitor waits on this, and a dead server must fail fast
 * so the form can say so (the request is already stored).
 */
let transport: ReturnType<typeof nodemailer.createTransport> | null = null;
function getTransport() {
  transport ??= nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } : undefined,
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

/** Nodemailer's codes (and Node's) for "the mail server could not be reached". */
const networkCodes = new Set([
  "ECONNECTION",
  "ESOCKET",
  "ETIMEDOUT",
  "EDNS",
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * What a failed send may tell whom (issue 10 §15). The visitor gets spec 000 §7's words, 'Network
 * error' when the server could not be reached and 'Send failed' otherwise, never the SMTP error's
 * text (addresses, ports, server replies); staff get a short code such as `ESOCKET` or
 * `EENVELOPE 550` beside the request; the whole error goes to the log where it is caught.
 */
export function describeMailFailure(error: unknown): { visitorText: "Network error" | "Send failed"; code: string } {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = typeof code === "string" && /^[A-Z_]{2,30}$/.test(code) ? code : null;
  const visitorText = name && networkCodes.has(name) ? "Network error" : "Send failed";
  if (!name) return { visitorText, code: "Send failed" };
  return { visitorText, code: typeof responseCode === "number" ? `${name} ${responseCode}` : name };
}
