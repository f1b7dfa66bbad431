import { expect, test } from "vitest";
import { checkBuiltAdminPath, EnvError, parseEnv } from "./env.server";

function problemsOf(source: Record<string, string>) {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("parseEnv accepted the configuration");
}

test("nothing set: the README's local defaults", () => {
  expect(parseEnv({})).toEqual({
    NODE_ENV: "development",
    PORT: 3000,
    HOST: "127.0.0.1",
    ACCESS_LOG: true,
    COOKIE_SECURE: true,
    DIRECTUS_URL: "http://127.0.0.1:8055",
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: 1025,
    SMTP_SECURE: false,
    SMTP_PASSWORD: "",
    MAIL_FROM: "Seed Academy <no-reply@example.com>",
    COOPERATION_MAIL_TO: "partners@example.com",
    OUTBOX_POLL_MS: 5000,
    DRAFT_TIMEOUT_MS: 10000,
    MAIL_RETRY_MAX_MS: 120000,
    ADMIN_CONTENT_PATH: "/a-7f3c91e2",
    OUTBOX_WORKER: "on",
    RATE_LIMIT_SCALE: 1,
    REDIS_PREFIX: "seed:",
    TRUST_PROXY: 0,
    PAGE_CACHE: "on",
    STREAM_WAIT_MS: 800,
  });
});

test("values are typed: numbers, flags, URLs without a trailing slash", () => {
  const env = parseEnv({
    NODE_ENV: "production",
    SESSION_SECRET: "s3cret",
    PORT: "8080",
    APP_URL: "https://seed.example/",
    DIRECTUS_URL: "http://10.0.0.5:8055/",
    SMTP_SECURE: "true",
    COOKIE_SECURE: "false",
    TRUST_PROXY: "2",
    RATE_LIMIT_SCALE: "100",
    STREAM_WAIT_MS: "0",
    PAGE_CACHE: "off",
  });
  expect(env).toMatchObject({
    PORT: 8080,
    APP_URL: "https://seed.example",
    DIRECTUS_URL: "http://10.0.0.5:8055",
    SMTP_SECURE: true,
    COOKIE_SECURE: false,
    TRUST_PROXY: 2,
    RATE_LIMIT_SCALE: 100,
    STREAM_WAIT_MS: 0,
    PAGE_CACHE: "off",
  });
});

test("an empty variable counts as unset", () => {
  expect(parseEnv({ PORT: "", APP_URL: "" })).toMatchObject({ PORT: 3000, APP_URL: undefined });
});

test("a bad value names the variable, what it must be, and what it got", () => {
  expect(problemsOf({ PORT: "abc" })).toEqual(["PORT must be a port number (1–65535), got 'abc'"]);
  expect(problemsOf({ SMTP_PORT: "70000" })).toEqual(["SMTP_PORT must be a port number (1–65535), got '70000'"]);
  expect(problemsOf({ COOKIE_SECURE: "yes" })).toEqual(["COOKIE_SECURE must be true or false, got 'yes'"]);
  expect(problemsOf({ APP_URL: "localhost:3000" })).toEqual([
    "APP_URL must be an http(s) URL such as https://seed.example, got 'localhost:3000'",
  ]);
  expect(problemsOf({ RATE_LIMIT_SCALE: "0" })).toEqual(["RATE_LIMIT_SCALE must be a whole number ≥ 1, got '0'"]);
  expect(problemsOf({ PAGE_CACHE: "no" })).toEqual(["PAGE_CACHE must be on or off, got 'no'"]);
  expect(problemsOf({ COOPERATION_MAIL_TO: "partners" })).toEqual(["COOPERATION_MAIL_TO must be an email address, got 'partners'"]);
  // A Redis URL may carry its password: never echoed.
  expect(problemsOf({ REDIS: "http://:pw@cache:6379" })).toEqual(["REDIS must be a redis:// URL such as redis://127.0.0.1:6379"]);
  expect(parseEnv({ REDIS: "redis://127.0.0.1:6379/2" }).REDIS).toBe("redis://127.0.0.1:6379/2");
});

test("every bad variable is listed at once, in the error's message too", () => {
  const error = (() => {
    try {
      parseEnv({ PORT: "abc", STREAM_WAIT_MS: "-5" });
    } catch (thrown) {
      return thrown as EnvError;
    }
  })();
  expect(error?.problems).toEqual([
    "PORT must be a port number (1–65535), got 'abc'",
    "STREAM_WAIT_MS must be a whole number of milliseconds, got '-5'",
  ]);
  expect(error?.message).toBe(
    "The app's configuration is invalid:\n  - PORT must be a port number (1–65535), got 'abc'\n  - STREAM_WAIT_MS must be a whole number of milliseconds, got '-5'",
  );
});

test("production needs SESSION_SECRET, and NODE_ENV is one of the three modes", () => {
  expect(problemsOf({ NODE_ENV: "production", APP_URL: "https://seed.example" })).toEqual(["SESSION_SECRET must be set in production"]);
  expect(parseEnv({ NODE_ENV: "production", APP_URL: "https://seed.example", SESSION_SECRET: "s3cret" }).SESSION_SECRET).toBe("s3cret");
  expect(problemsOf({ NODE_ENV: "staging", SESSION_SECRET: "s3cret" })).toEqual([
    "NODE_ENV must be one of development, production, test, got 'staging'",
  ]);
});

test("production needs APP_URL: the request's Host never stands in for the site's address", () => {
  expect(problemsOf({ NODE_ENV: "production", SESSION_SECRET: "s3cret" })).toEqual([
    "APP_URL must be set in production (the site's public address, e.g. https://seed.example)",
  ]);
  expect(parseEnv({ NODE_ENV: "development" }).APP_URL).toBeUndefined();
});

test("TRUST_PROXY is a number of proxy hops", () => {
  expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
  expect(problemsOf({ TRUST_PROXY: "true" })).toEqual(["TRUST_PROXY must be a number of proxy hops (0, 1, 2 …), got 'true'"]);
});

test("ADMIN_CONTENT_PATH: one path segment, not one the app uses; a build made for another path refuses to start", () => {
  expect(parseEnv({ ADMIN_CONTENT_PATH: "/ops-42" }).ADMIN_CONTENT_PATH).toBe("/ops-42");
  for (const bad of ["a-7f3c91e2", "/a/b", "/A-7F", "/news", "/x"]) {
    expect(problemsOf({ ADMIN_CONTENT_PATH: bad })[0]).toMatch(/^ADMIN_CONTENT_PATH must be one path segment/);
  }
  expect(() => checkBuiltAdminPath(parseEnv({}), "/a-7f3c91e2")).not.toThrow();
  expect(() => checkBuiltAdminPath(parseEnv({ ADMIN_CONTENT_PATH: "/ops-42" }), "/a-7f3c91e2")).toThrow(
    /ADMIN_CONTENT_PATH is '\/ops-42' but this build was made for '\/a-7f3c91e2'/,
  );
});
