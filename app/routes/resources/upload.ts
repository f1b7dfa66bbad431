import { data, redirect } from "react-router";
import type { Route } from "./+types/upload";
import { requireRole } from "~/features/auth/guards.server";
import { directusContext } from "~/features/cms/directus.server";
import type { Flash } from "~/features/forms/flash";
import { setFlash } from "~/features/forms/flash.server";
import { discardBody, MultipartError, multipartBoundary } from "~/features/http/multipart.server";
import { mediaRoles } from "~/features/media/roles";
import { FileTooLarge, receiveUpload, refusalStatus, type UploadResult } from "~/features/media/upload.server";
import { getInstance } from "~/features/i18n/middleware.server";

/** Only POST: a GET is 405 (nothing to show here; the form is on /media). */
export function loader() {
  throw new Response("Method Not Allowed: /upload takes a POST from the media library.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * `/upload` (issue 28, ADR 020): the media library's files, streamed to Directus with the person's
 * own token. With JavaScript (Accept: application/json, one file per request) it answers JSON;
 * the plain form gets a redirect to the gallery with a flash message naming what was refused.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, mediaRoles);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const t = getInstance(context).t;
  // A browser's form is always multipart: anything else is a forged or broken request.
  if (!multipartBoundary(request.headers.get("Content-Type"))) {
    await discardBody(request);
    return data({ files: [], refused: [], message: "Expected a multipart/form-data upload." }, { status: 400 });
  }
  let result: UploadResult;
  try {
    result = await receiveUpload(request, context.get(directusContext), user.id);
  } catch (error) {
    const status = error instanceof MultipartError ? error.status : request.signal.aborted ? 499 : 503;
    if (status === 503) console.error("Upload: Directus unavailable:", error);
    const message =
      error instanceof FileTooLarge
        ? t("media:upload.refused.size", { name: error.filename })
        : error instanceof MultipartError
          ? error.message
          : t("media:upload.unavailable");
    // A malformed body (400) is no browser's form: it gets the answer itself, with or without JavaScript.
    if (wantsJson || status === 400) return data({ files: [], refused: [], message }, { status });
    return redirect("/media", {
      status: 303,
      headers: { "Set-Cookie": await setFlash({ tone: "error", key: "upload.failedAll", ns: "media", params: { message } }) },
    });
  }
  const refusals = result.refused.map(({ filename, reason, status }) => ({
    filename,
    reason,
    message: t(`media:upload.refused.${reason}`, { name: filename, status: status ?? "" }),
  }));
  const nothing = result.stored.length === 0 && refusals.length === 0;
  if (wantsJson) {
    const status = nothing ? 400 : result.stored.length ? 200 : refusalStatus[result.refused[0].reason];
    const message = nothing ? t("media:upload.noFile") : refusals.map((r) => r.message).join(" ");
    return data({ files: result.stored, refused: refusals, message: message || null }, { status });
  }
  const flash: Flash = nothing
    ? { tone: "error" as const, key: "upload.noFile", ns: "media", values: { title: result.title } }
    : refusals.length
      ? {
          tone: "error" as const,
          key: result.stored.length ? "upload.storedSomeRefused" : "upload.refusedAll",
          ns: "media",
          params: {
            count: result.stored.length,
            refused: refusals
              .map((r) => r.message.slice(0, 300))
              .join(" ")
              .slice(0, 1500),
          },
          values: { title: result.title },
        }
      : { tone: "success" as const, key: "upload.stored", ns: "media", params: { count: result.stored.length } };
  return redirect("/media", { status: 303, headers: { "Set-Cookie": await setFlash(flash) } });
}
