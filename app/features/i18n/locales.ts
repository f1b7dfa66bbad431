/** Spec 000 §9: supported languages, default en, tl/fil → fil, unsupported → en. */
export const supportedLanguages = ["en", "vi", "id", "ms", "th", "fil", "km", "lo", "my"] as const;
export type Language = (typeof supportedLanguages)[number];
export const fallbackLanguage: Language = "en";

/** Names each language calls itself, for the footer picker. */
export const languageNames: Record<Language, string> = {
  en: "English",
  vi: "Tiếng Việt",
  id: "Bahasa Indonesia",
  ms: "Bahasa Melayu",
  th: "ไทย",
  fil: "Filipino",
  km: "ភាសាខ្មែរ",
  lo: "ລາວ",
  my: "မြန်မာ",
};

/** Spec 000 §2: the header's toggle offers English on a Vietnamese page and Vietnamese on every other. */
export const toggleTarget = (language: string): Language => (language === "vi" ? "en" : "vi");

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** Maps a browser language tag (e.g. "vi-VN", "tl") to a supported code, or null. */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "tl" || primary === "fil") return "fil";
  return isLanguage(primary) ? primary : null;
}

/** Picks the first supported language from an Accept-Language header, by q-weight. */
export function languageFromAcceptLanguage(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const match = matchLanguage(entry.tag);
    if (match) return match;
  }
  return null;
}
