/** The largest file the library takes (DESIGN.md: 10 MB), checked in the browser before sending and on the server. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The states of one file's upload with JavaScript (issue 28). */
export type UploadState =
  | { kind: "idle" }
  | { kind: "uploading"; name: string; percent: number }
  | { kind: "success"; name: string; id: string }
  | { kind: "error"; message: string }
  | { kind: "canceled" };

/** Loaded ÷ total as a whole percent from 0 to 100 (an unknown or odd total counts as 0). */
export function uploadPercent(loaded: number, total: number) {
  if (!Number.isFinite(loaded) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** What the XHR's answer means: the stored file's id, or the message key (and values) of what went wrong. */
export function readUploadAnswer(
  status: number,
  statusText: string,
  responseText: string,
): { id: string } | { key: string; values?: Record<string, string | number>; message?: string } {
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    return status >= 200 && status < 300 ? { key: "upload.badJson" } : { key: "upload.httpFailed", values: { status, statusText } };
  }
  const answer = body as { files?: { id?: unknown }[]; message?: unknown };
  const message = typeof answer.message === "string" && answer.message ? answer.message : undefined;
  if (status < 200 || status >= 300) return { key: "upload.httpFailed", values: { status, statusText }, message };
  const id = answer.files?.[0]?.id;
  if (typeof id !== "string")
    return message ? { key: "upload.httpFailed", values: { status, statusText }, message } : { key: "upload.noId" };
  return { id };
}
