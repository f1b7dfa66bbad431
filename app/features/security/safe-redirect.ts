/**
 * Only same-site paths: "/news?page=2#top" passes; "//evil.com", "https://evil.com",
 * "/\\evil.com" and anything else fall back. The result always fits a Location header: other
 * characters than printable ASCII ("/tin-tức", "/新闻", spaces) are percent-encoded, because a header
 * value outside Latin-1 makes `redirect()` throw, a 500 (issue 10 §17); one that can't be encoded
 * (a lone surrogate) falls back.
 */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  if (/\p{Cc}/u.test(to)) return fallback; // control characters
  try {
    return to.replace(/[^\u0021-\u007e]+/g, (run) => encodeURIComponent(run));
  } catch {
    return fallback;
  }
}
