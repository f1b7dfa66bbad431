import type { TFunction } from "i18next";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The sample title, excerpt and content of a new draft, in the editor's language. */
export function sampleDraft(t: TFunction) {
  return {
    title: t("news:draft.title"),
    excerpt: t("news:draft.excerpt"),
    content: `<h2>${escapeHtml(t("news:draft.heading"))}</h2>\n<p>${escapeHtml(t("news:draft.paragraph"))}</p>`,
  };
}
