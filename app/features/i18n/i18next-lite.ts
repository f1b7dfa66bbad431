/**
 * The browser's stand-in for i18next (vite.config.ts swaps it in for the client build only; ADR 007).
 *
 * The server renders with the real i18next and sends each page the strings it needs; the browser
 * only looks keys up again while hydrating, after navigations and after a language change. This is
 * exactly what the app's browser code calls: `createInstance`, `init`, `addResourceBundle`,
 * `changeLanguage`, `language`, and `t`/`getFixedT` (via react-i18next-lite.ts) with `ns:key`,
 * nested keys, `{{value}}` interpolation, plurals (`key_one` / `key_other` / `key_zero` chosen by
 * `count` with `Intl.PluralRules`, as i18next's JSON v4 does; our translations use no other i18next
 * feature) and the fallback language. `i18next-lite.test.ts` checks it against the real i18next on every key of
 * every language, so a translation that starts using a feature missing here (formats, nesting,
 * ordinals, contexts) fails that test instead of rendering differently in the browser.
 */

type Bundle = { [key: string]: unknown };
type Options = {
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
  resources?: Record<string, Record<string, Bundle>>;
  [option: string]: unknown;
};
type Vars = { [name: string]: unknown };

const rulesByLanguage = new Map<string, Intl.PluralRules>();
function pluralRules(lng: string) {
  let rules = rulesByLanguage.get(lng);
  if (!rules) rulesByLanguage.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules;
}

const isObject = (value: unknown): value is Bundle => typeof value === "object" && value !== null && !Array.isArray(value);

function merge(target: Bundle, source: Bundle) {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) ? merge(isObject(target[key]) ? (target[key] as Bundle) : {}, value) : value;
  }
  return target;
}

export class I18nLite {
  language = "";
  private options: Options = {};
  private store: Record<string, Record<string, Bundle>> = {};
  private listeners = new Set<(lng: string) => void>();

  init(options: Options) {
    this.options = options;
    for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, bundle] of Object.entries(bundles)) this.addResourceBundle(lng, ns, bundle);
    }
    this.language = options.lng ?? options.fallbackLng ?? "en";
    return Promise.resolve(this.t);
  }

  /** Deep-merges into what the language and namespace already have; later values win. */
  addResourceBundle(lng: string, ns: string, bundle: Bundle) {
    const bundles = (this.store[lng] ??= {});
    bundles[ns] = merge(bundles[ns] ?? {}, bundle);
    return this;
  }

  changeLanguage(lng: string) {
    if (lng !== this.language) {
      this.language = lng;
      for (const listener of [...this.listeners]) listener(lng);
    }
    return Promise.resolve(this.t);
  }

  /** For react-i18next-lite's `useTranslation`: re-render on a language change. */
  onLanguageChanged(listener: (lng: string) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private lookup(lng: string, ns: string, key: string): unknown {
    let node: unknown = this.store[lng]?.[ns];
    if (isObject(node) && key in node) return node[key]; // a flat key that contains dots
    for (const part of key.split(".")) node = isObject(node) ? node[part] : undefined;
    return node;
  }

  private interpolate(text: string, vars: Vars) {
    return text.replace(/\{\{(.+?)\}\}/g, (placeholder, name: string) => {
      const path = name.trim();
      let value: unknown = vars;
      for (const part of path.split(".")) value = isObject(value) ? value[part] : undefined;
      // Like i18next: a variable passed as undefined or null gives "", one not passed keeps the placeholder.
      if (value === undefined || value === null) return Object.hasOwn(vars, path) ? "" : placeholder;
      return String(value);
    });
  }

  /** `t("ns:key", vars)`, or `t("key", vars)` in `vars.ns` / the default namespace. */
  t = (key: string, vars: Vars & { lng?: string; ns?: string } = {}): string => {
    const colon = key.indexOf(":");
    const ns = colon > 0 ? key.slice(0, colon) : (vars.ns ?? this.options.defaultNS ?? "translation");
    const path = colon > 0 ? key.slice(colon + 1) : key;
    const first = vars.lng ?? this.language;
    const fallback = this.options.fallbackLng;
    for (const lng of fallback && fallback !== first ? [first, fallback] : [first]) {
      for (const candidate of this.pluralKeys(lng, path, vars.count)) {
        const value = this.lookup(lng, ns, candidate);
        if (typeof value === "string") return this.interpolate(value, vars);
      }
    }
    return path;
  };

  /** Like i18next for each language in turn: `key_zero` (count 0), then `key_<plural rule>`, then `key`. */
  private pluralKeys(lng: string, key: string, count: unknown): string[] {
    if (typeof count !== "number") return [key];
    const rule = pluralRules(lng).select(count);
    return [...(count === 0 ? [`${key}_zero`] : []), `${key}_${rule}`, key];
  }

  getFixedT(lng: string, ns?: string) {
    return (key: string, vars: Vars = {}) => this.t(key, { lng, ns, ...vars });
  }

  createInstance() {
    return new I18nLite();
  }
}

/** `import i18next from "i18next"` in the browser: only `createInstance` is used (browser-i18n.client.ts). */
export default new I18nLite();
