import i18next from "i18next";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import * as real from "react-i18next";
import { describe, expect, it } from "vitest";
import { I18nLite } from "./i18next-lite";
import * as lite from "./react-i18next-lite";

const resources = {
  en: { common: { hello: "Hello {{name}}" }, site: { title: "News" }, post: { title: "Post" } },
  vi: { common: { hello: "Xin chào {{name}}" }, site: { title: "Tin tức" }, post: { title: "Bài viết" } },
};

type Lib = { useTranslation(ns?: string | string[]): { t(k: string, o?: object): string; i18n: { language: string } } };
// Both libraries through the one signature the view uses: react-i18next's own is generic over typed resources, so it needs a cast.
const realLib: Lib = real as never;
const liteLib: Lib = lite;

function view(lib: Lib) {
  return function View() {
    const { t, i18n } = lib.useTranslation("site");
    const common = lib.useTranslation();
    const list = lib.useTranslation(["post", "site"]);
    return createElement(
      "p",
      { lang: i18n.language },
      `${t("title")} · ${common.t("hello", { name: "Lan" })} · ${t("common:hello", { name: "Minh" })} · ${list.t("title")}`,
    );
  };
}

async function instances(lng: string) {
  const realI18n = i18next.createInstance();
  await realI18n.init({ lng, fallbackLng: "en", defaultNS: "common", resources, interpolation: { escapeValue: false }, initAsync: false });
  const liteI18n = new I18nLite();
  await liteI18n.init({ lng, fallbackLng: "en", defaultNS: "common", resources });
  return { realI18n, liteI18n };
}

describe("react-i18next-lite", () => {
  it("renders what react-i18next renders", async () => {
    const { realI18n, liteI18n } = await instances("vi");
    const a = renderToString(createElement(real.I18nextProvider, { i18n: realI18n }, createElement(view(realLib))));
    const b = renderToString(createElement(lite.I18nextProvider, { i18n: liteI18n }, createElement(view(liteLib))));
    expect(b).toBe(a);
    expect(b).toContain("Tin tức · Xin chào Lan · Xin chào Minh · Bài viết");
  });

  it("renders in the new language after the instance changes language", async () => {
    const { liteI18n } = await instances("vi");
    await liteI18n.changeLanguage("en");
    expect(renderToString(createElement(lite.I18nextProvider, { i18n: liteI18n }, createElement(view(liteLib))))).toContain(
      "News · Hello Lan · Hello Minh · Post",
    );
  });

  it("tells plainly when a component renders outside the provider", () => {
    expect(() => renderToString(createElement(view(liteLib)))).toThrow(/no I18nextProvider/);
  });
});
