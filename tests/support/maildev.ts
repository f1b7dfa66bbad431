// The test stack's mail catcher (MailDev's REST API): every mail the app and Directus sent.
import { directusAdmin, testEnv } from "./env";

export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  from: { address: string; name?: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Waits (polling) for the newest caught mail that `matches`; the outbox sends within a few seconds. */
export async function waitForMail(matches: (mail: CaughtMail) => boolean, { timeoutMs = 20_000 } = {}): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${testEnv.maildevUrl}/email`)).json()) as CaughtMail[];
    const found = mails.reverse().find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such mail within ${timeoutMs} ms (caught: ${mails.map((m) => m.subject).join(" | ")})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The caught mails sent to `address`. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${testEnv.maildevUrl}/email`)).json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/**
 * The newest mail to `address` holding a link to `path` (e.g. "/verify-email"), waiting for it;
 * the link as a URL (the HTML's href, unescaped).
 */
export async function mailedLink(address: string, path: string, options?: { timeoutMs?: number }) {
  const hrefTo = new RegExp(`href=['"]([^'"]*${path}\\?[^'"]*token=[^'"]+)['"]`);
  const mail = await waitForMail(
    (m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()) && hrefTo.test(m.html),
    options,
  );
  return { mail, link: new URL(mail.html.match(hrefTo)![1].replaceAll("&amp;", "&")) };
}

/**
 * Once `count` mails to `address` have arrived, how many the outbox ever recorded for it (Directus'
 * and the app's mails alike go through it). A mail that should not have been sent is recorded
 * within milliseconds of the request that caused it, long before `count` mails have gone through the
 * outbox: so "exactly `count`" is shown without waiting a fixed time for one that never comes.
 */
export async function mailsRecordedOnceDelivered(address: string, count: number): Promise<number> {
  const deadline = Date.now() + 20_000;
  while ((await mailsTo(address)).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails to ${address} within 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const recorded = await directusAdmin<unknown[]>(
    "GET",
    `/items/seed_outbox?filter[recipient][_eq]=${encodeURIComponent(address)}&fields=id&limit=-1`,
  );
  return recorded.length;
}
