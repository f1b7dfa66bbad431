/** A portal page's <title> (its loader's translated `title`) and noindex: portal pages are personal. */
export function portalPageMeta({ loaderData }: { loaderData?: { title?: string } | null }) {
  return [{ title: `${loaderData?.title ?? "Seed Academy"} · Seed Academy` }, { name: "robots", content: "noindex" }];
}
