import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation, useRouteLoaderData } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/delete";
import type { loader as postLoader } from "../post";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { postErrorMeta } from "~/features/posts/components/post-error";
import { postErrorResponse } from "~/features/posts/post-error.server";
import { postPath } from "~/features/posts/post-path";
import { deletePostBySlug, PostWriteError } from "~/features/posts/posts.server";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData ? [{ title: `${loaderData.title} · Seed Academy` }, { name: "robots", content: "noindex" }] : postErrorMeta(error);
// Its own headers: without them the post's would apply, and the post's are kept for its reader (ADR 014).
export const headers: Route.HeadersFunction = routeHeaders;

/** Never kept, by the page cache or anyone: a page for one editor, with a form. */
const noStore = { "Cache-Control": "private, no-store" };

/**
 * /post/:slug/delete (issue 46, item 1; ADR 055): the confirmation, a dialog over the post (a page
 * of its own without JavaScript). Editors only, as the delete itself; the post is the parent
 * route's (`post.tsx` reads it: none is its 404), so this loader reads no row.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.editors);
  return data({ title: getInstance(context).t("post:delete") }, { headers: noStore });
}

/** A write Directus refused, in the reader's words (ADR 012: the text travels, not the key). */
type DeleteError = { key: "deleteFailed"; message: string };

/** Delete (editors only): detail rows, then the meta row, then /news with a flash (spec 001 §4; ADR 008). */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.editors);
  // The post and what to do come from the URL, whatever the form sent.
  const submission = parseWithZod(await readForm(request), { schema: z.object({}) });
  const slug = params.slug.trim();
  const { t } = getInstance(context);
  try {
    if (!slug || !(await deletePostBySlug(context.get(directusContext), slug))) {
      throw postErrorResponse(context, { reason: "not-found", slug }, 404, { shared: false });
    }
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error;
    console.error(`Post ${slug}: delete failed:`, error);
    return formReply<DeleteError>(submission, {
      formError: { key: "deleteFailed", message: t(`news:errors.${error.messageKey}`, error.values) },
      status: error.status >= 400 && error.status < 500 ? error.status : 502,
      headers: noStore,
    });
  }
  return redirectWithFlash("/news", { tone: "success", ns: "news", key: "deleted", params: { title: slug } });
}

export default function DeletePost({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("post");
  const busy = useNavigation().state === "submitting";
  // The post the dialog is over: the parent's data (rendered only when the parent found it).
  const post = useRouteLoaderData<typeof postLoader>("routes/site/post")?.view.post;
  if (!post) return null;
  const error = actionData?.formError?.message;
  return (
    <RouteDialog
      title={t("delete")}
      description={t("deleteConfirm", { title: post.title })}
      closeTo={postPath(post.slug)}
      closeLabel={t("cancel")}
    >
      <Notice tone="error" className="mt-4">
        {error ? `${t("deleteFailed")}: ${error}` : null}
      </Notice>
      <Form method="post" className="mt-6 flex justify-end">
        <Button type="submit" variant="danger" pending={busy} pendingLabel={t("deleting")}>
          {t("deleteConfirmButton")}
        </Button>
      </Form>
    </RouteDialog>
  );
}
