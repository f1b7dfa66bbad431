import i18next from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as real from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18nLite } from "./i18next-lite";
import * as lite from "./react-i18next-lite";

const resources = {
  en: { common: { hello: "Hello {{name}}" }, site: { title: "News" } },
  vi: { common: { hello: "Xin chào {{name}}" }, site: { title: "Tin tức" } },
};

function view(lib: { useTranslation: (ns?: string) => { t: (k: string, o?: object) => string; i18n: { language: string } } }) {
  return function View() {
    const { t, i18n } = lib.useTranslation("site");
    const common = lib.useTranslation();
    return createElement("p", { lang: i18n.language }, `${t("title")} · ${common.t("hello", { name: "Lan" })} · ${t("common:hello", { name: "Minh" })}`);
  };
}

describe("react-i18next-lite", () => {
  it("renders what react-i18next renders", async () => {
    const realI18n = i18next.createInstance();
    await realI18n.init({ lng: "vi", fallbackLng: "en", defaultNS: "common", resources, interpolation: { escapeValue: false }, initAsync: false });
    const liteI18n = new I18nLite();
    await liteI18n.init({ lng: "vi", fallbackLng: "en", defaultNS: "common", resources, interpolation: { escapeValue: false } });
    const a = renderToString(createElement(real.I18nextProvider, { i18n: realI18n }, createElement(view(real as never))));
    const b = renderToString(createElement(lite.I18nextProvider, { i18n: liteI18n }, createElement(view(lite as never))));
    expect(b).toBe(a);
    expect(b).toContain("Tin tức · Xin chào Lan · Xin chào Minh");
  });

  it("uses the instance registered by initReactI18next when there is no provider", async () => {
    const liteI18n = new I18nLite();
    liteI18n.use(lite.initReactI18next);
    await liteI18n.init({ lng: "en", fallbackLng: "en", defaultNS: "common", resources });
    expect(lite.getI18n()).toBe(liteI18n);
    expect(renderToString(createElement(view(lite as never)))).toContain("News · Hello Lan");
  });
});
