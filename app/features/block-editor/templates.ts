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

/** One template: its tag, sample text, and the class and attributes it starts with (none by default). */
const blockTemplate = (tag: string, text: string, className = "", attrs: [string, string][] = []): Template => ({
  tag,
  text,
  className,
  attrs,
});

export const templates: Record<TemplateKey, Template> = {
  paragraph: blockTemplate("p", "Write your paragraph here."),
  h1: blockTemplate("h1", "Post title", "title"),
  h2: blockTemplate("h2", "Section heading"),
  blockquote: blockTemplate("blockquote", "<p>A quotation worth remembering.</p>", "quote"),
  code: blockTemplate("pre", "<code>npm run build</code>"),
  figure: blockTemplate("figure", figureText({ src: "/images/hero.svg", alt: "Describe the image", caption: "Caption", captionClass: "" })),
  bulleted: blockTemplate("ul", "<li>First point</li><li>Second point</li>"),
  numbered: blockTemplate("ol", "<li>First step</li><li>Second step</li>"),
  table: blockTemplate(
    "table",
    '<thead><tr><th scope="col">Name</th><th scope="col">Value</th></tr></thead><tbody><tr><td>Item</td><td>1</td></tr></tbody>',
  ),
  aside: blockTemplate("aside", "<p>A note beside the story.</p>", "card", [["aria-label", "Side note"]]),
  nav: blockTemplate("nav", '<ul><li><a href="/news">News</a></li><li><a href="/partner">Partners</a></li></ul>', "toc", [
    ["aria-label", "In this post"],
  ]),
  footer: blockTemplate("footer", "<p><small>Written by the Seed Academy team.</small></p>"),
  divider: blockTemplate("hr", ""),
  callout: blockTemplate("div", "<p><strong>Note:</strong> something the reader should not miss.</p>", "callout", [["role", "note"]]),
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
