import { escapeAttribute, newBlockId, type Block } from "./blocks";

function escapeText(value: string) {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}
function unescapeText(value: string) {
  return value.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/**
 * The 14 block templates (spec 001 §3): a preset tag, sample text, a class of the site stylesheet
 * (`postClasses`, styled by `postContentClass`) and attributes. The aside and the nav carry an
 * aria-label, the callout role="note". Sample text is English: the author replaces it.
 */
export const templateKeys = [
  "paragraph",
  "h1",
  "h2",
  "blockquote",
  "code",
  "figure",
  "bulleted",
  "numbered",
  "table",
  "aside",
  "nav",
  "footer",
  "divider",
  "callout",
] as const;
export type TemplateKey = (typeof templateKeys)[number];

type Template = Omit<Block, "id">;

export const templates: Record<TemplateKey, Template> = {
  paragraph: { tag: "p", text: "Write your paragraph here.", className: "", attrs: [] },
  h1: { tag: "h1", text: "Post title", className: "title", attrs: [] },
  h2: { tag: "h2", text: "Section heading", className: "", attrs: [] },
  blockquote: { tag: "blockquote", text: "<p>A quotation worth remembering.</p>", className: "quote", attrs: [] },
  code: { tag: "pre", text: "<code>npm run build</code>", className: "", attrs: [] },
  figure: {
    tag: "figure",
    text: figureText({ src: "/images/hero.svg", alt: "Describe the image", caption: "Caption", captionClass: "" }),
    className: "",
    attrs: [],
  },
  bulleted: { tag: "ul", text: "<li>First point</li><li>Second point</li>", className: "", attrs: [] },
  numbered: { tag: "ol", text: "<li>First step</li><li>Second step</li>", className: "", attrs: [] },
  table: {
    tag: "table",
    text: '<thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead><tbody><tr><td>Item</td><td>1</td></tr></tbody>',
    className: "",
    attrs: [],
  },
  aside: { tag: "aside", text: "<p>A note beside the story.</p>", className: "card", attrs: [["aria-label", "Side note"]] },
  nav: {
    tag: "nav",
    text: '<ul><li><a href="/news">News</a></li><li><a href="/partner">Partners</a></li></ul>',
    className: "toc",
    attrs: [["aria-label", "In this post"]],
  },
  footer: { tag: "footer", text: "<p><small>Written by the Seed Academy team.</small></p>", className: "", attrs: [] },
  divider: { tag: "hr", text: "", className: "", attrs: [] },
  callout: {
    tag: "div",
    text: "<p><strong>Note:</strong> something the reader should not miss.</p>",
    className: "callout",
    attrs: [["role", "note"]],
  },
};

export function blockFromTemplate(key: TemplateKey): Block {
  const template = templates[key];
  return { id: newBlockId(), ...template, attrs: template.attrs.map(([n, v]) => [n, v] as [string, string]) };
}

/** An empty paragraph (the 'Insert paragraph above' button). */
export const emptyParagraph = (): Block => ({ id: newBlockId(), tag: "p", text: "", className: "", attrs: [] });

export interface FigureData {
  src: string;
  alt: string;
  caption: string;
  captionClass: string;
  /** The image is decorative: an empty alt on purpose. */
  decorative?: boolean;
}

/** A figure's inner HTML from its fields (spec 001 §2: the image data lives in the block text). */
export function figureText({ src, alt, caption, captionClass }: FigureData) {
  const img = `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(alt)}">`;
  if (!caption.trim()) return img;
  const cls = captionClass.trim() ? ` class="${escapeAttribute(captionClass.trim())}"` : "";
  return `${img}<figcaption${cls}>${escapeText(caption)}</figcaption>`;
}

/** A figure's fields from its inner HTML, or null when it holds more than an image and a plain caption. */
export function readFigure(text: string): FigureData | null {
  const match = /^\s*<img\b([^>]*)>\s*(?:<figcaption(?:\s+class="([^"]*)")?\s*>([^<]*)<\/figcaption>\s*)?$/i.exec(text);
  if (!match) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(match[1])?.[1];
  const src = attr("src");
  if (src === undefined) return null;
  const alt = attr("alt");
  return {
    src: unescapeText(src),
    alt: unescapeText(alt ?? ""),
    caption: unescapeText(match[3] ?? ""),
    captionClass: unescapeText(match[2] ?? ""),
    decorative: alt === "",
  };
}
