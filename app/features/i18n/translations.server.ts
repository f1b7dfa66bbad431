import type { RouterContextProvider } from "react-router";
import { getLocale } from "~/features/i18n/middleware.server";
import { resources } from "./resources.server";
import { serverOnlyNamespaces, swapQuotes, type Bundle, type Namespace, type SentTranslations, type Translations } from "./translations";

/**
 * What a loader sends to the browser: whole namespaces (`["landing"]`), some of a namespace's keys
 * (`{ auth: ["login", "register.spamHint"] }`: top-level groups or dotted paths), or a namespace but
 * some of its top-level groups (`{ "portal-partner": { except: ["intros"] } }`: an area's layout, whose
 * pages send those groups' words themselves).
 */
type Keys = true | readonly string[] | { readonly except: readonly string[] };
export type TranslationNeeds = readonly Namespace[] | { readonly [N in Namespace]?: Keys };

/**
 * The bundles a route's loader returns as `translations` (ADR 007): the root sends what every page
 * needs, an area layout its area's words, a page its own. `useRouteTranslations` adds them to the
 * browser's i18next before anything renders. The server itself always has every namespace.
 *
 * They travel as one JSON text (its quotes swapped: `swapQuotes`), made once per language and needs:
 * the page's streamed data then carries one string instead of hundreds of entries to encode on every
 * render (ADR 023, seventh pass).
 */
export function translationsFor(context: Readonly<RouterContextProvider>, needs: TranslationNeeds): SentTranslations {
  const locale = getLocale(context);
  const cacheKey = `${locale}\u0000${JSON.stringify(needs)}`;
  let text = sent.get(cacheKey);
  if (text === undefined) sent.set(cacheKey, (text = swapQuotes(JSON.stringify(pickTranslations(locale, needs))) as SentTranslations));
  return text;
}
const sent = new Map<string, SentTranslations>();

/**
 * A group's members as dotted paths, but `except`: for an area layout whose pages send some of its
 * group's words themselves (`membersOf("staff", "admin", ["import"])` → `["admin.bulk", …]`). Read
 * from English, whose keys every language has (locales test).
 */
export function membersOf(ns: Namespace, group: string, except: readonly string[]): string[] {
  const members = (resources.en?.[ns] as Bundle | undefined)?.[group];
  if (typeof members !== "object") throw new Error(`membersOf: there is no group "${ns}:${group}"`);
  return Object.keys(members)
    .filter((key) => !except.includes(key))
    .map((key) => `${group}.${key}`);
}

/**
 * A namespace's top-level `meta` (page titles and descriptions) and `replies` (what a form's action
 * answers, a loader's note about its data) never travel: loaders and actions read them on the
 * server and send the text itself (the page's `meta`, a reply's `message`, a list's `note`), so a
 * page does not carry every answer it might get (ADR 012).
 */
const serverOnly = new Set(["meta", "replies"]);

// The same needs give the same bundles for the life of the process: 9 languages × a few call sites.
const picked = new Map<string, Translations>();

export function pickTranslations(locale: string, needs: TranslationNeeds): Translations {
  const cacheKey = `${locale}\u0000${JSON.stringify(needs)}`;
  let translations = picked.get(cacheKey);
  if (!translations) {
    translations = {};
    const entries: [string, Keys][] = Array.isArray(needs) ? needs.map((ns) => [ns, true]) : Object.entries(needs as Record<string, Keys>);
    for (const [ns, keys] of entries) {
      if ((serverOnlyNamespaces as readonly string[]).includes(ns)) throw new Error(`translationsFor: "${ns}" never leaves the server`);
      const bundle = (resources[locale] ?? resources.en)?.[ns] as Bundle | undefined;
      if (!bundle) throw new Error(`translationsFor: there is no namespace "${ns}" (locales/${locale}/${ns}.json)`);
      translations[ns as Namespace] =
        keys === true ? withoutServerOnly(bundle) : "except" in keys ? withoutServerOnly(bundle, keys.except) : pick(bundle, keys, ns);
    }
    picked.set(cacheKey, translations);
  }
  return translations;
}

function withoutServerOnly(bundle: Bundle, except: readonly string[] = []): Bundle {
  return Object.fromEntries(Object.entries(bundle).filter(([key]) => !serverOnly.has(key) && !except.includes(key)));
}

/** The listed keys with their values, nested as in the bundle; the bundle itself is never changed. */
export function pick(bundle: Bundle, paths: readonly string[], ns: string): Bundle {
  const out: Bundle = {};
  for (const path of paths) {
    const parts = path.split(".");
    let from: Bundle | string | undefined = bundle;
    let to = out;
    for (const [i, part] of parts.entries()) {
      const parent: Bundle | string | undefined = from;
      from = typeof from === "object" ? from[part] : undefined;
      // A plural key is asked for by its base name (`rows` for `rows_one`, `rows_other`): all its forms travel.
      const forms = i === parts.length - 1 && typeof parent === "object" ? pluralForms(parent, part) : [];
      if (from === undefined && forms.length > 0) {
        for (const [key, value] of forms) to[key] = value;
        break;
      }
      // A typo would reach the browser as a raw key: refuse it where the loader is written.
      if (from === undefined) throw new Error(`translationsFor: "${ns}" has no key "${path}"`);
      if (i === parts.length - 1) to[part] = from;
      else to = to[part] = { ...(typeof to[part] === "object" ? to[part] : {}) };
    }
  }
  return out;
}

function pluralForms(parent: Bundle, base: string): [string, Bundle[string]][] {
  return Object.entries(parent).filter(([key]) => key.startsWith(`${base}_`) && /_(zero|one|two|few|many|other)$/.test(key));
}
