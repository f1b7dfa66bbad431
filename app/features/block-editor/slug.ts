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
