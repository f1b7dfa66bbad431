import { expect, test } from "vitest";
import { pagePathKey } from "./page-cache.server";

const key = (url: string) => pagePathKey({ url, cookie: "lng=en", acceptLanguage: null });

test("the key holds only the parameters the page reads, in one order (issue 10 §4)", () => {
  expect(key("/news?page=2")).toBe("en /news?page=2");
  expect(key("/post/a-post")).toBe("en /post/a-post");
});

test("campaign tags are left out: the tagged link is the same kept page", () => {
  expect(key("/news?page=2&utm_source=zalo&fbclid=abc")).toBe("en /news?page=2");
  expect(key("/?gclid=x")).toBe("en /");
});

test("any other parameter means render, don't keep: made-up queries neither fill the cache nor push pages out", () => {
  expect(key("/?nonce=123")).toBeNull();
  expect(key("/news?page=2&x=1")).toBeNull();
  expect(key("/post/a-post?page=2")).toBeNull();
  expect(key("/?lng=vi")).toBeNull();
  expect(key(`/news?page=${"9".repeat(300)}`)).toBeNull();
  expect(key("/login?redirectTo=%2Fnews")).toBeNull();
  expect(key("/login?notice=reset")).toBeNull();
  expect(key("/login")).toBe("en /login");
});

test("a read parameter is keyed by the value its loader uses: 100 made-up values are a few kept pages (issue 31)", () => {
  const random = () =>
    [String(Math.floor(Math.random() * 1e6)), Math.random().toString(36).slice(2), "-3", "2.5", ""][Math.floor(Math.random() * 5)];
  const news = new Set<string | null>();
  const home = new Set<string | null>();
  for (let i = 0; i < 100; i++) {
    news.add(key(`/news?page=${random()}`));
    home.add(key(`/?type=${random()}`));
  }
  expect(news.size).toBeLessThanOrEqual(3); // page=1 (nonsense), page=50 (past the end), at most one real number
  expect([...news].every((k) => k === "en /news?page=1" || k === "en /news?page=50" || /^en \/news\?page=\d+$/.test(k ?? ""))).toBe(true);
  expect(home).toEqual(new Set(["en /"]));
  expect(key("/?type=mentor")).toBe("en /?type=mentor");
  expect(key("/news?page=73")).toBe("en /news?page=50");
  expect(key("/news?page=abc")).toBe("en /news?page=1");
});
