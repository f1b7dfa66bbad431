import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { getInstance } from "~/features/i18n/middleware.server";

const page = z.coerce.number().int().min(1).max(10_000);

/**
 * The page's URL: `?q=` filters posts, `?uq=` learners, `?page=` and `?upage=` page through them.
 * A page that is not a whole number from 1 is a 400 (the loader says which); a filter too long is cut.
 */
export const adminQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  uq: z.string().trim().max(200).default(""),
  page: page.default(1),
  upage: page.default(1),
});
export type AdminQuery = z.output<typeof adminQuerySchema>;

export function parseAdminQuery(search: URLSearchParams) {
  const raw = Object.fromEntries(["q", "uq", "page", "upage"].flatMap((key) => (search.has(key) ? [[key, search.get(key) ?? ""]] : [])));
  // An empty ?page= is the first page, not an error.
  for (const key of ["page", "upage"]) if (raw[key] === "") delete raw[key];
  return adminQuerySchema.safeParse(raw);
}

/** A table's loader: the role again, then the page's URL; one that is not valid is a 400 with words. */
export function adminQueryOf(request: Request, context: Readonly<RouterContextProvider>): AdminQuery {
  requireRole(request, context, roleGroups.admins);
  const query = parseAdminQuery(new URL(request.url).searchParams);
  if (!query.success) {
    throw data({ message: getInstance(context).t("staff:admin.badQuery") }, { status: 400, statusText: "Bad Request" });
  }
  return query.data;
}
