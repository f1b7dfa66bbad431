import { z } from "zod";

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
