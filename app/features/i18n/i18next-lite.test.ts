import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { I18nLite } from "./i18next-lite";
import { supportedLanguages } from "./locales";

// The browser's i18next stand-in must say exactly what the server's i18next says, for every key
// of every namespace in every language, or hydration would change the text.
const localesDir = path.resolve(__dirname, "../../../locales");
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const lng of supportedLanguages) {
  resources[lng] = {};
  const dir = path.join(localesDir, lng);
  if (!fs.existsSync(dir)) continue;
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    resources[lng][file.replace(/\.json$/, "")] = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
  }
}

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

// As the app calls them: every variable our translations use.
const vars = {
  name: "Lan",
  title: "A <b>title</b>",
  slug: "x-y",
  status: 500,
  body: "oops",
  email: "a@example.com",
  provider: "GitHub",
  rules: "be long",
  error: "E",
  min: 8,
  max: 100,
  seconds: 42,
};
const options = { fallbackLng: "en", defaultNS: "common", interpolation: { escapeValue: false } };

async function pair(lng: string, res: typeof resources = resources) {
  const real = i18next.createInstance();
  await real.init({ ...options, lng, resources: res, initAsync: false });
  const lite = new I18nLite();
  await lite.init({ ...options, lng, resources: res });
  return { real, lite };
}

describe("i18next-lite", () => {
  for (const lng of supportedLanguages) {
    it(`matches i18next on every key in ${lng}`, async () => {
      const { real, lite } = await pair(lng);
      for (const [ns, bundle] of Object.entries(resources.en)) {
        for (const leaf of keysOf(bundle)) {
          // A plural form (`x_one`, `x_other`) is asked for as `x` with a count.
          const key = leaf.replace(/_(zero|one|two|few|many|other)$/, "");
          for (const opts of [vars, { ...vars, count: 0 }, { ...vars, count: 1 }, { ...vars, count: 5 }, {}]) {
            expect(lite.t(`${ns}:${key}`, opts), `${lng} ${ns}:${key} ${JSON.stringify(opts)}`).toBe(real.t(`${ns}:${key}`, opts));
          }
        }
      }
    });
  }

  it("answers like i18next for a missing key, a variable passed as undefined, the default namespace and a fixed t", async () => {
    const { real, lite } = await pair("vi");
    for (const key of ["nope.missing", "common:nope", "post:notFound.body", "notFound.title"]) {
      for (const opts of [{}, { slug: undefined }, { slug: null }] as Record<string, unknown>[])
        expect(lite.t(key, opts)).toBe(real.t(key, opts));
    }
    for (const key of keysOf(resources.en.post))
      expect(lite.getFixedT("en", "post")(key, vars)).toBe(real.getFixedT("en", "post")(key, vars));
    expect(lite.getFixedT("vi", "post")("common:errors.unexpected")).toBe(real.getFixedT("vi", "post")("common:errors.unexpected"));
  });

  it("falls back to English for a key the language lacks, like i18next", async () => {
    const partial = { en: { common: { only: "English only {{name}}" } }, km: { common: {} } };
    const { real, lite } = await pair("km", partial);
    expect(lite.t("only", vars)).toBe(real.t("only", vars));
    expect(lite.t("only", vars)).toBe("English only Lan");
  });

  it("chooses plural forms by count like i18next, with zero, fallback and a missing form", async () => {
    const plural = {
      en: { common: { rows_one: "{{count}} row", rows_other: "{{count}} rows", rows_zero: "No rows", only_other: "{{count}} only" } },
      vi: { common: { rows_other: "{{count}} dòng" } },
      ms: { common: {} },
      km: { common: { rows: "{{count}} ជួរ" } },
    };
    for (const lng of ["en", "vi", "ms", "km"]) {
      const { real, lite } = await pair(lng, plural);
      for (const count of [0, 1, 2, 5, 21, 1.5, -1]) {
        for (const key of ["common:rows", "common:only", "common:none"]) {
          expect(lite.t(key, { count }), `${lng} ${key} ${count}`).toBe(real.t(key, { count }));
        }
      }
      expect(lite.t("common:rows")).toBe(real.t("common:rows"));
    }
  });

  it("merges bundles a page adds to what the layout sent, and announces a language change once", async () => {
    const lite = new I18nLite();
    await lite.init({ lng: "en", fallbackLng: "en", defaultNS: "common", resources: {} });
    lite.addResourceBundle("km", "auth", { fields: { email: "អ៊ីមែល" } });
    lite.addResourceBundle("km", "auth", { login: { title: "ចូល {{name}}" } });
    const seen: string[] = [];
    const stop = lite.onLanguageChanged((lng) => seen.push(lng));
    await lite.changeLanguage("km");
    await lite.changeLanguage("km");
    expect(seen).toEqual(["km"]);
    expect(lite.t("auth:fields.email")).toBe("អ៊ីមែល");
    expect(lite.t("auth:login.title", { name: "Dara" })).toBe("ចូល Dara");
    stop();
    await lite.changeLanguage("lo");
    expect(seen).toEqual(["km"]);
  });
});
