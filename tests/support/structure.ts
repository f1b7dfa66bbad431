// The structure pages (issue 50) as a person the area refuses meets them.
import { expect } from "vitest";
import { page, postForm } from "./people";

/**
 * Every page of `/staff/<area>` (its list, its new dialog, the row `id`'s edit and delete) answers
 * this session 403, and so do its create (posting `form`) and the row's delete.
 */
export async function expectStructureRefused(area: string, id: number, cookie: string, form: Record<string, string>) {
  const list = `/staff/${area}`;
  for (const path of [list, `${list}/new`, `${list}/${id}/edit`, `${list}/${id}/delete`])
    expect((await page(path, cookie)).status, path).toBe(403);
  expect((await postForm(`${list}/new`, cookie, form)).status, `${list}/new`).toBe(403);
  expect((await postForm(`${list}/${id}/delete`, cookie, {})).status, `${list}/${id}/delete`).toBe(403);
}
