import { blockTags, droppedAttribute } from "~/features/posts/sanitize-rules";

/**
 * The block model of the post editor (spec 001 §3, §4): a post body is a list of top-level blocks.
 * One module for the server (the Blocks tab without JavaScript) and the browser (drag, in-place
 * edits), with no DOM: a small tokenizer that only finds the top-level nodes and keeps everything
 * inside them as written.
 */
export interface Block {
  /** Random, for keys and drag; never written to the HTML. */
  id: string;
  /** A tag of the spec's list (`blockTags`); anything else becomes `div`. */
  tag: string;
  /** The inner HTML. */
  text: string;
  className: string;
  /** The other attributes, in their order. */
  attrs: [string, string][];
}

export type BlockTag = (typeof blockTags)[number];

const voidTags = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const rawTextTags = new Set(["script", "style", "textarea", "title", "xmp", "noscript"]);

export function newBlockId() {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `b${Array.from(bytes, (b) => b.toString(36).padStart(2, "0")).join("")}`;
}

/** Spec 001 §5: the tag is trimmed; a tag outside the list becomes `div` (spec README: one rule). */
export function normaliseTag(tag: string): BlockTag {
  const trimmed = tag.trim().toLowerCase();
  return (blockTags as readonly string[]).includes(trimmed) ? (trimmed as BlockTag) : "div";
}

const decodeEntities = (value: string) =>
  value.replace(/&(amp|quot|#39|#x27|apos|lt|gt);/gi, (_, name: string) => {
    switch (name.toLowerCase()) {
      case "amp":
        return "&";
      case "quot":
        return '"';
      case "lt":
        return "<";
      case "gt":
        return ">";
      default:
        return "'";
    }
  });

export const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Attributes as written in a start tag (`a="1" b='2' c=3 d`), decoded, duplicates after the first dropped. */
export function parseAttributes(source: string): [string, string][] {
  const seen = new Set<string>();
  const out: [string, string][] = [];
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1].toLowerCase();
    if (seen.has(name)) continue;
    seen.add(name);
    out.push([name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? "")]);
  }
  return out;
}

/** A valid attribute name (HTML's rules, kept simple). */
export const isAttributeName = (name: string) => /^[a-z_:][-a-z0-9_:.]*$/i.test(name);

/** `name="value" …`, as the Attributes field shows them. */
export function attributesToText(attrs: [string, string][]) {
  return attrs.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ");
}

/** The Attributes field back to a list; null when it is not attribute syntax (a field error). */
export function textToAttributes(text: string): [string, string][] | null {
  const trimmed = text.trim();
  if (!trimmed) return [];
  // Everything must be consumed by attributes and spaces.
  const rest = trimmed.replace(attributePattern, "").trim();
  if (rest) return null;
  const attrs = parseAttributes(trimmed);
  if (!attrs.every(([name]) => isAttributeName(name))) return null;
  return attrs.filter(([name]) => name !== "class");
}

type Node = { kind: "text"; text: string } | { kind: "element"; tag: string; attrs: [string, string][]; inner: string; outer: string };

/** Where the start tag opened at `from` ends (just after its `>`), skipping quoted values. */
function endOfTag(html: string, from: number) {
  let quote: string | null = null;
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return i + 1;
  }
  return html.length;
}

const tagNameAt = (html: string, at: number) => /^[a-zA-Z][a-zA-Z0-9-]*/.exec(html.slice(at, at + 40))?.[0].toLowerCase() ?? null;

/** The index of the `</tag` that closes the element whose content starts at `from` (same-name nesting counted). */
function findClose(html: string, tag: string, from: number): { innerEnd: number; end: number } {
  let depth = 1;
  let i = from;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) break;
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === "/") {
      const name = tagNameAt(html, lt + 2);
      const end = endOfTag(html, lt);
      if (name === tag && --depth === 0) return { innerEnd: lt, end };
      i = end;
      continue;
    }
    const name = tagNameAt(html, lt + 1);
    if (!name) {
      i = lt + 1;
      continue;
    }
    const end = endOfTag(html, lt);
    if (rawTextTags.has(name) && html[end - 2] !== "/") {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      i = close < 0 ? html.length : endOfTag(html, close);
      continue;
    }
    if (name === tag && !voidTags.has(name) && html[end - 2] !== "/") depth++;
    i = end;
  }
  return { innerEnd: html.length, end: html.length };
}

/** The top-level nodes of an HTML fragment: elements (with attributes and inner HTML) and text. Comments are dropped. */
export function topLevelNodes(html: string): Node[] {
  const nodes: Node[] = [];
  let text = "";
  let i = 0;
  const flush = () => {
    if (text.trim()) nodes.push({ kind: "text", text: text.trim() });
    text = "";
  };
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    if (html.startsWith("<!--", lt)) {
      const close = html.indexOf("-->", lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[lt + 1] === "/") {
      // A stray end tag at the top level: dropped, as a browser would.
      i = endOfTag(html, lt);
      continue;
    }
    if (html[lt + 1] === "!" || html[lt + 1] === "?") {
      i = endOfTag(html, lt);
      continue;
    }
    const tag = tagNameAt(html, lt + 1);
    if (!tag) {
      text += "<";
      i = lt + 1;
      continue;
    }
    flush();
    const startEnd = endOfTag(html, lt);
    const attrSource = html.slice(lt + 1 + tag.length, html[startEnd - 1] === ">" ? startEnd - 1 : startEnd).replace(/\/\s*$/, "");
    const attrs = parseAttributes(attrSource);
    if (voidTags.has(tag) || html[startEnd - 2] === "/") {
      nodes.push({ kind: "element", tag, attrs, inner: "", outer: html.slice(lt, startEnd) });
      i = startEnd;
      continue;
    }
    let close: { innerEnd: number; end: number };
    if (rawTextTags.has(tag)) {
      const at = html.toLowerCase().indexOf(`</${tag}`, startEnd);
      close = at < 0 ? { innerEnd: html.length, end: html.length } : { innerEnd: at, end: endOfTag(html, at) };
    } else close = findClose(html, tag, startEnd);
    nodes.push({ kind: "element", tag, attrs, inner: html.slice(startEnd, close.innerEnd), outer: html.slice(lt, close.end) });
    i = close.end;
  }
  flush();
  return nodes;
}

/**
 * HTML → blocks (spec 001 §4): one block per top-level node, class and other attributes kept. A tag
 * outside the list becomes `div` keeping its attributes and inner HTML; an empty one (`<img>`) is
 * kept whole inside the `div`. Bare text becomes a paragraph.
 */
export function htmlToBlocks(html: string): Block[] {
  return topLevelNodes(html).map((node) => {
    if (node.kind === "text") return { id: newBlockId(), tag: "p", text: node.text, className: "", attrs: [] };
    const listed = (blockTags as readonly string[]).includes(node.tag);
    if (!listed && (voidTags.has(node.tag) || !node.inner)) {
      return { id: newBlockId(), tag: "div", text: node.outer, className: "", attrs: [] };
    }
    const className = node.attrs.find(([name]) => name === "class")?.[1] ?? "";
    return {
      id: newBlockId(),
      tag: listed ? node.tag : "div",
      text: node.inner,
      className,
      attrs: node.attrs.filter(([name]) => name !== "class"),
    };
  });
}

/** One block as HTML: its tag (normalised), class, attributes, then the inner HTML. */
export function blockToHtml(block: Pick<Block, "tag" | "text" | "className" | "attrs">) {
  const tag = normaliseTag(block.tag);
  const className = block.className.trim().replace(/\s+/g, " ");
  const attrs: [string, string][] = [...(className ? ([["class", className]] as [string, string][]) : []), ...block.attrs];
  const open = `<${tag}${attrs
    .filter(([name]) => isAttributeName(name))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("")}>`;
  return voidTags.has(tag) ? open : `${open}${block.text}</${tag}>`;
}

/** Blocks → HTML (spec 001 §4): each block on its own line. */
export function blocksToHtml(blocks: Pick<Block, "tag" | "text" | "className" | "attrs">[]) {
  return blocks.map(blockToHtml).join("\n");
}

/** The attributes (class included) a save would drop from this block, with the reason (shown at the block). */
export function droppedAttributes(block: Pick<Block, "className" | "attrs">) {
  const all: [string, string][] = [...(block.className.trim() ? ([["class", block.className]] as [string, string][]) : []), ...block.attrs];
  return all.flatMap(([name, value]) => {
    const reason = droppedAttribute(name, value);
    return reason ? [{ name, reason }] : [];
  });
}

/** Moves the block at `from` to `to` (both in range; the caller checks). */
export function moveBlock<T>(blocks: T[], from: number, to: number): T[] {
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}
