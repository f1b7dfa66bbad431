import { parseWithZod } from "@conform-to/zod/v4";
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import type { PostStatus } from "~/features/cms/schema";
import { knownIntents, unknownIntent } from "~/features/forms/intent-form.server";
import { peekFlash, redirectWithFlash } from "~/features/forms/flash.server";
import { stylesheetText } from "~/features/http/stylesheet.server";
import { postBodyLimit } from "~/features/http/front-door.server";
import { parseKeywords } from "~/features/posts/keywords";
import { postContentClass } from "~/features/posts/post-content";
import {
  deletePostBySlug,
  findRenamedPost,
  newEditablePost,
  PostSaveError,
  PostWriteError,
  readPostForEdit,
  savePost,
  type EditablePost,
} from "~/features/posts/posts.server";
import { sanitizePostHtml } from "~/features/posts/sanitize.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { blocksToHtml, blockToHtml, moveBlock, newBlockId, normaliseTag, textToAttributes, type Block } from "./blocks";
import {
  blockField,
  formBlocksFromHtml,
  isEditorTab,
  postStatuses,
  toFormBlock,
  type EditorState,
  type EditorTab,
  type FormBlock,
  type PickerState,
  type RestoredVersion,
} from "./editor-state";
import { isFileId } from "~/features/media/media.server";
import { DirectusError, listImages, pageSize } from "~/features/media/library.server";
import { mediaUrl } from "~/features/media/media-picker";
import { pageNumber, searchTerm } from "~/features/media/search";
import { readVersionForEdit, revisionParam, withVersion } from "./history.server";
import { cleanPastedHtml } from "./paste.server";
import { readEditorPost, type EditorPost } from "./editor-form.server";
import { refusalStatus, storeReceivedImage } from "~/features/media/upload.server";
import { normaliseSlug, slugFromTitle } from "./slug";
import { blockFromTemplate, emptyParagraph, figureText, templateKeys, type TemplateKey } from "./templates";

/** Every loader and action of the editor: editors only (Administrator, seed-edit-post), before the post is read. */
export const requireEditor = (request: Request, context: Readonly<RouterContextProvider>) =>
  requireRole(request, context, roleGroups.editors);

/** The Preview tab's document (spec 001 §2): the post as its page shows it, the site stylesheet, a `<base>`. */
export function previewDocument(html: string, origin: string) {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<base href="${origin}/" target="_blank">`,
    `<style>${stylesheetText}</style></head>`,
    `<body class="bg-white"><article class="mx-auto max-w-3xl px-4 py-8 ${postContentClass}">${sanitizePostHtml(html)}</article></body></html>`,
  ].join("");
}

function stateFromPost(post: EditablePost, tab: EditorTab, origin: string): EditorState {
  return {
    id: post.id,
    storedSlug: post.id === null ? null : post.slug,
    created_at: post.created_at,
    updated_at: post.updated_at,
    title: post.title,
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    cover_image_url: post.cover_image_url,
    seo_title: post.seo_title,
    seo_description: post.seo_description,
    keywordsText: post.keywords.join(", "),
    content: post.content,
    blocks: tab === "blocks" ? formBlocksFromHtml(post.content) : [],
    tab,
    dirty: false,
    previewHtml: tab === "preview" ? previewDocument(post.content, origin) : "",
    blockPreviews: [],
  };
}

const tabOf = (request: Request): EditorTab => {
  const tab = new URL(request.url).searchParams.get("tab");
  return isEditorTab(tab) ? tab : "meta";
};

/**
 * The state the editor's action answered in this request. Without JavaScript the page's loader runs
 * after the action in the same request, and the action's answer is what the page shows: the loader
 * then reads nothing (a block operation costs no Directus read), and a post deleted meanwhile does
 * not turn a refused delete's answer into the 404 page.
 */
const answeredContext = createContext<EditorState | null>(null);

export type EditorLoadError = { reason: "no-slug" | "not-found" | "load-error"; title: string };

/** GET /edit-post/:slug: the post (editor's token) or 'No slug provided' (400) / 'Error loading post' (404, 503). */
export async function loadEditor(request: Request, context: Readonly<RouterContextProvider>, slug: string | undefined) {
  requireEditor(request, context);
  const { t } = getInstance(context);
  const fail = (reason: EditorLoadError["reason"], status: number) =>
    data({ reason, title: t(reason === "no-slug" ? "editor:noSlug" : "editor:loadError") } satisfies EditorLoadError, {
      status,
      headers: { "Cache-Control": "private, no-store" },
    });
  const wanted = slug?.trim();
  if (!wanted) throw fail("no-slug", 400);
  const answered = context.get(answeredContext);
  if (answered) return editorData(request, context, answered);
  const client = context.get(directusContext);
  let post: EditablePost | null;
  try {
    post = await readPostForEdit(client, wanted);
  } catch (error) {
    console.error(`Editor: could not read the post ${wanted}:`, error);
    throw fail("load-error", 503);
  }
  if (!post) {
    const current = await findRenamedPost(client, wanted);
    if (current) throw redirect(`/edit-post/${encodeURIComponent(current)}${new URL(request.url).search}`, 301);
    throw fail("not-found", 404);
  }
  // `?restore=<revision>` (history): that version's content in the form as unsaved edits (ADR 025).
  const restore = revisionParam(request, "restore");
  if (restore !== null && post.id !== null) {
    const version = await readVersionForEdit(context, post.id, restore);
    const state = stateFromPost(version ? withVersion(post, version) : post, tabOf(request), new URL(request.url).origin);
    return editorData(request, context, { ...state, dirty: Boolean(version) }, version ? { at: version.at, by: version.by } : "missing");
  }
  return editorData(request, context, stateFromPost(post, tabOf(request), new URL(request.url).origin));
}

/** GET /staff/posts/new: an unsaved draft (spec 001 §7), created by its first Save. */
export function loadNewPost(request: Request, context: Readonly<RouterContextProvider>) {
  requireEditor(request, context);
  return editorData(request, context, stateFromPost(newEditablePost(), tabOf(request), new URL(request.url).origin));
}

async function editorData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  state: EditorState,
  restored: RestoredVersion = null,
) {
  const { t } = getInstance(context);
  // Just saved: the save's flash says when (read here, cleared by the root loader; issue 46, item 4).
  const flash = await peekFlash(request);
  const savedAt = flash?.ns === "editor" && flash.key === "saved" ? String(flash.params?.at ?? "") : null;
  // The layout sends the editor's words but the history page's; these are the ones the editor shows.
  const translations = translationsFor(context, {
    editor: ["history.link", "history.missing", "history.restored", "history.restoredHint"],
  });
  return data(
    { state, savedAt: savedAt && !Number.isNaN(Date.parse(savedAt)) ? savedAt : null, title: t("editor:title"), restored, translations },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/* ------------------------------------------------------------------ the form ------------------------------------------------------------------ */

const text = (max: number) => z.string().max(max, "tooLong").optional();

const blockSchema = z.object({
  id: z.string().max(40).optional(),
  tag: text(40),
  text: text(500_000),
  className: text(500),
  attrs: text(5_000),
  src: text(2_000),
  alt: text(1_000),
  caption: text(2_000),
  captionClass: text(200),
  decorative: z.string().max(10).optional(),
  figure: z.string().max(10).optional(),
});

/** Every button posts the whole form (ADR 008): the fields, the body as HTML or as blocks, the tab. */
const fields = {
  id: z.string().max(20).optional(),
  storedSlug: text(200),
  created_at: text(40),
  updated_at: text(40),
  title: text(300),
  slug: text(200),
  status: text(20),
  excerpt: text(2_000),
  cover_image_url: text(2_000),
  seo_title: text(300),
  seo_description: text(1_000),
  keywordsText: text(2_000),
  /** Which form of the body the form carries: `content` (HTML) or `blocks`. */
  source: z.enum(["html", "blocks"]).optional(),
  content: text(1_500_000),
  blocks: z.array(blockSchema).max(2_000, "tooManyBlocks").optional(),
  tab: text(20),
  dirty: text(1),
  /** The blocks whose previews are open: their ids, separated by spaces. */
  blockPreviews: text(100_000),
  target: text(40),
  complete: text(1),
  template: text(40),
  /** The in-form media picker's search (ADR 022). */
  pickerQ: text(100),
};

const intents = [
  "save",
  "tab",
  "move-up",
  "move-down",
  "insert",
  "template",
  "duplicate",
  "remove",
  "preview",
  "pick",
  "pick-search",
  "pick-page",
  "pick-close",
  "choose",
  "delete-ask",
  "delete",
  "upload",
] as const;
type Intent = (typeof intents)[number];
const formSchema = z.discriminatedUnion(
  "intent",
  intents.map((intent) => z.object({ intent: z.literal(intent), ...fields })) as unknown as [
    z.ZodObject<{ intent: z.ZodLiteral<Intent> } & typeof fields>,
  ],
);

type Payload = z.infer<(typeof formSchema)["options"][number]>;

/**
 * A block operation's button says what and where in its value: `move-up:3`, `template:0:callout`,
 * `tab:html` (one button, one name/value pair, no JavaScript). Split into `intent`, `target`, `template`.
 */
function splitIntent(form: FormData) {
  const raw = form.get("intent");
  if (typeof raw !== "string") return;
  const [intent, target, template] = raw.split(":");
  form.set("intent", intent);
  if (target !== undefined) form.set("target", target);
  if (template !== undefined) form.set("template", template);
}

export type EditorReply = {
  state: EditorState;
  /** Field name → message key (`editor:errors.*`). */
  errors: Record<string, string>;
  formError: { key: string; values?: Record<string, string> } | null;
  savedAt: null;
  /** Remounts the form so every field shows the answered values. */
  nonce: string;
};

function str(value: unknown) {
  return typeof value === "string" ? value : "";
}

/** The form's blocks as typed, a figure rebuilt from its fields. */
function formBlocksFrom(payload: Partial<Payload>): FormBlock[] {
  return (payload.blocks ?? []).map((b) => {
    const figure =
      b.figure === "1"
        ? {
            src: str(b.src),
            alt: str(b.alt),
            caption: str(b.caption),
            captionClass: str(b.captionClass),
            decorative: b.decorative === "on",
          }
        : null;
    return {
      id: b.id && /^[\w-]{1,40}$/.test(b.id) ? b.id : newBlockId(),
      tag: str(b.tag) || "p",
      text: figure ? figureText({ ...figure, alt: figure.decorative ? "" : figure.alt }) : str(b.text),
      className: str(b.className),
      attrsText: str(b.attrs),
      figure,
    };
  });
}

/** Blocks as the model has them; attribute text that does not parse is kept out (the save refuses it). */
const modelBlocks = (blocks: FormBlock[]): Block[] =>
  blocks.map((b) => ({
    id: b.id,
    tag: normaliseTag(b.tag),
    text: b.text,
    className: b.className,
    attrs: textToAttributes(b.attrsText) ?? [],
  }));

/** The state the form describes (whatever button was pressed), with the body in the form the posted tab had it. */
function stateFromPayload(payload: Partial<Payload>): EditorState {
  const blocks = formBlocksFrom(payload);
  const fromBlocks = payload.source === "blocks";
  const id = Number(payload.id);
  return {
    id: Number.isSafeInteger(id) && id > 0 ? id : null,
    storedSlug: str(payload.storedSlug) || null,
    created_at: str(payload.created_at) || null,
    updated_at: str(payload.updated_at) || null,
    title: str(payload.title),
    slug: str(payload.slug),
    status: str(payload.status) || "draft",
    excerpt: str(payload.excerpt),
    cover_image_url: str(payload.cover_image_url),
    seo_title: str(payload.seo_title),
    seo_description: str(payload.seo_description),
    keywordsText: str(payload.keywordsText),
    content: fromBlocks ? blocksToHtml(modelBlocks(blocks)) : str(payload.content),
    blocks: fromBlocks ? blocks : [],
    tab: isEditorTab(payload.tab) ? payload.tab : "meta",
    dirty: payload.dirty === "1",
    previewHtml: "",
    // Only the ids for now: `showTab` draws the previews of the blocks shown.
    blockPreviews: str(payload.blockPreviews)
      .split(" ")
      .filter((id) => /^[\w-]{1,40}$/.test(id))
      .map((id) => ({ id, html: "" })),
  };
}

/** The open previews of `blocks` (those of `ids` that still exist), drawn with the render's sanitiser. */
function previewsOf(blocks: FormBlock[], ids: string[], origin: string) {
  return blocks
    .filter((block) => ids.includes(block.id))
    .map((block) => ({ id: block.id, html: previewDocument(blockToHtml(modelBlocks([block])[0]), origin) }));
}
const openPreviewIds = (state: EditorState) => state.blockPreviews.map((preview) => preview.id);

/** The state shown on `tab`: blocks made from the HTML when the form carried HTML, the preview drawn. */
function showTab(state: EditorState, tab: EditorTab, origin: string): EditorState {
  const blocks = tab === "blocks" ? (state.blocks.length || !state.content.trim() ? state.blocks : formBlocksFromHtml(state.content)) : [];
  // The previews stay open on other tabs (their ids travel in the form), drawn when the blocks show.
  const blockPreviews = tab === "blocks" ? previewsOf(blocks, openPreviewIds(state), origin) : state.blockPreviews;
  return { ...state, tab, blocks, blockPreviews, previewHtml: tab === "preview" ? previewDocument(state.content, origin) : "" };
}

function reply(state: EditorState, status: number, errors: Record<string, string> = {}, formError: EditorReply["formError"] = null) {
  return data({ state, errors, formError, savedAt: null, nonce: newBlockId() } satisfies EditorReply, {
    status,
    headers: { "Cache-Control": "private, no-store" },
  });
}

/** The checks of a save (issue 27, bad input): field → message key. */
function saveErrors(state: EditorState): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!state.title.trim()) errors.title = "titleRequired";
  if (!normaliseSlug(state.slug)) errors.slug = "slugRequired";
  if (!(postStatuses as readonly string[]).includes(state.status)) errors.status = "statusUnknown";
  state.blocks.forEach((block, index) => {
    if (textToAttributes(block.attrsText) === null) errors[blockField(index, "attrs")] = "badAttributes";
    if (block.figure && !block.figure.decorative && !block.figure.alt.trim()) errors[blockField(index, "alt")] = "altMissing";
  });
  return errors;
}

/**
 * POST /edit-post/:slug and /staff/posts/new (ADR 008): read the whole form, refuse an unknown
 * intent (400), then either answer the edited form on a tab after a block operation (nothing
 * written: only Save writes) or save with the editor's token and redirect to the saved post's editor.
 */
export async function editorAction(request: Request, context: Readonly<RouterContextProvider>, storedSlug?: string) {
  const editor = requireEditor(request, context);
  const posted = await readEditorPost(request);
  try {
    const answer = await answerEditorForm(posted, editor, request, context, storedSlug);
    if (!(answer instanceof Response) && "state" in answer.data) context.set(answeredContext, answer.data.state);
    return answer;
  } finally {
    await posted.discard();
  }
}

async function answerEditorForm(
  posted: EditorPost,
  editor: ReturnType<typeof requireEditor>,
  request: Request,
  context: Readonly<RouterContextProvider>,
  storedSlug?: string,
) {
  const origin = new URL(request.url).origin;
  const form = posted.form;
  splitIntent(form);
  const intent = form.get("intent");
  // HTML pasted into a block (JavaScript: a fetcher), cleaned by the same sanitiser: nothing else is read.
  if (intent === "clean-paste") {
    const pasted = form.get("pasted");
    if (typeof pasted !== "string") return data({ pasted: null }, { status: 400 });
    return data({ pasted: cleanPastedHtml(pasted) }, { headers: { "Cache-Control": "private, no-store" } });
  }
  if (typeof intent !== "string" || !knownIntents(formSchema).includes(intent)) throw unknownIntent(intent);
  // A page still loading posts only the fields parsed so far: saving that would lose the rest.
  const complete = form.get("complete") === "1";
  const submission = parseWithZod(form, { schema: formSchema });
  const payload = (submission.status === "success" ? submission.value : (submission.payload as Partial<Payload>)) ?? {};
  const state = stateFromPayload(payload);
  // Delete (spec 001 §4) needs none of the fields: it is not held up by a field typed wrong.
  if (intent === "delete") return deleteFromEditor(showTab(state, state.tab, origin), storedSlug, context);
  // Over a post's limit: nothing is written, everything typed comes back with the limit in words.
  if (posted.fieldBytes > postBodyLimit) {
    return reply(showTab(state, state.tab, origin), 413, {}, { key: "tooLarge", values: { size: "2 MB" } });
  }
  if (submission.status !== "success") {
    const errors = Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0] ?? "invalid"]));
    return reply(showTab(state, state.tab, origin), 400, errors, { key: "invalid" });
  }
  const value = submission.value;
  if (!complete) return reply(showTab(state, state.tab, origin), 400, {}, { key: "incomplete" });

  if (value.intent === "delete-ask") return reply({ ...showTab(state, state.tab, origin), deleteConfirm: { error: null } }, 200);

  if (value.intent === "tab") {
    const tab = value.target;
    if (!isEditorTab(tab)) return reply(showTab(state, state.tab, origin), 400, {}, { key: "unknownTab" });
    return reply(showTab(state, tab, origin), 200);
  }

  if (
    value.intent === "pick" ||
    value.intent === "pick-search" ||
    value.intent === "pick-page" ||
    value.intent === "pick-close" ||
    value.intent === "choose"
  ) {
    return pickerAction(state, value, context, origin);
  }

  if (value.intent === "upload") return uploadAction(state, value.target, posted, request, context);

  if (value.intent !== "save") {
    // A block operation: on the blocks the form carried (or made from its HTML).
    const shown = showTab(state, "blocks", origin);
    const blocks = shown.blocks;
    const index = Number(value.target);
    const max = value.intent === "insert" || value.intent === "template" ? blocks.length : blocks.length - 1;
    if (!Number.isInteger(index) || index < 0 || index > max) {
      return reply(shown, 400, {}, { key: "blockOutOfRange", values: { index: String(value.target ?? "") } });
    }
    let next = blocks;
    if (value.intent === "move-up" && index > 0) next = moveBlock(blocks, index, index - 1);
    else if (value.intent === "move-down" && index < blocks.length - 1) next = moveBlock(blocks, index, index + 1);
    else if (value.intent === "insert") next = blocks.toSpliced(index, 0, toFormBlock(emptyParagraph()));
    else if (value.intent === "template") {
      if (!(templateKeys as readonly string[]).includes(value.template ?? "")) return reply(shown, 400, {}, { key: "unknownTemplate" });
      next = blocks.toSpliced(index, 0, toFormBlock(blockFromTemplate(value.template as TemplateKey)));
    } else if (value.intent === "duplicate") next = blocks.toSpliced(index + 1, 0, { ...blocks[index], id: newBlockId() });
    else if (value.intent === "remove") next = blocks.toSpliced(index, 1);
    else if (value.intent === "preview") {
      // Toggles this block's preview; the others stay as they are (any number open), the blocks as typed.
      const id = blocks[index].id;
      const open = openPreviewIds(shown);
      return reply(
        { ...shown, blockPreviews: previewsOf(blocks, open.includes(id) ? open.filter((o) => o !== id) : [...open, id], origin) },
        200,
      );
    }
    // Open previews follow their blocks (a move keeps them open; a copy starts closed).
    const blockPreviews = previewsOf(next, openPreviewIds(shown), origin);
    return reply({ ...shown, blocks: next, blockPreviews, content: blocksToHtml(modelBlocks(next)), dirty: true }, 200);
  }

  // Save: the slug tidied, the checks, then the write with the editor's own token.
  const slug = normaliseSlug(state.slug);
  // A new post's first save: the offered `bai-viet-moi-…` slug takes the title's words.
  const tidy = { ...state, slug: state.id === null ? slugFromTitle(slug, state.title) : slug };
  const errors = saveErrors(tidy);
  if (Object.keys(errors).length) return reply(showTab(tidy, tidy.tab, origin), 400, errors, { key: "invalid" });
  try {
    const saved = await savePost(
      context.get(directusContext),
      {
        id: tidy.id,
        title: tidy.title.trim(),
        slug: tidy.slug,
        status: tidy.status as PostStatus,
        excerpt: tidy.excerpt.trim(),
        cover_image_url: tidy.cover_image_url.trim(),
        seo_title: tidy.seo_title.trim(),
        seo_description: tidy.seo_description.trim(),
        keywords: parseKeywords(tidy.keywordsText),
        content: tidy.content,
        updated_at: tidy.updated_at,
      },
      editor.id,
    );
    const tab = tidy.tab === "meta" ? "" : `?tab=${tidy.tab}`;
    return redirectWithFlash(`/edit-post/${encodeURIComponent(saved.slug)}${tab}`, {
      tone: "success",
      ns: "editor",
      key: "saved",
      params: { at: new Date().toISOString() },
    });
  } catch (error) {
    const shown = showTab(tidy, tidy.tab, origin);
    if (error instanceof PostSaveError) {
      if (error.reason === "slugTaken") return reply(shown, 409, { slug: "slugTaken" }, { key: "invalid" });
      if (error.reason === "notLibraryFile") return reply(shown, 400, {}, { key: "notLibraryFile" });
      return reply(shown, 409, {}, { key: "conflict", values: error.values });
    }
    if (error instanceof PostWriteError) {
      console.error(`Editor: could not save ${tidy.slug}:`, error);
      return reply(
        shown,
        error.status >= 400 && error.status < 500 ? error.status : 502,
        {},
        { key: error.messageKey, values: error.values },
      );
    }
    throw error;
  }
}

/** The figure block at `index`, if there is one. */
const figureAt = (state: EditorState, index: number) => (Number.isInteger(index) && index >= 0 ? state.blocks[index]?.figure : undefined);

/** The cover or a figure's image set to `url` (a library file: `/media/{id}`), as an unsaved edit. */
function withImage(shown: EditorState, target: "cover" | number, url: string, origin: string): EditorState {
  if (target === "cover") return { ...shown, cover_image_url: url, dirty: true };
  const blocks = shown.blocks.map((block, index) => {
    if (index !== target || !block.figure) return block;
    const figure = { ...block.figure, src: url };
    return { ...block, figure, text: figureText({ ...figure, alt: figure.decorative ? "" : figure.alt }) };
  });
  const blockPreviews = previewsOf(blocks, openPreviewIds(shown), origin);
  return { ...shown, blocks, blockPreviews, content: blocksToHtml(modelBlocks(blocks)), dirty: true };
}

/* ------------------------------------------------------------ the picker without JavaScript ------------------------------------------------------------ */

/**
 * The media picker inside the editor's form (issue 28, ADR 022): `pick:cover` / `pick:<block>` opens
 * it (the library's newest images, read with the editor's own token), `pick-search:<target>` searches
 * (`pickerQ`), `pick-page:<target>:<n>` shows page n of that search (previous / next, as /media's
 * `?page=N`), `choose:<target>:<file id>` sets the cover or the figure's src to `/media/{id}` and
 * closes it, `pick-close` closes it. Nothing is written: the unsaved post comes back as typed.
 */
async function pickerAction(
  state: EditorState,
  value: Pick<Payload, "intent" | "target" | "template" | "pickerQ">,
  context: Readonly<RouterContextProvider>,
  origin: string,
) {
  const shown = showTab(state, state.tab, origin);
  if (value.intent === "pick-close") return reply({ ...shown, picker: null }, 200);
  const target = value.target === "cover" ? ("cover" as const) : Number(value.target);
  if (target !== "cover" && !figureAt(shown, target)) {
    return reply(shown, 400, {}, { key: "blockOutOfRange", values: { index: String(value.target ?? "") } });
  }
  if (value.intent === "choose") {
    if (!isFileId(value.template)) return reply(shown, 400, {}, { key: "unknownImage" });
    return reply(withImage({ ...shown, picker: null }, target, mediaUrl(value.template.toLowerCase()), origin), 200);
  }
  const q = value.intent === "pick-search" || value.intent === "pick-page" ? searchTerm(value.pickerQ ?? "") : null;
  const page = value.intent === "pick-page" ? pageNumber(value.template) : 1;
  let picker: PickerState;
  try {
    const client = context.get(directusContext);
    let { files, total } = await listImages(client, { q, offset: (page - 1) * pageSize });
    const pages = Math.max(1, Math.ceil(total / pageSize));
    // A page past the end (the library shrank since): its last page.
    if (page > pages) ({ files, total } = await listImages(client, { q, offset: (pages - 1) * pageSize }));
    picker = { target, q, files, total, page: Math.min(page, pages), pages, error: null };
  } catch (error) {
    if (!(error instanceof DirectusError)) console.error("Editor: the media library could not be read:", error);
    const status = error instanceof DirectusError ? error.status : null;
    const statusText = error instanceof DirectusError ? error.statusText : "";
    picker = { target, q, files: [], total: 0, page: 1, pages: 1, error: { status, statusText } };
  }
  return reply({ ...shown, picker }, 200);
}

/* ------------------------------------------------------------ delete, inside the editor ------------------------------------------------------------ */

/**
 * 'Xoá bài viết' confirmed (spec 001 §2, §4; ADR 039): the post the URL names is deleted with the
 * editor's own token (detail rows, then the meta row), then /news with a notice. A failure answers
 * the editor as it was posted, every unsaved edit kept, with the confirmation open on the delete
 * error card ('Không thể xoá bài viết' and what failed).
 */
async function deleteFromEditor(shown: EditorState, storedSlug: string | undefined, context: Readonly<RouterContextProvider>) {
  const { t } = getInstance(context);
  const failed = (error: string, status: number) => reply({ ...shown, deleteConfirm: { error } }, status);
  // A post not saved yet (/staff/posts/new) has nothing to delete.
  if (!storedSlug) return failed(t("editor:errors.missingData"), 404);
  try {
    if (!(await deletePostBySlug(context.get(directusContext), storedSlug))) return failed(t("editor:errors.missingData"), 404);
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error;
    console.error(`Editor: could not delete ${storedSlug}:`, error);
    return failed(t(`news:errors.${error.messageKey}`, error.values), error.status >= 400 && error.status < 500 ? error.status : 502);
  }
  return redirectWithFlash("/news", { tone: "success", ns: "news", key: "deleted", params: { title: shown.title || storedSlug } });
}

/* ------------------------------------------------------------ an image uploaded from the editor ------------------------------------------------------------ */

/**
 * `upload:cover` / `upload:<block>` (issue 54, ADR 039): the form came as multipart with the image
 * its file input held. The image goes through the upload path's checks (type by its bytes, decoded
 * and re-encoded without metadata, 10 MB, 6000 px, rate limit, quota) to Directus with the editor's
 * own token, and the cover or the figure's src becomes `/media/{id}`: an unsaved edit like a choice
 * from the library. A refusal answers the form as posted with 'Upload failed.' and the reason.
 */
async function uploadAction(
  state: EditorState,
  target: string | undefined,
  posted: EditorPost,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  const origin = new URL(request.url).origin;
  const { t } = getInstance(context);
  const shown = showTab(state, state.tab, origin);
  const to = target === "cover" ? ("cover" as const) : Number(target);
  if (to !== "cover" && !figureAt(shown, to))
    return reply(shown, 400, {}, { key: "blockOutOfRange", values: { index: String(target ?? "") } });
  const failed = (message: string, status: number) => reply({ ...shown, uploadError: { target: to, message } }, status);
  const image = posted.images.get(String(to));
  if (!image) return failed(t("media:upload.noFile"), 400);
  const stored =
    "refused" in image
      ? image
      : await storeReceivedImage(image.received, {
          client: context.get(directusContext),
          userId: requireEditor(request, context).id,
          title: "",
          signal: request.signal,
        });
  if ("refused" in stored) {
    const { filename, reason, status } = stored.refused;
    return failed(t(`media:upload.refused.${reason}`, { name: filename, status: status ?? "" }), refusalStatus[reason]);
  }
  return reply(withImage(shown, to, mediaUrl(stored.id), origin), 200);
}
