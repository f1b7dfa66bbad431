/** A staff page's <title> (its loader's translated `title`) and noindex: staff pages are not for search engines. */
export function staffPageMeta({ loaderData }: { loaderData?: { title?: string } | null }) {
  return [{ title: `${loaderData?.title ?? "Staff"} · Seed Academy` }, { name: "robots", content: "noindex" }];
}
