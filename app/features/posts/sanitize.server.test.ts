import { describe, expect, test } from "vitest";
import { blockTags, externalLinkRel, sanitizePostHtml, sanitizeStoredPostHtml } from "./sanitize.server";

describe("sanitizePostHtml", () => {
  test("keeps every block tag of the spec", () => {
    for (const tag of blockTags) {
      // Table parts only parse inside a table.
      const inner = tag === "hr" ? "<hr>" : `<${tag}>x</${tag}>`;
      const html = ["thead", "tbody"].includes(tag)
        ? `<table>${inner.replace("x", "<tr><td>x</td></tr>")}</table>`
        : ["tr", "td", "th"].includes(tag)
          ? `<table><tbody>${tag === "tr" ? "<tr><td>x</td></tr>" : `<tr>${inner}</tr>`}</tbody></table>`
          : inner;
      expect(sanitizePostHtml(html), tag).toContain(`<${tag}`);
    }
  });

  test("keeps links, images, figures with captions and tables", () => {
    const html =
      `<p><a href="/news" title="News">news</a> <a href="https://example.com/a?b=1" rel="${externalLinkRel}">out</a> <a href="mailto:hi@example.com">mail</a></p>` +
      '<figure><img src="/media/0b5c9f1e-4d1e-4a7e-9b0a-2f1c3d4e5f60?width=800" alt="Cover" width="800" height="420" loading="lazy"><figcaption>Caption</figcaption></figure>' +
      '<table><caption>Plan</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>' +
      '<aside aria-label="Note" class="card"><p role="note">Tip</p></aside>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  test("keeps only the block templates' classes: the site's own utility classes cannot restyle the page", () => {
    const out = sanitizePostHtml(
      '<a class="fixed inset-0 z-50 bg-white" href="/login">Session expired</a><div class="card fixed">x</div><p class="my-4 text-sm">y</p>',
    );
    expect(out).toBe('<a href="/login">Session expired</a><div class="card">x</div><p>y</p>');
  });

  test("keeps only document roles: no dialog, alert or button made of a paragraph", () => {
    const out = sanitizePostHtml('<p role="dialog">a</p><p role="alert">b</p><span role="button">c</span><aside role="note">d</aside>');
    expect(out).toBe('<p>a</p><p>b</p><span>c</span><aside role="note">d</aside>');
  });

  test("links: http(s), mailto, tel and relative only; external ones leave with rel noopener noreferrer nofollow ugc", () => {
    const out = sanitizePostHtml(
      '<a href="ftp://example.com/f">f</a><a href="sms:+84123">s</a><a href="tel:+84123">t</a><a href="//evil.example/x">p</a>' +
        '<a href="HTTPS://example.com" rel="opener">h</a><a href="/news">n</a><a href="#top">a</a>',
    );
    expect(out).toBe(
      `<a>f</a><a>s</a><a href="tel:+84123">t</a><a href="//evil.example/x" rel="${externalLinkRel}">p</a>` +
        `<a href="HTTPS://example.com" rel="${externalLinkRel}">h</a><a href="/news">n</a><a href="#user-content-top">a</a>`,
    );
  });

  test("removes script tags and their content", () => {
    const out = sanitizePostHtml('<p>Hi</p><script>alert(1)</script><SCRIPT SRC="//evil.example/x.js"></SCRIPT>');
    expect(out).toBe("<p>Hi</p>");
  });

  test("removes event handler attributes", () => {
    const out = sanitizePostHtml('<img src="/x.png" onerror="alert(1)" alt="x"><p onclick="alert(2)" onmouseover="alert(3)">t</p>');
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain('<img src="/x.png" alt="x">');
  });

  test("removes javascript: and data: URLs, however they are written", () => {
    const out = sanitizePostHtml(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a>' +
        '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a><img src="javascript:alert(1)">',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain(">a</a>");
  });

  test("removes SVG and MathML payloads", () => {
    const out = sanitizePostHtml(
      '<svg onload="alert(1)"><script>alert(2)</script></svg><svg><a xlink:href="javascript:alert(3)"><text>x</text></a></svg>' +
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(4)></style></mglyph></table></mtext></math><p>ok</p>",
    );
    expect(out).not.toMatch(/svg|math|onload|onerror|javascript|alert/i);
    expect(out).toContain("<p>ok</p>");
  });

  test("removes iframes (with or without srcdoc), objects, embeds, forms, styles and base tags", () => {
    const out = sanitizePostHtml(
      '<iframe srcdoc="<script>alert(1)</script>"></iframe><iframe src="https://example.com"></iframe>' +
        '<object data="x.swf"></object><embed src="x.swf"><form action="/x"><button formaction="javascript:alert(1)">b</button></form>' +
        '<style>body{display:none}</style><base href="https://evil.example/"><p style="position:fixed">t</p>',
    );
    expect(out).not.toMatch(/iframe|srcdoc|object|embed|form|style|base|button/i);
    expect(out).toContain("<p>t</p>");
  });

  test("drops link targets so a post cannot reach back into our tab", () => {
    expect(sanitizePostHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      `<a href="https://example.com" rel="${externalLinkRel}">x</a>`,
    );
  });

  test("prefixes a post's ids so they never collide with the page's, and its in-post links follow", () => {
    const out = sanitizePostHtml(
      '<nav class="toc"><a href="#main">Start</a> <a href="#post-content">Body</a> <a href="/news#top">News</a> <a href="#">Top</a></nav>' +
        '<h2 id="main" class="title">Start</h2><h2 id="post-content">Body</h2>' +
        '<table><tr><th id="a">A</th><th id="b">B</th></tr><tr><td headers="a  b">1</td></tr></table>' +
        '<p aria-describedby="main">x</p>',
    );
    expect(out).toBe(
      '<nav class="toc"><a href="#user-content-main">Start</a> <a href="#user-content-post-content">Body</a> <a href="/news#top">News</a> <a href="#">Top</a></nav>' +
        '<h2 id="user-content-main" class="title">Start</h2><h2 id="user-content-post-content">Body</h2>' +
        '<table><tbody><tr><th id="user-content-a">A</th><th id="user-content-b">B</th></tr><tr><td headers="user-content-a user-content-b">1</td></tr></tbody></table>' +
        '<p aria-describedby="user-content-main">x</p>',
    );
  });

  test("gives an empty string for no content", () => {
    expect(sanitizePostHtml(null)).toBe("");
    expect(sanitizePostHtml("")).toBe("");
  });
});

describe("sanitizeStoredPostHtml (the editor's save: the render's rules, ids as written)", () => {
  const attack =
    '<p>ok</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
    '<a href=" JaVaScRiPt:alert(4)">y</a><div class="fixed inset-0 callout" role="dialog" style="color:red">z</div>';

  test("drops scripts, handlers, javascript: links, styles, foreign classes and roles", () => {
    const out = sanitizeStoredPostHtml(attack);
    expect(out).not.toMatch(/script|onerror|javascript:|style=|fixed|dialog/i);
    expect(out).toContain("<p>ok</p>");
    expect(out).toContain('<div class="callout">z</div>');
  });

  test("keeps ids and in-post links as written, so render prefixes them exactly once", () => {
    const stored = sanitizeStoredPostHtml('<h2 id="start">S</h2><a href="#start">go</a><td headers="a b">1</td>');
    expect(stored).toContain('id="start"');
    expect(stored).toContain('href="#start"');
    expect(stored).not.toContain("user-content-");
    const rendered = sanitizePostHtml(sanitizeStoredPostHtml(stored));
    expect(rendered).toContain('id="user-content-start"');
    expect(rendered).toContain('href="#user-content-start"');
    expect(rendered).not.toContain("user-content-user-content-");
  });

  test("storing is stable: a stored body stores the same again", () => {
    const once = sanitizeStoredPostHtml(attack);
    expect(sanitizeStoredPostHtml(once)).toBe(once);
  });

  test("render still prefixes after a storage sanitise ran (the switch does not leak)", () => {
    sanitizeStoredPostHtml('<p id="a">x</p>');
    expect(sanitizePostHtml('<p id="fresh">x</p>')).toBe('<p id="user-content-fresh">x</p>');
  });
});
