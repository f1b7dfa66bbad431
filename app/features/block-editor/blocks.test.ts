import { describe, expect, test } from "vitest";
import { samplePosts } from "../../../cms/seed/posts.mjs";
import { attributesToText, blocksToHtml, droppedAttributes, htmlToBlocks, moveBlock, normaliseTag, textToAttributes } from "./blocks";
import { blockFromTemplate, figureText, readFigure, templateKeys } from "./templates";

const roundTrip = (html: string) => blocksToHtml(htmlToBlocks(html));

describe("htmlToBlocks / blocksToHtml", () => {
  test.each(templateKeys)("the %s template survives a round trip", (key) => {
    const html = blocksToHtml([blockFromTemplate(key)]);
    expect(roundTrip(html)).toBe(html);
    const [block] = htmlToBlocks(html);
    const { id: _id, ...template } = blockFromTemplate(key);
    expect({ ...block, id: "" }).toEqual({ ...template, id: "" });
  });

  test("every template together, in order", () => {
    const html = blocksToHtml(templateKeys.map(blockFromTemplate));
    expect(htmlToBlocks(html)).toHaveLength(templateKeys.length);
    expect(roundTrip(html)).toBe(html);
  });

  test.each(samplePosts.map((post) => [post.slug, post.content] as const))("sample post %s", (_slug, content) => {
    expect(roundTrip(content)).toBe(content);
  });

  test("class and other attributes are kept, in order", () => {
    const [block] = htmlToBlocks(`<aside class="card" aria-label="Side" data-x='1'>Hi <b>there</b></aside>`);
    expect(block).toMatchObject({
      tag: "aside",
      className: "card",
      text: "Hi <b>there</b>",
      attrs: [
        ["aria-label", "Side"],
        ["data-x", "1"],
      ],
    });
    expect(blocksToHtml([block])).toBe(`<aside class="card" aria-label="Side" data-x="1">Hi <b>there</b></aside>`);
  });

  test("an unlisted tag becomes div keeping its attributes and inner HTML; an empty one is kept inside", () => {
    const blocks = htmlToBlocks(`<marquee class="x" title="t">Move</marquee><img src="/a.png" alt="A"><br>`);
    expect(blocks.map(({ tag, text, className, attrs }) => ({ tag, text, className, attrs }))).toEqual([
      { tag: "div", text: "Move", className: "x", attrs: [["title", "t"]] },
      { tag: "div", text: `<img src="/a.png" alt="A">`, className: "", attrs: [] },
      { tag: "div", text: "<br>", className: "", attrs: [] },
    ]);
  });

  test("bare text becomes a paragraph; comments and stray end tags are dropped", () => {
    const blocks = htmlToBlocks(`Hello <!-- note --> </p><h2>Title</h2>  tail`);
    expect(blocks.map((b) => [b.tag, b.text])).toEqual([
      ["p", "Hello"],
      ["h2", "Title"],
      ["p", "tail"],
    ]);
  });

  test("nested same-name elements, comments and quoted > stay inside their block", () => {
    const html = `<div class="callout"><div title="a>b">inner</div><!-- </div> --></div>\n<p>after</p>`;
    const blocks = htmlToBlocks(html);
    expect(blocks).toHaveLength(2);
    expect(blocks[0].text).toBe(`<div title="a>b">inner</div><!-- </div> -->`);
    expect(roundTrip(html)).toBe(html);
  });

  test("a script's text does not end or open blocks", () => {
    const blocks = htmlToBlocks(`<script>if (a < b) document.write("</p><p>")</script><p>x</p>`);
    expect(blocks.map((b) => b.tag)).toEqual(["div", "p"]);
  });

  test("the tag is trimmed and lower-cased; unlisted → div", () => {
    expect(normaliseTag("  H2 ")).toBe("h2");
    expect(normaliseTag("script")).toBe("div");
    expect(blocksToHtml([{ tag: " iframe ", text: "x", className: "", attrs: [] }])).toBe("<div>x</div>");
  });

  test("attribute values are escaped when written", () => {
    expect(blocksToHtml([{ tag: "p", text: "x", className: "", attrs: [["title", `a "b" & c`]] }])).toBe(
      `<p title="a &quot;b&quot; &amp; c">x</p>`,
    );
  });

  test("unique ids", () => {
    const ids = new Set(htmlToBlocks("<p>a</p><p>b</p><p>c</p>").map((b) => b.id));
    expect(ids.size).toBe(3);
  });

  test("moveBlock", () => {
    expect(moveBlock(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveBlock(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });
});

describe("the Attributes field", () => {
  test("text ↔ list", () => {
    expect(textToAttributes(`role="note" aria-label='Side' hidden`)).toEqual([
      ["role", "note"],
      ["aria-label", "Side"],
      ["hidden", ""],
    ]);
    expect(attributesToText([["title", `say "hi"`]])).toBe(`title="say &quot;hi&quot;"`);
    expect(textToAttributes(attributesToText([["title", `say "hi"`]]))).toEqual([["title", `say "hi"`]]);
  });

  test("not attribute syntax is null (a field error)", () => {
    expect(textToAttributes(`"oops`)).toBeNull();
    expect(textToAttributes(`a="1" =b`)).toBeNull();
  });

  test("attributes the sanitiser drops are named", () => {
    expect(
      droppedAttributes({
        className: "callout fixed",
        attrs: [
          ["onclick", "x()"],
          ["role", "dialog"],
          ["href", "javascript:alert(1)"],
          ["aria-label", "ok"],
          ["title", "ok"],
        ],
      }),
    ).toEqual([
      { name: "class", reason: "class" },
      { name: "onclick", reason: "name" },
      { name: "role", reason: "role" },
      { name: "href", reason: "url" },
    ]);
  });
});

describe("figures", () => {
  test("fields ↔ text", () => {
    const data = { src: "/media/abc?w=800&h=1", alt: `A "cat"`, caption: "Cats < dogs", captionClass: "note" };
    expect(readFigure(figureText(data))).toEqual({ ...data, decorative: false });
    expect(readFigure(figureText({ ...data, alt: "", caption: "" }))).toEqual({
      ...data,
      alt: "",
      caption: "",
      captionClass: "",
      decorative: true,
    });
    expect(readFigure("<p>not a figure</p>")).toBeNull();
  });
});
