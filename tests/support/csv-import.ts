// The Import CSV pages' first step (issues 29 and 50), as the tests post it.
import { testEnv } from "./env";
import { shownWithoutScripts } from "./html";

/**
 * `csv` posted to the import page at `path` as the file `fileName`, signed in with `cookie`: the
 * status, the preview page's words, and the id of the preview the server keeps (null without one).
 */
export async function previewCsv(path: string, csv: string, fileName: string, cookie: string) {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new Blob([csv], { type: "text/csv" }), fileName);
  const response = await fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: { Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: form,
    redirect: "manual",
  });
  const html = shownWithoutScripts(await response.text());
  return { status: response.status, html, id: html.match(/name="preview" value="([0-9a-f-]{36})"/)?.[1] ?? null };
}
