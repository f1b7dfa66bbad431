import { expect, test } from "vitest";
import {
  allowedHosts,
  bodyLimit,
  createFrontDoor,
  editorDoorLimit,
  formBodyLimit,
  handInDoorLimit,
  postDoorLimit,
  redactTokens,
  type Arrival,
} from "./front-door.server";

const production = createFrontDoor({ NODE_ENV: "production", APP_URL: "https://seed.example", PORT: 3000 });
const testStack = createFrontDoor({ NODE_ENV: "production", APP_URL: "http://localhost:4321", PORT: 4321 });

const arrival = (overrides: Partial<Arrival>): Arrival => ({
  method: "GET",
  path: "/",
  host: "seed.example",
  protocol: "https",
  origin: undefined,
  secFetchSite: undefined,
  contentLength: undefined,
  ...overrides,
});
const post = (overrides: Partial<Arrival>) =>
  arrival({ method: "POST", origin: "https://seed.example", contentLength: "20", ...overrides });

test("only APP_URL's host is answered in production", () => {
  expect(production.refusal(arrival({}))).toBeNull();
  expect(production.refusal(arrival({ host: "SEED.example" }))).toBeNull();
  for (const host of [
    "evil.example",
    "seed.example.evil.example",
    "127.0.0.1:3000",
    "localhost:3000",
    "",
    undefined,
    "seed.example@evil.example",
    "a b",
  ]) {
    expect(production.refusal(arrival({ host })), String(host)).toEqual({ status: 400, text: "Bad Request: unknown host" });
  }
});

test("/healthz answers whoever asks it by address", () => {
  expect(production.refusal(arrival({ path: "/healthz", host: "127.0.0.1:3000", protocol: "http" }))).toBeNull();
});

test("an app on this machine (the test stack, npm start) answers to every loopback name on its port", () => {
  for (const host of ["localhost:4321", "127.0.0.1:4321", "[::1]:4321"])
    expect(testStack.refusal(arrival({ host, protocol: "http" })), host).toBeNull();
  for (const host of ["localhost:9999", "evil.example:4321", "localhost"])
    expect(testStack.refusal(arrival({ host, protocol: "http" })), host).not.toBeNull();
  expect(allowedHosts({ NODE_ENV: "development", APP_URL: undefined, PORT: 3000 })).toEqual(
    new Set(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"]),
  );
});

test("methods other than GET, HEAD and POST never reach an action (405), from any origin", () => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "put"]) {
    expect(production.refusal(post({ method })), method).toEqual({ status: 405, text: "Method Not Allowed: GET, HEAD or POST only" });
  }
  expect(production.refusal(arrival({ method: "HEAD" }))).toBeNull();
});

test("a post from another site is refused with 403, from our own pages it passes", () => {
  expect(production.refusal(post({}))).toBeNull();
  for (const origin of ["https://evil.example", "http://seed.example", "https://sub.seed.example", "null", "not a url"]) {
    expect(production.refusal(post({ origin })), origin).toEqual({ status: 403, text: "Forbidden: cross-site request" });
  }
  // The test stack is APP_URL http://localhost:<port>, and reached as 127.0.0.1:<port> too.
  expect(testStack.refusal(post({ host: "127.0.0.1:4321", protocol: "http", origin: "http://127.0.0.1:4321" }))).toBeNull();
  expect(testStack.refusal(post({ host: "127.0.0.1:4321", protocol: "http", origin: "http://localhost:4321" }))).toBeNull();
});

test("without Origin, Sec-Fetch-Site decides; a client that sends neither is not a browser and passes", () => {
  expect(production.refusal(post({ origin: undefined, secFetchSite: "cross-site" }))?.status).toBe(403);
  expect(production.refusal(post({ origin: undefined, secFetchSite: "same-site" }))?.status).toBe(403);
  expect(production.refusal(post({ origin: undefined, secFetchSite: "same-origin" }))).toBeNull();
  expect(production.refusal(post({ origin: undefined }))).toBeNull();
  // Reading is never refused for its Origin.
  expect(production.refusal(arrival({ origin: "https://evil.example", secFetchSite: "cross-site" }))).toBeNull();
});

test("a body over the route's limit is refused with 413 before it is read", () => {
  expect(production.refusal(post({ contentLength: String(formBodyLimit) }))).toBeNull();
  expect(production.refusal(post({ contentLength: String(formBodyLimit + 1) }))).toEqual({
    status: 413,
    text: "Payload Too Large: this address accepts at most 64 kB",
  });
  expect(production.refusal(post({ path: "/login.data", contentLength: "1000000" }))?.status).toBe(413);
  expect(bodyLimit("/upload")).toBeGreaterThan(10_000_000);
  expect(production.refusal(post({ path: "/upload", contentLength: "5000000" }))).toBeNull();
});

test("limits go by route pattern: the post editor takes a long article, its neighbours do not", () => {
  for (const path of ["/edit-post/hello", "/edit-post/hello.data", "/edit-post", "/staff/posts/new", "/staff/posts/new.data"]) {
    expect(bodyLimit(path), path).toBe(editorDoorLimit);
    expect(production.refusal(post({ path, contentLength: String(editorDoorLimit) })), path).toBeNull();
  }
  // A post over 2 MB gets through to the editor, which returns what was typed with the words (tests/integration/editor.test.ts);
  // with an image from its upload buttons (ADR 039), up to 10 MB more.
  expect(editorDoorLimit).toBe(postDoorLimit + 10 * 1024 * 1024);
  expect(production.refusal(post({ path: "/edit-post/hello", contentLength: String(editorDoorLimit + 1) }))?.text).toBe(
    "Payload Too Large: this address accepts at most 18 MB",
  );
  for (const path of ["/edit-post/a/b", "/edit-postx", "/staff/posts", "/post/hello", "/uploads"]) {
    expect(bodyLimit(path), path).toBe(formBodyLimit);
  }
});

test("a learner's hand-in may be 10 000 characters of any script: its page takes more than a form, its neighbours do not", () => {
  const thai = encodeURIComponent("ก".repeat(10_000)).length;
  for (const path of ["/student/portal/learning/projects", "/student/portal/learning/projects.data"]) {
    expect(bodyLimit(path), path).toBeGreaterThan(thai + 1000);
    expect(production.refusal(post({ path, contentLength: String(thai + 1000) })), path).toBeNull();
  }
  for (const path of ["/student/portal/learning/tracks", "/student/portal/help", "/student/portal/learning/projects/x"]) {
    expect(bodyLimit(path), path).toBe(formBodyLimit);
  }
});

test("a hand-in with 5 files of 10 MB reaches its page, and an 11 MB file too (the page names it); far more does not", () => {
  const path = "/student/portal/learning/projects";
  expect(bodyLimit(path)).toBe(handInDoorLimit);
  expect(production.refusal(post({ path, contentLength: String(5 * 10 * 1024 * 1024 + 100_000) }))).toBeNull();
  expect(production.refusal(post({ path, contentLength: String(11 * 1024 * 1024) }))).toBeNull();
  expect(production.refusal(post({ path, contentLength: String(60 * 1024 * 1024) }))?.status).toBe(413);
});

test.each([
  ["/verify-email?token=eyJhbGciOi.abc.def", "/verify-email?token=[redacted]"],
  ["/reset-password?lng=vi&token=abc&x=1#top", "/reset-password?lng=vi&token=[redacted]&x=1#top"],
  ["/x?refresh_token=a&TOKEN=b", "/x?refresh_token=[redacted]&TOKEN=[redacted]"],
  ["/news?page=2", "/news?page=2"],
])("one-time tokens never reach the access log: %s is logged as %s", (path, logged) => {
  expect(redactTokens(path)).toBe(logged);
});

test("the server's own answers carry the security headers", () => {
  expect(production.plainHeaders()).toMatchObject({
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Strict-Transport-Security": expect.stringContaining("max-age="),
  });
  expect(testStack.plainHeaders()["Strict-Transport-Security"]).toBeUndefined();
});

test("a path with a malformed escape is refused with 400, not matched (it would throw in React Router)", () => {
  expect(production.refusal(arrival({ path: "/post/%E0%A4%A" }))).toEqual({ status: 400, text: "Bad Request: malformed path" });
  expect(production.refusal(arrival({ path: "/post/ti%E1%BA%BFng" }))).toBeNull();
});
