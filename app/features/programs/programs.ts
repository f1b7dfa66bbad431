// A programme as the public pages and the staff pages show it (issue 50, ADR 043): its words in the
// reader's language where a translation is given, the site language's otherwise. Shared by server and view.
import type { Program } from "~/features/cms/schema";
import { numberFormat } from "~/features/i18n/intl-cache";
import { fallbackLanguage, supportedLanguages, type Language } from "~/features/i18n/locales";
import { tracks } from "~/features/portals/learner/onboarding";

export type Track = (typeof tracks)[number];

/** The words of a programme that translate; the rest (slug, tracks, price, open) is the same in every language. */
export const translatedFields = ["name", "summary", "duration"] as const;
export type TranslatedField = (typeof translatedFields)[number];
export type ProgramWords = Record<TranslatedField, string>;

/** The languages a programme may be translated into: every supported one but the site language. */
export const translationLanguages = supportedLanguages.filter((language) => language !== fallbackLanguage);

/** A programme's row as Directus holds it. */
export type StoredProgram = Program;

/** What a reader sees of a programme, in one language. */
export interface PublicProgram extends ProgramWords {
  slug: string;
  tracks: Track[];
  /** In Vietnamese đồng; null: free. */
  price: number | null;
  open: boolean;
}

/** The track keys a stored value holds (unknown ones dropped). */
export const tracksOf = (value: unknown): Track[] => (Array.isArray(value) ? tracks.filter((track) => value.includes(track)) : []);

/** The stored translations, each language's words as text (anything else dropped). */
export function translationsOf(value: unknown): Partial<Record<Language, Partial<ProgramWords>>> {
  if (!value || typeof value !== "object") return {};
  const result: Partial<Record<Language, Partial<ProgramWords>>> = {};
  for (const language of translationLanguages) {
    const words = (value as Record<string, unknown>)[language];
    if (!words || typeof words !== "object") continue;
    const kept: Partial<ProgramWords> = {};
    for (const field of translatedFields) {
      const text = (words as Record<string, unknown>)[field];
      if (typeof text === "string" && text.trim()) kept[field] = text;
    }
    if (Object.keys(kept).length) result[language] = kept;
  }
  return result;
}

/** A programme in `language`: each of its words translated where given, in the site language otherwise. */
export function inLanguage(program: StoredProgram, language: string): PublicProgram {
  const translated = translationsOf(program.translations)[language as Language] ?? {};
  return {
    slug: program.slug,
    name: translated.name ?? program.name,
    summary: translated.summary ?? program.summary ?? "",
    duration: translated.duration ?? program.duration ?? "",
    tracks: tracksOf(program.tracks),
    price: program.price,
    open: program.open,
  };
}

/** A price as readers see it: the amount in đồng in their language's way; free when there is none. */
export function formatPrice(price: number | null, locale: string, free: string) {
  if (price === null || price === 0) return free;
  return numberFormat(locale, { style: "currency", currency: "VND", maximumFractionDigits: 0 }).format(price);
}
