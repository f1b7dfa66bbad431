// Test runs never touch the developer's own stack (issue 24). `npm start` uses well-known
// defaults: app 3000, Directus 8055, MailDev 1025/1080, the data folder `.data/`, the PostgreSQL
// database `seed` and Redis database 0. Every process a test run starts (test stack, lone apps,
// clusters, bench and Lighthouse stacks) must name each address it uses, and none may be one of
// those: a child that would fall back to one is refused before it is spawned, loudly.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What `npm start` and `npm run start:cluster` use when nothing is set (README, Configuration). */
export const productDefaults = Object.freeze({
  ports: Object.freeze({ app: 3000, directus: 8055, smtp: 1025, mailUi: 1080 }),
  dataDir: path.join(root, ".data"),
  pgDatabase: "seed",
  redisDatabase: 0,
});
const defaultPorts = new Set(Object.values(productDefaults.ports));

/**
 * Set by every entry point of a test run (scripts/test.mjs, test-stack, bench, Lighthouse): from then
 * on this process and its children check what they start. `npm start` never sets it.
 */
export const testRunFlag = "SEED_TEST_RUN";
export const isTestRun = (env = process.env) => env[testRunFlag] === "1";

/**
 * Variables of the developer's shell that would lead a test stack to the developer's own services
 * (a real SMTP server, their PostgreSQL database, their Redis, S3 bucket or data folder). A test run
 * removes them from its environment and sets what it needs itself.
 */
const productVariables = [
  /^SMTP_/,
  /^DB_/,
  /^REDIS/,
  /^STORAGE_/,
  /^MAILDEV_/,
  /^DIRECTUS_/,
  /^OUTBOX_/,
  /^SEED_ADMIN_/,
  /^(PORT|HOST|APP_URL|DATA_DIR|SESSION_SECRET|COOPERATION_MAIL_TO|MAIL_FROM|TRUST_PROXY|NODE_ENV|SEED_SAMPLE_DATA|BUILD_DIR)$/,
];

/** Marks this process as a test run and drops the developer's settings from its environment; returns the names dropped. */
export function enterTestRun(env = process.env) {
  const dropped = Object.keys(env).filter((name) => productVariables.some((pattern) => pattern.test(name)));
  for (const name of dropped) delete env[name];
  env[testRunFlag] = "1";
  return dropped;
}

const portOf = (url) => {
  try {
    const parsed = new URL(url);
    return Number(parsed.port || (parsed.protocol === "https:" ? 443 : 80));
  } catch {
    return NaN;
  }
};
const inside = (file, dir) => {
  const relative = path.relative(dir, path.resolve(file));
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};
const loopbackHosts = new Set(["127.0.0.1", "localhost", "::1"]);

function redisProblems(name, value) {
  if (!value) return [];
  const database = Number(new URL(value).pathname.replace(/^\//, "") || 0);
  return database === productDefaults.redisDatabase
    ? [
        `${name}=${value} is Redis database ${productDefaults.redisDatabase}, the one \`npm run start:cluster\` uses: claim one of 1–15 (claimRedisDatabase)`,
      ]
    : [];
}

function portProblem(name, value) {
  if (value === undefined || value === "") return `${name} is not set (it would fall back to a default of \`npm start\`)`;
  const port = Number(value);
  return defaultPorts.has(port) ? `${name}=${port} is a port \`npm start\` uses` : null;
}

/**
 * Why a child of a test run would reach the developer's stack; empty when it would not.
 * @param {"app"|"directus"|"maildev"} kind
 * @param {Record<string, string|undefined>} env  the child's whole environment
 * @param {string[]} [args]  its command-line arguments (MailDev takes its ports there)
 */
export function isolationProblems(kind, env, args = []) {
  const problems = [];
  const add = (problem) => problem && problems.push(problem);
  if (kind === "app") {
    add(portProblem("PORT", env.PORT));
    if (!env.DIRECTUS_URL) add("DIRECTUS_URL is not set (it would fall back to http://127.0.0.1:8055)");
    else if (defaultPorts.has(portOf(env.DIRECTUS_URL))) add(`DIRECTUS_URL=${env.DIRECTUS_URL} is the Directus of \`npm start\``);
    if (!env.SMTP_HOST) add("SMTP_HOST is not set (it would fall back to 127.0.0.1:1025, the mail catcher of `npm start`)");
    else if (!loopbackHosts.has(env.SMTP_HOST)) add(`SMTP_HOST=${env.SMTP_HOST} is not on this machine: a test never sends real mail`);
    add(portProblem("SMTP_PORT", env.SMTP_PORT));
    problems.push(...redisProblems("REDIS", env.REDIS));
  } else if (kind === "directus") {
    add(portProblem("PORT", env.PORT));
    if (env.EMAIL_SMTP_HOST && !loopbackHosts.has(env.EMAIL_SMTP_HOST))
      add(`EMAIL_SMTP_HOST=${env.EMAIL_SMTP_HOST} is not on this machine`);
    add(portProblem("EMAIL_SMTP_PORT", env.EMAIL_SMTP_PORT));
    if (env.DB_CLIENT === "sqlite3" || !env.DB_CLIENT) {
      if (!env.DB_FILENAME) add("DB_FILENAME is not set");
      else if (inside(env.DB_FILENAME, productDefaults.dataDir))
        add(`DB_FILENAME=${env.DB_FILENAME} is inside ${productDefaults.dataDir}, the data of \`npm start\``);
    } else if (!env.DB_DATABASE || env.DB_DATABASE === productDefaults.pgDatabase) {
      add(`DB_DATABASE=${env.DB_DATABASE ?? "(unset)"} is the database of \`npm run start:cluster\`: use a database of the test's own`);
    }
    if (env.STORAGE_LOCATIONS && env.STORAGE_LOCATIONS !== "local")
      add(`STORAGE_LOCATIONS=${env.STORAGE_LOCATIONS}: tests keep files in their own folder`);
    if (env.STORAGE_LOCAL_ROOT && inside(env.STORAGE_LOCAL_ROOT, productDefaults.dataDir)) {
      add(`STORAGE_LOCAL_ROOT=${env.STORAGE_LOCAL_ROOT} is inside ${productDefaults.dataDir}`);
    }
    problems.push(...redisProblems("REDIS", env.REDIS));
  } else if (kind === "maildev") {
    const option = (name) => {
      const at = args.indexOf(name);
      return at === -1 ? undefined : args[at + 1];
    };
    add(portProblem("--smtp", option("--smtp")));
    add(portProblem("--web", option("--web")));
  }
  return problems;
}

/** The ports a stack or cluster listens on (nginx's among them): none may be a default of `npm start`. */
export function assertIsolatedPorts(name, ports, env = process.env) {
  if (!isTestRun(env)) return;
  const problems = Object.entries(ports)
    .map(([key, port]) => portProblem(`ports.${key}`, port === undefined ? undefined : String(port)))
    .filter(Boolean);
  if (problems.length) throw refusal(name, problems);
}

const refusal = (name, problems) =>
  new Error(
    `Refusing to start ${name} for a test run: it would reach the developer's own stack (issue 24).\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );

/** Throws, naming every problem, when a test run's child would reach the developer's stack. */
export function assertIsolated(name, kind, env, args = []) {
  if (!isTestRun(env)) return;
  const problems = isolationProblems(kind, env, args);
  if (problems.length) throw refusal(name, problems);
}
