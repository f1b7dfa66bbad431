/**
 * Only same-site paths: "/news?page=2#top" passes; "//evil.com", "https://evil.com",
 * "/\\evil.com" and anything else fall back.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  return to;
}
