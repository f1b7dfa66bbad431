import type { Language } from "~/features/i18n/locales";
import { escapeHtml } from "./escape-html";

/**
 * What one mail says, as plain text (translations and what a person typed; nothing here is HTML).
 * `layoutMail` writes it twice, as HTML and as the plain-text part, so both always say the same.
 */
export interface MailContent {
  subject: string;
  /** The line a mail client shows beside the subject in the inbox; hidden in the mail itself. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** What the person wrote, quoted back to them (newlines kept). */
  quote?: { label: string; text: string };
  /** The one button; `quiet` for a link the reader may need but should not be pushed to (unsubscribe). */
  action?: { label: string; url: string; quiet?: boolean };
  /** Small print after the button, e.g. how long the link works. */
  notes?: string[];
  /** A list of lines, each a link when it has one (a digest's notifications). */
  items?: { text: string; url: string | null }[];
  /** A small link after the notes (turn these mails off): its label, then its address, in both parts. */
  footerLink?: { label: string; url: string };
  /** Why this mail was sent, and what to do if it was not wanted (the footer). */
  reason: string;
}

export interface MailChrome {
  brand: string;
  /** "If the button doesn't work, copy this link…": HTML only, the text part shows the link itself. */
  linkHint: string;
  signature: string;
}

const primary = "#0f766e"; // app.css --color-primary; white on it is 5.5:1
const font = "font-family:-apple-system,'Segoe UI',Roboto,'Noto Sans',Helvetica,Arial,sans-serif";
const p = (text: string, style = "margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937") =>
  `<p style="${style}">${escapeHtml(text)}</p>`;
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, "<br>");

/**
 * A bulletproof button: a table cell carries the colour, the link's own border (not padding, which
 * Outlook ignores on links) gives it its size, so it looks the same in Gmail, Apple Mail and Outlook.
 */
function button({ label, url, quiet }: NonNullable<MailContent["action"]>) {
  const [fill, ink] = quiet ? ["#ffffff", primary] : [primary, "#ffffff"];
  return (
    `<table role="presentation" border="0" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr>` +
    `<td align="center" bgcolor="${fill}" style="border-radius:6px;border:1px solid ${primary}">` +
    `<a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;border:solid ${fill};border-width:12px 24px;border-radius:6px;` +
    `${font};font-size:16px;font-weight:bold;line-height:1.2;color:${ink};text-decoration:none">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** The mail as HTML (inline styles, tables, no images or scripts) and as plain text with the same words. */
export function layoutMail(locale: Language, content: MailContent, chrome: MailChrome) {
  const { action, quote } = content;
  const small = "margin:0 0 12px;font-size:14px;line-height:1.6;color:#4b5563";
  const html = [
    `<!DOCTYPE html>`,
    `<html lang="${locale}" dir="ltr"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f3f4f6">`,
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(content.preheader)}</div>`,
    `<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" border="0" cellspacing="0" cellpadding="0" style="max-width:560px;${font}">`,
    `<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:bold;color:${primary}">${escapeHtml(chrome.brand)}</td></tr>`,
    `<tr><td style="background:#ffffff;border-radius:8px;padding:32px 28px">`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:1.35;color:#111827">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => p(text)),
    content.items?.length
      ? `<ul style="margin:0 0 20px;padding-left:20px;font-size:16px;line-height:1.6;color:#1f2937">` +
        content.items
          .map((item) =>
            item.url
              ? `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" target="_blank" style="color:${primary}">${escapeHtml(item.text)}</a></li>`
              : `<li style="margin:0 0 8px">${escapeHtml(item.text)}</li>`,
          )
          .join("") +
        `</ul>`
      : "",
    quote
      ? p(quote.label, "margin:0 0 8px;font-size:14px;font-weight:bold;color:#4b5563") +
        `<div style="margin:0 0 20px;padding:12px 16px;border-left:4px solid ${primary};background:#f9fafb;font-size:15px;line-height:1.6;color:#1f2937">${multiline(quote.text)}</div>`
      : "",
    action
      ? button(action) +
        p(chrome.linkHint, small) +
        `<p style="${small};word-break:break-all"><a href="${escapeHtml(action.url)}" target="_blank" style="color:${primary}">${escapeHtml(action.url)}</a></p>`
      : "",
    ...(content.notes ?? []).map((text) => p(text, small)),
    content.footerLink
      ? `<p style="${small};word-break:break-all">${escapeHtml(content.footerLink.label)}<br><a href="${escapeHtml(content.footerLink.url)}" target="_blank" style="color:${primary}">${escapeHtml(content.footerLink.url)}</a></p>`
      : "",
    p(chrome.signature, "margin:24px 0 0;font-size:16px;line-height:1.6;color:#1f2937"),
    `</td></tr>`,
    `<tr><td style="padding:16px 8px 0;font-size:12px;line-height:1.6;color:#6b7280">${escapeHtml(content.reason)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ]
    .filter(Boolean)
    .join("\n");

  const text = [
    chrome.brand,
    content.heading,
    ...content.paragraphs,
    // Each line's own link is the HTML's; the text part's button (the list) leads to them all.
    (content.items ?? []).map((item) => `- ${item.text}`).join("\n"),
    quote ? `${quote.label}\n${quote.text.replace(/\r\n?/g, "\n").replace(/^/gm, "> ")}` : "",
    action ? `${action.label}:\n${action.url}` : "",
    ...(content.notes ?? []),
    content.footerLink ? `${content.footerLink.label}:\n${content.footerLink.url}` : "",
    chrome.signature,
    `-- \n${content.reason}`,
  ]
    .filter(Boolean)
    .join("\n\n");

  return { subject: content.subject, html, text: `${text}\n` };
}
