import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next, useTranslation } from "react-i18next";
import { Link, MemoryRouter, Route, Routes, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { mostKeptParts, renderFragmentOnce } from "./fragment-renderer.server";
import { FragmentRendererContext, SameForEveryReader, type FragmentRenderer } from "./same-for-every-reader";

const i18n = createInstance();
await i18n.use(initReactI18next).init({
  lng: "vi",
  resources: { vi: { translation: { open: "Mở cổng học viên" } }, en: { translation: { open: "Open the portal" } } },
});

let renders = 0;
/** Reads the translations and the router above it, and has two texts side by side (React marks them). */
function Part() {
  renders++;
  const { t } = useTranslation();
  return (
    <section id="about">
      <Link to="portal">{t("open")}</Link>
      {"a"}
      {"b"}
    </section>
  );
}

/** A part that shows data: everything it shows comes from its inputs. */
function Rows({ rows }: { rows: string[] }) {
  renders++;
  return (
    <ul>
      {rows.map((row) => (
        <li key={row}>{row}</li>
      ))}
    </ul>
  );
}

/** A page as the server renders it (with a renderer) and as the browser's tree is (without). */
function page(id: string, renderer: FragmentRenderer | null, rows?: string[]) {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/news"]}>
        <FragmentRendererContext value={renderer}>
          <Routes>
            <Route
              path="news"
              element={
                <main>
                  {rows ? (
                    <SameForEveryReader id={id} inputs={rows}>
                      <Rows rows={rows} />
                    </SameForEveryReader>
                  ) : (
                    <SameForEveryReader id={id}>
                      <Part />
                    </SameForEveryReader>
                  )}
                </main>
              }
            />
          </Routes>
        </FragmentRendererContext>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe("SameForEveryReader", () => {
  it("sends the same markup the browser's tree hydrates, links resolved where the part is", async () => {
    await i18n.changeLanguage("vi");
    const kept = page("same-markup", renderFragmentOnce);
    expect(kept).toBe(page("same-markup", null));
    expect(kept).toContain('<a href="/news/portal" data-discover="true">Mở cổng học viên</a>a<!-- -->b');
  });

  it("renders a part once per language, then sends the kept HTML", async () => {
    await i18n.changeLanguage("vi");
    renders = 0;
    const first = page("once", renderFragmentOnce);
    expect(page("once", renderFragmentOnce)).toBe(first);
    expect(renders).toBe(1);
    await i18n.changeLanguage("en");
    expect(page("once", renderFragmentOnce)).toContain("Open the portal");
    expect(renders).toBe(2);
  });

  it("keeps a part that shows data under its inputs: new data is rendered anew, never an older part", () => {
    renders = 0;
    const one = page("rows", renderFragmentOnce, ["a", "b"]);
    expect(one).toBe(page("rows", null, ["a", "b"]));
    expect(page("rows", renderFragmentOnce, ["a", "b"])).toBe(one);
    expect(renders).toBe(2); // the kept part once, the browser's tree once
    const other = page("rows", renderFragmentOnce, ["a", "c"]);
    expect(other).toContain("<li>c</li>");
    expect(other).not.toContain("<li>b</li>");
    expect(renders).toBe(3);
  });

  it(`keeps at most ${mostKeptParts} parts, letting the least recently sent go first`, () => {
    renders = 0;
    page("bounded", renderFragmentOnce, ["first"]);
    for (let i = 0; i < mostKeptParts - 1; i++) page("bounded", renderFragmentOnce, [`row ${i}`]);
    page("bounded", renderFragmentOnce, ["first"]); // sent again: now the most recent
    page("bounded", renderFragmentOnce, ["one more"]); // one over: the least recently sent goes
    expect(renders).toBe(mostKeptParts + 1);
    page("bounded", renderFragmentOnce, ["first"]);
    expect(renders).toBe(mostKeptParts + 1);
    page("bounded", renderFragmentOnce, ["row 0"]);
    expect(renders).toBe(mostKeptParts + 2);
    // A thousand server renders: seconds on a busy 2-core machine, so not the default 5 s.
  }, 30_000);

  it("refuses a part with what React moves to the page's head (a preloaded picture): it would not hydrate", () => {
    expect(() => renderFragmentOnce("hero", <img src="/hero.svg" alt="" fetchPriority="high" />)).toThrow(/page's head/);
    expect(renderFragmentOnce("lazy", <img src="/about.svg" alt="" loading="lazy" />)).toBe(
      '<img src="/about.svg" alt="" loading="lazy"/>',
    );
  });

  it("leaves the page around it as it was: the hooks after it still read their own context", async () => {
    await i18n.changeLanguage("vi");
    function After() {
      const { t } = useTranslation();
      return <p data-params={JSON.stringify(useParams())}>{t("open")}</p>;
    }
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={["/post/a"]}>
          <FragmentRendererContext value={renderFragmentOnce}>
            <Routes>
              <Route
                path="post/:slug"
                element={
                  <>
                    <SameForEveryReader id="around">
                      <Part />
                    </SameForEveryReader>
                    <After />
                  </>
                }
              />
            </Routes>
          </FragmentRendererContext>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(html).toContain('<p data-params="{&quot;slug&quot;:&quot;a&quot;}">Mở cổng học viên</p>');
  });
});
