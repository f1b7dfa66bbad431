// Building blocks for the permission declarations. A rule is { filter?, fields?, validation?, presets? }:
// filter is Directus' `permissions` (row filter), fields defaults to every field ("*").
export const crud = (rule = {}) => ({ create: rule, read: rule, update: rule, delete: rule });
export const published = { status: { _eq: "published" } };
/** The key that grants to Directus' built-in public policy (visitors without a token). */
export const PUBLIC = "public";
