/**
 * A post slug as the editor stores it (issue 27: 'Letters, numbers, and -. We'll tidy it up on
 * save.'): lower case, Vietnamese and other accents folded (đ → d), anything else a single hyphen,
 * no hyphen at either end, at most 120 characters. Used on blur in the browser and on save.
 */
export function normaliseSlug(value: string) {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120)
    .replace(/-+$/, "");
}

/** `/staff/posts/new`'s slug until someone changes it: `draftSlug()`'s `bai-viet-moi-` and a 6-character suffix. */
const untouchedDraftSlug = /^bai-viet-moi-([a-z0-9]{6})$/;

/**
 * A new post's slug on its first save (issue 27: from the title, with `draftSlug`'s suffix): while the
 * slug is still the one the page offered, the title's words take the place of `bai-viet-moi`. A slug
 * the editor typed, or a title with no letter or number, leaves it as it is.
 */
export function slugFromTitle(slug: string, title: string) {
  const suffix = untouchedDraftSlug.exec(slug)?.[1];
  const base = normaliseSlug(title).slice(0, 113).replace(/-+$/, "");
  return suffix && base ? `${base}-${suffix}` : slug;
}
