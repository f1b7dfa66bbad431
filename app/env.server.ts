// The app process's configuration: every environment variable it reads, parsed once when the server
// starts (README: Configuration). A bad value stops the start with a message that names the
// variable and says what is wrong, instead of a NaN port or a silently ignored "yes" later on.
// server.mjs reads BUILD_DIR itself (it needs it to load the build) and takes the rest from here.
import { z } from "zod";
import { adminContentPath, defaultAdminContentPath, isAdminContentPath } from "~/features/staff/admin/admin-path";

/** An unset and an empty variable (`FOO=`) both mean "use the default". */
const blankAsUnset = (value: unknown) => (value === "" ? undefined : value);

/** One variable: `expects` finishes the sentence "NAME must be …" of its error message. */
function variable<T extends z.ZodType>(expects: string, schema: T) {
  return z.preprocess(blankAsUnset, schema).describe(expects);
}

const whole = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const port = whole(1, 65535);
const flag = z.enum(["true", "false"]).transform((value) => value === "true");
const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""));

const schema = z
  .object({
    NODE_ENV: variable("one of development, production, test", z.enum(["development", "production", "test"]).default("development")),

    // The server (server.mjs).
    PORT: variable("a port number (1–65535)", port.default(3000)),
    HOST: variable("a host name or address", z.string().default("127.0.0.1")),
    ACCESS_LOG: variable("true or false", flag.default(true)),

    /**
     * The public address: links in mails, Open Graph URLs; https:// turns on HSTS. Required in
     * production, where server.mjs refuses requests for any other host (issue 10 §16: the Host
     * header must never reach canonical URLs or the page cache). Unset (development): the request's origin.
     */
    APP_URL: variable("an http(s) URL such as https://seed.example", httpUrl.optional()),
    SESSION_SECRET: variable("a secret string", z.string().optional()),
    /** Only in production: `false` lets cookies travel over plain HTTP (testing on another host). */
    COOKIE_SECURE: variable("true or false", flag.default(true)),

    DIRECTUS_URL: variable("an http(s) URL", httpUrl.default("http://127.0.0.1:8055")),
    DIRECTUS_SERVICE_TOKEN: variable("a token", z.string().optional()),

    SMTP_HOST: variable("a host name or address", z.string().default("127.0.0.1")),
    SMTP_PORT: variable("a port number (1–65535)", port.default(1025)),
    SMTP_SECURE: variable("true or false", flag.default(false)),
    SMTP_USER: variable("a user name", z.string().optional()),
    SMTP_PASSWORD: variable("a password", z.string().default("")),
    MAIL_FROM: variable("a sender such as Seed Academy <no-reply@example.com>", z.string().default("Seed Academy <no-reply@example.com>")),
    COOPERATION_MAIL_TO: variable("an email address", z.email().default("partners@example.com")),
    /** The outbox (ADR 011): how often each app process looks for due mails, and the longest wait between two attempts. */
    OUTBOX_POLL_MS: variable("a whole number of milliseconds (≥ 200)", whole(200).default(5_000)),
    MAIL_RETRY_MAX_MS: variable("a whole number of milliseconds (≥ 1000)", whole(1_000).default(120_000)),
    /**
     * Keeps this deployment's recorded mails apart from others' sharing one Directus (staging beside
     * production; tests with a mail server of their own). Unset: the one shared outbox.
     */
    OUTBOX_CHANNEL: variable("a short name", z.string().max(64).optional()),
    /** `off`: this process never sends from the outbox (another one does). */
    OUTBOX_WORKER: variable("on or off", z.enum(["on", "off"]).default("on")),

    /** Multiplies every rate-limit allowance (load tests). */
    RATE_LIMIT_SCALE: variable("a whole number ≥ 1", whole(1).default(1)),
    /**
     * How many reverse proxies stand in front of the app (0: none, clients connect directly). With N,
     * server.mjs takes the client's address from X-Forwarded-For, N entries from the right (what the
     * outermost proxy appended); entries further left are the client's own word and never count.
     */
    TRUST_PROXY: variable("a number of proxy hops (0, 1, 2 …)", whole(0, 10).default(0)),
    /**
     * Several app processes (README, scale-out): Redis holds the rate limits and signed-out sessions
     * they share and carries "content changed" to all of them. Unset: each process on its own.
     */
    REDIS: variable("a redis:// URL such as redis://127.0.0.1:6379", z.url({ protocol: /^rediss?$/ }).optional()),
    /** Starts every key and channel name, so several sites (or test runs) can share one Redis. */
    REDIS_PREFIX: variable("a short name such as seed:", z.string().default("seed:")),
    /**
     * A private folder for what must outlive a restart without Redis (revoked users, #31). Unset (the
     * Vite dev server): kept in memory only.
     */
    DATA_DIR: variable("a folder path", z.string().min(1).optional()),
    /** `off` renders every request (the bench's memory soak; debugging). ADR 006. */
    PAGE_CACHE: variable("on or off", z.enum(["on", "off"]).default("on")),
    /** How long creating a draft may take before the editor reads 'Insert aborted' (spec 001 §8). */
    DRAFT_TIMEOUT_MS: variable("a whole number of milliseconds (≥ 100)", whole(100).default(10_000)),
    /** How long the first byte waits for deferred data before streaming skeletons. ADR 003. */
    STREAM_WAIT_MS: variable("a whole number of milliseconds", whole(0).default(800)),
    /** Where the admin content page lives (issue 29, ADR 021); read by the route table when building. */
    ADMIN_CONTENT_PATH: variable(
      "one path segment such as /a-7f3c91e2 (3–64 lowercase letters, digits or hyphens; not a path the app uses)",
      z.string().default(defaultAdminContentPath).refine(isAdminContentPath, {
        error:
          "ADMIN_CONTENT_PATH must be one path segment such as /a-7f3c91e2 (3–64 lowercase letters, digits or hyphens; not a path the app uses)",
      }),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "SESSION_SECRET must be set in production" });
    }
    if (env.NODE_ENV === "production" && !env.APP_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_URL"],
        message: "APP_URL must be set in production (the site's public address, e.g. https://seed.example)",
      });
    }
  });

export type Env = z.output<typeof schema>;

/** A configuration that cannot work; `problems` has one sentence per variable. */
export class EnvError extends Error {
  override name = "EnvError";
  constructor(readonly problems: string[]) {
    super(`The app's configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
  }
}

/** Never echoed in a message (logs are read by more people than the secrets are). */
const secret = /SECRET|TOKEN|PASSWORD|^REDIS$/; // a Redis URL may hold its password

/** Parses a set of environment variables (process.env at start; any object in tests). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (problems.has(name)) continue;
    if (issue.code === "custom") {
      problems.set(name, issue.message);
      continue;
    }
    const expects = schema.shape[name as keyof typeof schema.shape]?.description ?? "valid";
    const value = source[name] ?? "";
    problems.set(name, `${name} must be ${expects}${secret.test(name) ? "" : `, got '${value}'`}`);
  }
  throw new EnvError([...problems.values()]);
}

/**
 * The admin page's path is built in (ADR 021): a server started with another ADMIN_CONTENT_PATH
 * than its build was made with would answer on the old path, so it refuses to start.
 */
export function checkBuiltAdminPath(env: Env, built: string) {
  const wanted = env.ADMIN_CONTENT_PATH;
  if (wanted !== built) {
    throw new EnvError([
      `ADMIN_CONTENT_PATH is '${wanted}' but this build was made for '${built}': build again (npm run build) with the variable set`,
    ]);
  }
}

/** The configuration, read once when the server starts. */
export const env = parseEnv(process.env);
checkBuiltAdminPath(env, adminContentPath);
