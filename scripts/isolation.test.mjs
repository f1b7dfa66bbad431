// The test run's guard (issue 24): a child that would reach the developer's own stack is refused.
import os from "node:os";
import path from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { enterTestRun, isolationProblems, productDefaults } from "./isolation.mjs";
import { refuseSampleAccountsOnPublicHost, run } from "./stack.mjs";

const tmp = path.join(os.tmpdir(), "seed-test-x");
const isolatedApp = {
  SEED_TEST_RUN: "1",
  PORT: "41001",
  DIRECTUS_URL: "http://127.0.0.1:41002",
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: "41003",
};
const isolatedDirectus = {
  SEED_TEST_RUN: "1",
  PORT: "41002",
  EMAIL_SMTP_HOST: "127.0.0.1",
  EMAIL_SMTP_PORT: "41003",
  DB_CLIENT: "sqlite3",
  DB_FILENAME: path.join(tmp, "directus.db"),
  STORAGE_LOCAL_ROOT: path.join(tmp, "uploads"),
};

afterEach(() => vi.unstubAllEnvs());

test("a test run's children with addresses of their own pass", () => {
  expect(isolationProblems("app", isolatedApp)).toEqual([]);
  expect(isolationProblems("directus", isolatedDirectus)).toEqual([]);
  expect(isolationProblems("maildev", {}, ["maildev", "--smtp", "41003", "--web", "41004"])).toEqual([]);
});

test("an app on a default port, or without its own Directus and SMTP, is named for each", () => {
  expect(isolationProblems("app", { ...isolatedApp, PORT: "3000" })).toEqual(["PORT=3000 is a port `npm start` uses"]);
  expect(isolationProblems("app", { ...isolatedApp, SMTP_PORT: undefined })).toEqual([
    "SMTP_PORT is not set (it would fall back to a default of `npm start`)",
  ]);
  expect(isolationProblems("app", { PORT: "41001" }).join("\n")).toMatch(
    /DIRECTUS_URL is not set[\s\S]*SMTP_HOST is not set[\s\S]*SMTP_PORT/,
  );
  expect(isolationProblems("app", { ...isolatedApp, DIRECTUS_URL: "http://127.0.0.1:8055" })).toHaveLength(1);
  expect(isolationProblems("app", { ...isolatedApp, SMTP_PORT: "1025" })).toEqual(["SMTP_PORT=1025 is a port `npm start` uses"]);
  expect(isolationProblems("app", { ...isolatedApp, SMTP_HOST: "smtp.example.com" })).toHaveLength(1);
  expect(isolationProblems("app", { ...isolatedApp, REDIS: "redis://127.0.0.1:6379" })).toHaveLength(1);
  expect(isolationProblems("app", { ...isolatedApp, REDIS: "redis://127.0.0.1:6379/7" })).toEqual([]);
});

test("a Directus on the default port, the product's data folder or database is refused", () => {
  expect(isolationProblems("directus", { ...isolatedDirectus, PORT: "8055" })).toEqual(["PORT=8055 is a port `npm start` uses"]);
  expect(isolationProblems("directus", { ...isolatedDirectus, EMAIL_SMTP_PORT: "1025" })).toHaveLength(1);
  expect(
    isolationProblems("directus", { ...isolatedDirectus, DB_FILENAME: path.join(productDefaults.dataDir, "directus", "directus.db") }),
  ).toHaveLength(1);
  expect(isolationProblems("directus", { ...isolatedDirectus, DB_CLIENT: "pg", DB_DATABASE: "seed" })).toHaveLength(1);
  expect(isolationProblems("directus", { ...isolatedDirectus, DB_CLIENT: "pg", DB_DATABASE: "seed_test_ab12" })).toEqual([]);
  expect(isolationProblems("maildev", {}, ["maildev", "--smtp", "1025", "--web", "1080"])).toHaveLength(2);
});

test("in a test run, a child on a default port is refused before it is spawned", () => {
  const spawnApp = (env) =>
    run("app", ["-e", "setTimeout(() => {}, 60000)"], { env, log: path.join(os.tmpdir(), "isolation-test.log"), quiet: true, kind: "app" });
  expect(() => spawnApp({ ...isolatedApp, PORT: "3000" })).toThrow(/Refusing to start app for a test run[\s\S]*PORT=3000/);
  expect(() => spawnApp({ ...isolatedApp, SMTP_PORT: "1025" })).toThrow(/SMTP_PORT=1025/);
  const child = spawnApp(isolatedApp);
  child.kill("SIGKILL");
});

test("entering a test run drops the shell's settings for the developer's own stack", () => {
  const env = {
    SMTP_HOST: "smtp.example.com",
    DB_CLIENT: "pg",
    DB_DATABASE: "seed",
    REDIS: "redis://x",
    DATA_DIR: ".data",
    PATH: "/bin",
    CI: "1",
  };
  expect(enterTestRun(env).sort()).toEqual(["DATA_DIR", "DB_CLIENT", "DB_DATABASE", "REDIS", "SMTP_HOST"]);
  expect(env).toEqual({ PATH: "/bin", CI: "1", SEED_TEST_RUN: "1" });
});

test("sample accounts are never seeded behind a public address", () => {
  expect(() => refuseSampleAccountsOnPublicHost({ APP_URL: "https://seed.example" })).toThrow(/SEED_SAMPLE_DATA=false/);
  expect(() => refuseSampleAccountsOnPublicHost({ APP_URL: "https://seed.example", SEED_SAMPLE_DATA: "false" })).not.toThrow();
  expect(() => refuseSampleAccountsOnPublicHost({ APP_URL: "http://localhost:3000" })).not.toThrow();
  expect(() => refuseSampleAccountsOnPublicHost({ APP_URL: "http://127.0.0.1:3000" })).not.toThrow();
  expect(() => refuseSampleAccountsOnPublicHost({})).not.toThrow();
});
