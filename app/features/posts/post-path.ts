/** A post's address (spec 001 §2): `/post/<slug>`, the slug percent-encoded. */
export const postPath = (slug: string) => `/post/${encodeURIComponent(slug)}`;
