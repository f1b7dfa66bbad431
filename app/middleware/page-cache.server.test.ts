import { expect, test } from "vitest";
import { pagePathKey } from "./page-cache.server";

const key = (url: string) => pagePathKey({ url, cookie: "lng=en", acceptLanguage: null });

test("the key holds only the parameters the page reads, in one order (issue 10 §4)", () => {
  expect(key("/news?page=2")).toBe("en /news?page=2");
  expect(key("/login?redirectTo=%2Fnews&notice=reset")).toBe(key("/login?notice=reset&redirectTo=%2Fnews"));
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
});
