/**
 * Spec 001 §3: `seo_keywords` may be a list or a string; a string may be JSON array text or a
 * comma-separated list. Values are trimmed and empties dropped. Plain code: used on both sides.
 */
export function parseKeywords(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item) => (typeof item === "string" || typeof item === "number" ? [String(item).trim()] : [])).filter(Boolean);
  }
  if (typeof value !== "string") return [];
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parseKeywords(parsed);
    } catch {
      // Not JSON after all (e.g. "[draft], news"): read it as a comma list below.
    }
  }
  return text
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
