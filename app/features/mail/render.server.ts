import i18next, { type TFunction } from "i18next";
import { fallbackLanguage, type Language } from "~/features/i18n/locales";
import { resources } from "~/features/i18n/resources.server";
import { layoutMail, type MailContent } from "./layout.server";

/** Every mail the app writes to a person, in that person's language (issue 17). */
export const mailKinds = [
  "verify-email",
  "password-reset",
  "set-password",
  "cooperation-confirmation",
  "newsletter-confirm",
  "newsletter-welcome",
  "help-ticket",
  "partner-ticket",
  "notification",
  "notification-digest",
] as const;
export type MailKind = (typeof mailKinds)[number];

/** What each mail needs. Every URL is absolute and points at the app (APP_URL). */
export interface MailData {
  "verify-email": { url: string };
  "password-reset": { url: string };
  "set-password": { url: string };
  /** Never the message: the address is unconfirmed, so the mail must not carry a stranger's text to it (#31). */
  "cooperation-confirmation": { fullName: string };
  "newsletter-confirm": { url: string };
  "newsletter-welcome": { unsubscribeUrl: string };
  /** A learner's question, to the academy (learner portal, /help): their text, quoted and escaped. */
  "help-ticket": { ticketId: number; subject: string; message: string; name: string; email: string };
  /** A partner member's question, to the academy (issue 47): their text quoted, and the staff page that answers it. */
  "partner-ticket": { ticketId: number; subject: string; message: string; name: string; email: string; company: string; url: string };
  /**
   * A notification, to a person who chose a mail for each one (issue 47, item 3): its kind's words in
   * locales/<lng>/notifications.json filled with its params, a link to it, and the link that turns
   * these mails off. The outbox records the kind, params and reader; the worker adds the links.
   */
  notification: NotificationInMail & { unsubscribeUrl: string };
  /** The day's unread notifications, to a person who chose a daily digest: each one, the list, and the way to turn it off. */
  "notification-digest": { items: NotificationInMail[]; url: string; unsubscribeUrl: string };
}

/** A notification as a mail names it: its words come from its kind, its link is absolute. */
export interface NotificationInMail {
  kind: string;
  params: Record<string, string | number>;
  url: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post for newsletter mails. */
  headers?: Record<string, string>;
}

// The words live in locales/<lng>/mail.json, a namespace the server keeps to itself (it is not in
// translations.ts' `namespaces`, so no loader can send it to a browser). One instance, no request needed.
const i18n = i18next.createInstance();
void i18n.init({
  resources,
  // The notifications' kinds: a notification mail says what the bell's list says.
  ns: ["mail", "notifications"],
  defaultNS: "mail",
  fallbackLng: fallbackLanguage,
  interpolation: { escapeValue: false }, // the layout escapes every string it puts into HTML
  initAsync: false,
});

/** The mail's own words: `<group>.subject`, `.preheader`, `.heading`, `.body`, and more by kind. */
function words(t: TFunction, group: string) {
  return (key: string, values?: Record<string, string>) => t(`${group}.${key}`, values);
}

/** A header value on one line: text a person typed never adds a header. */
const oneLine = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim();

const contents: { [K in MailKind]: (t: TFunction, data: MailData[K]) => MailContent } = {
  "verify-email": (t, { url }) => linkMail(words(t, "verifyEmail"), url, true),
  "password-reset": (t, { url }) => linkMail(words(t, "passwordReset"), url, true),
  "set-password": (t, { url }) => linkMail(words(t, "setPassword"), url, true),
  "newsletter-confirm": (t, { url }) => linkMail(words(t, "newsletterConfirm"), url, false),
  "cooperation-confirmation": (t, { fullName }) => {
    const w = words(t, "cooperationConfirmation");
    return { ...common(w), paragraphs: [w("greeting", { name: fullName.trim() }), w("body")] };
  },
  "newsletter-welcome": (t, { unsubscribeUrl }) => {
    const w = words(t, "newsletterWelcome");
    return {
      ...common(w),
      paragraphs: [w("body"), w("unsubscribe")],
      action: { label: w("button"), url: unsubscribeUrl, quiet: true },
    };
  },
  "help-ticket": (t, { ticketId, subject, message, name, email }) => {
    const w = words(t, "helpTicket");
    return {
      ...common(w),
      subject: w("subject", { ticketId: String(ticketId), subject: oneLine(subject) }),
      paragraphs: [w("body", { name: oneLine(name), email: oneLine(email) }), w("subjectLine", { subject: oneLine(subject) })],
      quote: { label: w("quoteLabel"), text: message },
    };
  },
  "partner-ticket": (t, { ticketId, subject, message, name, email, company, url }) => {
    const w = words(t, "partnerTicket");
    return {
      ...common(w),
      subject: w("subject", { ticketId: String(ticketId), subject: oneLine(subject) }),
      paragraphs: [
        w("body", { name: oneLine(name), email: oneLine(email), company: oneLine(company) }),
        w("subjectLine", { subject: oneLine(subject) }),
      ],
      quote: { label: w("quoteLabel"), text: message },
      action: { label: w("button"), url },
    };
  },
  notification: (t, notification) => {
    const w = words(t, "notification");
    const text = notificationText(t, notification);
    return {
      ...common(w),
      paragraphs: [text],
      action: { label: w("button"), url: notification.url },
      footerLink: { label: w("unsubscribe"), url: notification.unsubscribeUrl },
    };
  },
  "notification-digest": (t, { items, url, unsubscribeUrl }) => {
    const w = words(t, "notificationDigest");
    return {
      ...common(w),
      paragraphs: [w("intro")],
      items: items.map((item) => ({ text: notificationText(t, item), url: item.url })),
      action: { label: w("button"), url },
      footerLink: { label: w("unsubscribe"), url: unsubscribeUrl },
    };
  },
};

/** A notification's sentence, as the lists show it (notification-list.tsx `useNotificationText`), on one line. */
function notificationText(t: TFunction, { kind, params }: Pick<NotificationInMail, "kind" | "params">) {
  const text = t(`notifications:kinds.${kind}`, { ...params, defaultValue: t("notifications:kinds.other") });
  return oneLine(String(text)).slice(0, 300);
}

function common(w: ReturnType<typeof words>) {
  return { subject: w("subject"), preheader: w("preheader"), heading: w("heading"), reason: w("reason") };
}

/** A mail whose point is one link: a sentence, the button, and how long the link works if we know it. */
function linkMail(w: ReturnType<typeof words>, url: string, validity: boolean): MailContent {
  return {
    ...common(w),
    paragraphs: [w("body")],
    action: { label: w("button"), url },
    notes: validity ? [w("validity")] : [],
  };
}

export function renderMail<K extends MailKind>(kind: K, locale: Language, data: MailData[K]): RenderedMail {
  const t = i18n.getFixedT(locale, "mail");
  const content = contents[kind](t, data);
  const mail: RenderedMail = layoutMail(locale, content, { brand: t("brand"), linkHint: t("linkHint"), signature: t("signature") });
  if (kind === "newsletter-welcome" || kind === "notification" || kind === "notification-digest") {
    const { unsubscribeUrl } = data as MailData["newsletter-welcome" | "notification" | "notification-digest"];
    // RFC 2369 / RFC 8058: mail clients show their own "Unsubscribe" and POST to the link.
    mail.headers = { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
  }
  return mail;
}
