/**
 * The browser's stand-in for i18next (vite.config.ts swaps it in for the client build only).
 *
 * Why: i18next is ~16 kB of gzip JavaScript on every page, and the browser needs little of it. The
 * server renders with the real i18next (remix-i18next middleware) and sends the active language's
 * strings with the root loader; the browser only has to look keys up again while hydrating and
 * after navigations. This covers what react-i18next's `useTranslation` calls and what our
 * translations use: `ns:key` and nested keys, `{{value}}` interpolation, plurals (`_one`,
 * `_other`, … via Intl.PluralRules), `context`, `defaultValue`, `returnObjects`, key arrays and
 * fallback languages. `i18next-lite.test.ts` checks it against the real i18next on every key.
 */

type Listener = (...args: unknown[]) => void;
type Bundle = Record<string, unknown>;
type Options = {
  lng?: string;
  fallbackLng?: string | string[] | false;
  defaultNS?: string | string[];
  ns?: string | string[];
  resources?: Record<string, Record<string, Bundle>>;
  interpolation?: { escapeValue?: boolean; prefix?: string; suffix?: string };
  keySeparator?: string | false;
  nsSeparator?: string | false;
  react?: Record<string, unknown>;
  [key: string]: unknown;
};
type TOptions = {
  lng?: string;
  lngs?: string[];
  ns?: string | string[];
  defaultValue?: unknown;
  count?: number;
  context?: string;
  returnObjects?: boolean;
  keyPrefix?: string;
  interpolation?: { escapeValue?: boolean };
  [key: string]: unknown;
};

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener) {
    for (const event of events.split(" ")) {
      if (!this.listeners.has(event)) this.listeners.set(event, new Set());
      this.listeners.get(event)!.add(listener);
    }
    return this;
  }
  off(event: string, listener?: Listener) {
    if (!listener) this.listeners.delete(event);
    else this.listeners.get(event)?.delete(listener);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class ResourceStore extends Emitter {
  data: Record<string, Record<string, Bundle>> = {};
}

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;", "/": "&#x2F;" };
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

function deepMerge(target: Bundle, source: Bundle, overwrite: boolean) {
  for (const [key, value] of Object.entries(source)) {
    if (isObject(value) && !Array.isArray(value) && isObject(target[key])) deepMerge(target[key] as Bundle, value, overwrite);
    else if (overwrite || !(key in target)) target[key] = isObject(value) && !Array.isArray(value) ? deepMerge({}, value, true) : value;
  }
  return target;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(lng: string, count: number) {
  if (!pluralRules.has(lng)) {
    try {
      pluralRules.set(lng, new Intl.PluralRules(lng));
    } catch {
      pluralRules.set(lng, new Intl.PluralRules("en"));
    }
  }
  return pluralRules.get(lng)!.select(count);
}

export class I18nLite extends Emitter {
  options: Options = {};
  language = "";
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;
  initializedStoreOnce = false;
  initializedLanguageOnce = false;
  store = new ResourceStore();
  modules: { type: string; init?: (instance: I18nLite) => void }[] = [];
  reportNamespaces: unknown;
  services = {
    logger: { log() {}, warn: (...a: unknown[]) => console.warn(...a), error: (...a: unknown[]) => console.error(...a) },
    backendConnector: { backend: undefined as unknown, state: {} },
    resourceStore: this.store,
  };

  constructor(options?: Options) {
    super();
    // Like i18next: methods are bound to the instance, because react-i18next hands components a
    // copy of it (`Object.create` + own properties) and calls e.g. `changeLanguage` on that copy.
    for (const proto of [I18nLite.prototype, Emitter.prototype]) {
      for (const name of Object.getOwnPropertyNames(proto)) {
        const self = this as unknown as Record<string, unknown>;
        const value = self[name];
        if (name !== "constructor" && typeof value === "function") self[name] = value.bind(this);
      }
    }
    if (options) void this.init(options);
  }

  use(module: { type: string; init?: (instance: I18nLite) => void }) {
    this.modules.push(module);
    return this;
  }

  init(options: Options = {}, callback?: (error: unknown, t: I18nLite["t"]) => void) {
    this.options = { defaultNS: "translation", ns: ["translation"], fallbackLng: "dev", keySeparator: ".", nsSeparator: ":", react: {}, ...options };
    if (typeof this.options.ns === "string") this.options.ns = [this.options.ns];
    for (const [lng, namespaces] of Object.entries(options.resources ?? {})) {
      for (const [ns, bundle] of Object.entries(namespaces)) this.addResourceBundle(lng, ns, bundle, true, true, true);
    }
    this.setLanguage(options.lng ?? this.fallbacks()[0] ?? "en");
    for (const module of this.modules) if (module.type === "3rdParty") module.init?.(this);
    this.isInitialized = true;
    this.initializedStoreOnce = true;
    this.initializedLanguageOnce = true;
    this.emit("initialized", this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private fallbacks(): string[] {
    const f = this.options.fallbackLng;
    if (!f) return [];
    return (Array.isArray(f) ? f : [f]).filter((l) => l !== "dev");
  }

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = [lng, ...this.fallbacks().filter((l) => l !== lng)];
    this.resolvedLanguage = this.languages.find((l) => this.store.data[l]) ?? lng;
  }

  changeLanguage(lng?: string, callback?: (error: unknown, t: I18nLite["t"]) => void) {
    if (lng && lng !== this.language) {
      this.emit("languageChanging", lng);
      this.setLanguage(lng);
      this.emit("languageChanged", lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  dir() {
    return "ltr"; // every supported language (en, vi, id, ms, th, fil, km, lo, my) is left-to-right
  }

  // Resources arrive with the root loader: nothing to load, everything "loaded".
  loadNamespaces(_ns: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }
  loadLanguages(_lngs: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }
  reloadResources() {
    return Promise.resolve();
  }
  hasLoadedNamespace() {
    return this.isInitialized;
  }

  addResourceBundle(lng: string, ns: string, resources: Bundle, deep = true, overwrite = false, silent = false) {
    const namespaces = (this.store.data[lng] ??= {});
    namespaces[ns] = deep ? deepMerge(namespaces[ns] ?? {}, resources, overwrite) : { ...(overwrite ? {} : namespaces[ns]), ...resources };
    if (!this.resolvedLanguage || !this.store.data[this.resolvedLanguage]) this.resolvedLanguage = this.languages.find((l) => this.store.data[l]) ?? this.resolvedLanguage;
    if (!silent) this.store.emit("added", lng, ns, resources);
    return this;
  }
  addResources(lng: string, ns: string, resources: Bundle) {
    return this.addResourceBundle(lng, ns, resources, true, true);
  }
  hasResourceBundle(lng: string, ns: string) {
    return Boolean(this.store.data[lng]?.[ns]);
  }
  getResourceBundle(lng: string, ns: string) {
    return this.store.data[lng]?.[ns];
  }
  getResource(lng: string, ns: string, key: string) {
    return this.lookup(lng, ns, key);
  }

  private lookup(lng: string, ns: string, key: string): unknown {
    let node: unknown = this.store.data[lng]?.[ns];
    if (node === undefined) return undefined;
    if (isObject(node) && key in node) return node[key]; // flat keys that contain dots
    const sep = this.options.keySeparator;
    for (const part of sep === false ? [key] : key.split(sep ?? ".")) {
      if (!isObject(node)) return undefined;
      node = node[part];
    }
    return node;
  }

  private splitNs(key: string, ns: string[]): [string[], string] {
    const sep = this.options.nsSeparator;
    if (sep !== false) {
      const i = key.indexOf(sep ?? ":");
      if (i > 0) return [[key.slice(0, i)], key.slice(i + (sep ?? ":").length)];
    }
    return [ns, key];
  }

  private interpolate(value: string, vars: TOptions, lng: string) {
    const prefix = this.options.interpolation?.prefix ?? "{{";
    const suffix = this.options.interpolation?.suffix ?? "}}";
    const escape = vars.interpolation?.escapeValue ?? this.options.interpolation?.escapeValue ?? true;
    let out = "";
    let rest = value;
    for (;;) {
      const start = rest.indexOf(prefix);
      const end = start < 0 ? -1 : rest.indexOf(suffix, start + prefix.length);
      if (end < 0) return out + rest;
      out += rest.slice(0, start);
      let name = rest.slice(start + prefix.length, end).trim();
      const raw = name.startsWith("- ");
      if (raw) name = name.slice(2).trim();
      const [path, format] = name.split(",").map((s) => s.trim());
      let v: unknown = vars;
      for (const part of path.split(".")) v = isObject(v) ? v[part] : undefined;
      if (v === undefined) {
        // Like i18next: an option that is present but undefined gives "", an absent one keeps the placeholder.
        out += Object.prototype.hasOwnProperty.call(vars, name) ? "" : rest.slice(start, end + suffix.length);
      } else if (v === null) out += "";
      else {
        let s = format === "number" && typeof v === "number" ? new Intl.NumberFormat(lng).format(v) : String(v);
        if (escape && !raw) s = s.replace(/[&<>"'/]/g, (c) => escapes[c]);
        out += s;
      }
      rest = rest.slice(end + suffix.length);
    }
  }

  t = (keys: string | string[], optionsOrDefault?: TOptions | string, maybeOptions?: TOptions): any => {
    const options: TOptions = typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault, ...maybeOptions } : { ...optionsOrDefault };
    const defaultNs = options.ns ?? this.options.defaultNS ?? "translation";
    const nsList = Array.isArray(defaultNs) ? defaultNs : [defaultNs];
    const lngs = options.lngs ?? (options.lng ? [options.lng, ...this.fallbacks().filter((l) => l !== options.lng)] : this.languages);
    const keyList = (Array.isArray(keys) ? keys : [keys]).map((k) => String(k));
    const prefix = options.keyPrefix;
    for (const rawKey of keyList) {
      const [namespaces, key0] = this.splitNs(rawKey, nsList);
      const key = prefix ? `${prefix}${this.options.keySeparator || "."}${key0}` : key0;
      for (const lng of lngs) {
        const candidates: string[] = [];
        const suffixes = (base: string) => {
          if (typeof options.count === "number") {
            if (options.count === 0) candidates.push(`${base}_zero`);
            candidates.push(`${base}_${pluralCategory(lng, options.count)}`);
          }
          candidates.push(base);
        };
        if (options.context !== undefined && options.context !== "") suffixes(`${key}_${options.context}`);
        suffixes(key);
        for (const ns of namespaces) {
          for (const candidate of candidates) {
            const found = this.lookup(lng, ns, candidate);
            if (found === undefined || found === null) continue;
            if (typeof found === "string") return this.interpolate(found, options, lng);
            if (isObject(found)) {
              if (options.returnObjects) return found;
              return `key '${key} (${lng})' returned an object instead of string.`;
            }
            return found;
          }
        }
      }
    }
    if (options.defaultValue !== undefined) {
      return typeof options.defaultValue === "string" ? this.interpolate(options.defaultValue, options, lngs[0] ?? "en") : options.defaultValue;
    }
    const last = keyList[keyList.length - 1];
    return this.splitNs(last, nsList)[1];
  };

  exists(key: string, options?: TOptions) {
    const missing = Symbol("missing") as unknown as string;
    return this.t(key, { ...options, defaultValue: missing }) !== missing;
  }

  getFixedT(lng?: string | string[] | null, ns?: string | string[] | null, keyPrefix?: string) {
    const fixed = (key: string | string[], optionsOrDefault?: TOptions | string, maybeOptions?: TOptions) => {
      const options: TOptions = typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault, ...maybeOptions } : { ...optionsOrDefault };
      return this.t(key, {
        ...options,
        ...(lng && !options.lng ? (Array.isArray(lng) ? { lngs: lng } : { lng }) : {}),
        ...(ns && !options.ns ? { ns } : {}),
        ...(keyPrefix && !options.keyPrefix ? { keyPrefix } : {}),
      });
    };
    return Object.assign(fixed, { lng, ns, keyPrefix });
  }

  createInstance(options?: Options) {
    return new I18nLite(options);
  }
  cloneInstance(options?: Options) {
    const clone = new I18nLite();
    clone.store = this.store;
    void clone.init({ ...this.options, ...options, resources: undefined });
    return clone;
  }
}

/** react-i18next imports this for selector-style `keyPrefix`: `($) => $.a.b` gives "a.b". */
export function keyFromSelector(selector: unknown) {
  if (typeof selector !== "function") return selector;
  const path: string[] = [];
  const proxy: unknown = new Proxy({}, { get: (_t, prop) => (path.push(String(prop)), proxy) });
  selector(proxy);
  return path.join(".");
}

const instance = new I18nLite();
export const createInstance = (options?: Options) => new I18nLite(options);
export const t = instance.t;
export const changeLanguage = instance.changeLanguage.bind(instance);
export const use = instance.use.bind(instance);
export const init = instance.init.bind(instance);
export default instance;
