import { attributesToText, htmlToBlocks, type Block } from "./blocks";
import { readFigure } from "./templates";
import type { GalleryFile } from "~/features/media/gallery";

/** The editor's four views (spec 001 §2); Meta is the default. */
export const editorTabs = ["meta", "blocks", "html", "preview"] as const;
export type EditorTab = (typeof editorTabs)[number];

export const isEditorTab = (value: unknown): value is EditorTab => (editorTabs as readonly unknown[]).includes(value);

export const postStatuses = ["draft", "published", "archived"] as const;

/** A block as the form edits it: the attributes as text (spec 001 §3), a figure as its four fields. */
export interface FormBlock {
  id: string;
  tag: string;
  text: string;
  className: string;
  attrsText: string;
  figure: { src: string; alt: string; caption: string; captionClass: string; decorative: boolean } | null;
}

/** What the page shows and the form carries: the post's fields and its body, edited, maybe unsaved. */
export interface EditorState {
  id: number | null;
  /** The slug the post is stored under (the form's action and the redirects go by it). */
  storedSlug: string | null;
  created_at: string | null;
  updated_at: string | null;
  title: string;
  slug: string;
  status: string;
  excerpt: string;
  cover_image_url: string;
  seo_title: string;
  seo_description: string;
  keywordsText: string;
  /** The body as HTML (Meta, HTML and Preview tabs carry it as such). */
  content: string;
  /** The body as blocks (the Blocks tab). */
  blocks: FormBlock[];
  tab: EditorTab;
  /** The form holds edits not saved yet. */
  dirty: boolean;
  /** The Preview tab's document: sanitised on the server (render's rules). */
  previewHtml: string;
  /** The blocks whose previews are open (any number), each with its document (sanitised on the server). */
  blockPreviews: { id: string; html: string }[];
  /** 'Xoá bài viết' asked without JavaScript, or a delete that failed: the confirmation open, with the failure's words. */
  deleteConfirm?: { error: string | null } | null;
  /** An image upload from the editor that was refused (ADR 039): whose, and why in words. */
  uploadError?: { target: "cover" | number; message: string } | null;
  /** The media picker opened without JavaScript inside the form (ADR 022): for the cover or a figure block (its index). */
  picker?: PickerState | null;
}

/** The in-form picker: whose image it sets, the search, the library's first page (the editor's own token). */
export interface PickerState {
  target: "cover" | number;
  q: string | null;
  files: GalleryFile[];
  total: number;
  /** The page shown (24 images a page, newest first) and how many there are: previous / next are submits. */
  page: number;
  pages: number;
  /** Directus' answer when the library could not be read. */
  error: { status: number | null; statusText: string } | null;
}

export function toFormBlock(block: Block): FormBlock {
  const figure = block.tag === "figure" ? readFigure(block.text) : null;
  return {
    id: block.id,
    tag: block.tag,
    text: block.text,
    className: block.className,
    attrsText: attributesToText(block.attrs),
    figure: figure ? { ...figure, decorative: Boolean(figure.decorative) } : null,
  };
}

export const formBlocksFromHtml = (html: string) => htmlToBlocks(html).map(toFormBlock);

/** Field names of a block (`blocks[2].text`), as Conform reads nested names. */
export const blockField = (index: number, name: string) => `blocks[${index}].${name}`;

/** A version loaded from the history (`?restore=`): when and by whom, or "missing" when there is no such version. */
export type RestoredVersion = { at: string | null; by: string | null } | "missing" | null;
