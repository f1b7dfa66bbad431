import fs from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { I18nLite, keyFromSelector } from "./i18next-lite";
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

const vars = { name: "Lan", title: "A <b>title</b>", slug: "x-y", status: 500, body: "oops", count: 3, email: "a@example.com", min: 8, max: 100, seconds: 42 };
const options = { fallbackLng: "en", defaultNS: "common", interpolation: { escapeValue: false } };

async function pair(lng: string) {
  const real = i18next.createInstance();
  await real.init({ ...options, lng, resources, initAsync: false });
  const lite = new I18nLite();
  await lite.init({ ...options, lng, resources });
  return { real, lite };
}

describe("i18next-lite", () => {
  for (const lng of supportedLanguages) {
    it(`matches i18next on every key in ${lng}`, async () => {
      const { real, lite } = await pair(lng);
      for (const [ns, bundle] of Object.entries(resources.en)) {
        for (const key of keysOf(bundle)) {
          const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
          for (const opts of [vars, { ...vars, count: 1 }, { ...vars, count: 0 }]) {
            expect(lite.t(`${ns}:${base}`, opts), `${lng} ${ns}:${base} ${JSON.stringify(opts.count)}`).toBe(real.t(`${ns}:${base}`, opts));
          }
        }
      }
    });
  }

  it("handles missing keys, defaults, fixed t, returnObjects and language changes like i18next", async () => {
    const { real, lite } = await pair("vi");
    for (const [k, o] of [
      ["nope.missing", undefined],
      ["common:nope", { defaultValue: "Hi {{name}}", name: "Lan" }],
      [["nope", "common:nope2"], undefined],
    ] as const) {
      const opts = o as Record<string, string> | undefined;
      expect(lite.t(k as string | string[], opts)).toBe(real.t(k as string | string[], opts));
    }
    const firstNs = Object.keys(resources.en)[0];
    const objectKey = Object.entries(resources.en[firstNs]).find(([, v]) => typeof v === "object")?.[0];
    if (objectKey) {
      expect(lite.t(`${firstNs}:${objectKey}`, { returnObjects: true })).toEqual(real.t(`${firstNs}:${objectKey}`, { returnObjects: true }));
    }
    const liteT = lite.getFixedT("en", firstNs);
    const realT = real.getFixedT("en", firstNs);
    for (const key of keysOf(resources.en[firstNs]).slice(0, 20)) expect(liteT(key, vars)).toBe(realT(key, vars));
    await lite.changeLanguage("en");
    await real.changeLanguage("en");
    expect(lite.language).toBe(real.language);
    expect(lite.t(`${firstNs}:${keysOf(resources.en[firstNs])[0]}`, vars)).toBe(real.t(`${firstNs}:${keysOf(resources.en[firstNs])[0]}`, vars));
  });

  it("adds bundles, reports them and announces language changes", async () => {
    const lite = new I18nLite();
    await lite.init({ lng: "en", fallbackLng: "en", defaultNS: "common", resources: {} });
    expect(lite.hasResourceBundle("km", "common")).toBe(false);
    lite.addResourceBundle("km", "common", { hello: "សួស្តី {{name}}" }, true, true);
    expect(lite.hasResourceBundle("km", "common")).toBe(true);
    const seen: unknown[] = [];
    lite.on("languageChanged", (l) => seen.push(l));
    await lite.changeLanguage("km");
    expect(seen).toEqual(["km"]);
    expect(lite.t("hello", { name: "Dara" })).toBe("សួស្តី Dara");
    expect(keyFromSelector(($: any) => $.a.b)).toBe("a.b");
    // react-i18next gives components a copy of the instance; changing the language on it must
    // change the instance itself (i18next binds its methods for this).
    const copy = Object.create(Object.getPrototypeOf(lite), Object.getOwnPropertyDescriptors(lite)) as I18nLite;
    lite.addResourceBundle("lo", "common", { hello: "ສະບາຍດີ" });
    await copy.changeLanguage("lo");
    expect(lite.language).toBe("lo");
    expect(seen).toEqual(["km", "lo"]);
  });
});
