import { data, redirect, type RouterContextProvider } from "react-router";
import { directusContext } from "~/features/cms/directus.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { findRenamedPost, readPostForEdit, type EditablePost } from "~/features/posts/posts.server";
import { listPostRevisions, readPostRevision, type PostRevision, type PostVersion } from "~/features/posts/revisions.server";
import { sanitizePostHtml } from "~/features/posts/sanitize.server";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import type { EditorLoadError } from "./editor.server";

/** `?revision=` / `?restore=`: a revision id, else null. */
export function revisionParam(request: Request, name: "revision" | "restore") {
  const raw = new URL(request.url).searchParams.get(name);
  if (raw === null) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}

/** A version read for the editor: the revision, or null when it is not one of the post's (or could not be read). */
export async function readVersionForEdit(context: Readonly<RouterContextProvider>, postId: number, id: number) {
  if (!id) return null;
  try {
    return await readPostRevision(context.get(directusContext), postId, id);
  } catch (error) {
    console.error(`Editor: could not read revision ${id} of post ${postId}:`, error);
    return null;
  }
}

/** The editable post with a version's content fields put back (slug and status stay: a restore edits the content). */
export function withVersion(post: EditablePost, version: PostVersion): EditablePost {
  return {
    ...post,
    title: version.title,
    excerpt: version.excerpt,
    cover_image_url: version.cover_image_url,
    ...version.body,
  };
}

export interface HistoryData {
  post: { slug: string; title: string };
  revisions: PostRevision[];
  /** The version shown (`?revision=`), its body sanitised as the post page renders it. */
  shown: (PostRevision & { html: string | null; excerpt: string }) | null;
  /** `?revision=` named no version of this post. */
  missing: boolean;
  title: string;
}

/**
 * GET /edit-post/:slug/history (issue 27, beyond the spec): the post's versions (date, who, title)
 * read with the editor's own token, and one version (`?revision=<id>`) as the post would render it.
 * Restoring is a link to the editor (`/edit-post/:slug?restore=<id>`): the version comes into the
 * form as unsaved edits, and only Save writes it (ADR 025).
 */
export async function loadPostHistory(request: Request, context: Readonly<RouterContextProvider>, slug: string) {
  requireRole(request, context, roleGroups.editors);
  const { t } = getInstance(context);
  const headers = { "Cache-Control": "private, no-store" };
  const fail = (reason: EditorLoadError["reason"], status: number) =>
    data({ reason, title: t("editor:loadError") } satisfies EditorLoadError, { status, headers });
  const client = context.get(directusContext);
  let post: EditablePost | null;
  let revisions: PostRevision[];
  try {
    post = await readPostForEdit(client, slug);
    revisions = post?.id ? await listPostRevisions(client, post.id) : [];
  } catch (error) {
    console.error(`Editor: could not read the history of ${slug}:`, error);
    throw fail("load-error", 503);
  }
  if (!post?.id) {
    const current = await findRenamedPost(client, slug);
    if (current) throw redirect(`/edit-post/${encodeURIComponent(current)}/history${new URL(request.url).search}`, 301);
    throw fail("not-found", 404);
  }
  const wanted = revisionParam(request, "revision");
  const version = wanted === null ? null : await readVersionForEdit(context, post.id, wanted);
  const shown = version
    ? {
        id: version.id,
        at: version.at,
        by: version.by,
        title: version.title,
        excerpt: version.excerpt,
        html: version.body ? sanitizePostHtml(version.body.content) : null,
      }
    : null;
  const missing = wanted !== null && !version;
  const translations = translationsFor(context, { editor: ["history"] });
  return data(
    {
      ...({
        post: { slug: post.slug, title: post.title },
        revisions,
        shown,
        missing,
        title: t("editor:history.title"),
      } satisfies HistoryData),
      translations,
    },
    { status: missing ? 404 : 200, headers },
  );
}
