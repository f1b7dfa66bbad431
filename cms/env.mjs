// Directus is configured only from here: every variable it reads is built by this function and
// passed as process env. (A `.env` file in Directus' working directory would override process env,
// so Directus runs in a directory of its own under .data/ where no such file exists.)
import path from "node:path";
import { handInTypes } from "./extensions/shared/hand-ins.mjs";

/** DB_* from the environment when DB_CLIENT names another database than SQLite, else null. */
export function databaseFromEnv() {
  if (!process.env.DB_CLIENT || process.env.DB_CLIENT === "sqlite3") return null;
  const keys = ["DB_CLIENT", "DB_HOST", "DB_PORT", "DB_DATABASE", "DB_USER", "DB_PASSWORD", "DB_CONNECTION_STRING", "DB_SSL"];
  return Object.fromEntries(keys.filter((key) => process.env[key]).map((key) => [key, process.env[key]]));
}

/** "Seed Academy <no-reply@example.com>" → "no-reply@example.com". */
function bareAddress(from) {
  return from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();
}

/**
 * @param {object} o
 * @param {string} o.dataDir       where the SQLite file, uploads and extensions live
 * @param {number} o.port          Directus port (127.0.0.1)
 * @param {string} o.appUrl        the app's public URL (verification and reset links point there)
 * @param {{host:string,port:number,user?:string,password?:string,secure?:boolean}} o.smtp
 * @param {{directusSecret:string, adminToken:string, adminPassword:string}} o.secrets
 *   (the password makes the administrator on the first start only; scripts/stack.mjs chooses it)
 * @param {boolean} [o.forTests]   relax the registration limiter and stall times
 * @param {string} [o.publicUrl]   Directus' own public URL (several processes behind one address)
 * @param {Record<string,string>} [o.database]  DB_* settings (default: DB_* from the environment, else SQLite)
 * @param {{url: string, namespace?: string}} [o.redis]  Redis (default: REDIS from the environment, else none)
 */
export function directusEnv({
  dataDir,
  port,
  appUrl,
  smtp,
  secrets,
  forTests = false,
  publicUrl = `http://127.0.0.1:${port}`,
  database = databaseFromEnv(),
  redis = process.env.REDIS ? { url: process.env.REDIS } : null,
}) {
  const env = {
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    SECRET: secrets.directusSecret,
    ADMIN_EMAIL: process.env.SEED_ADMIN_EMAIL ?? "admin@example.com",
    ADMIN_PASSWORD: secrets.adminPassword,
    ADMIN_TOKEN: secrets.adminToken,
    LOG_LEVEL: process.env.DIRECTUS_LOG_LEVEL ?? "warn",
    LOG_STYLE: "pretty",
    TELEMETRY: "false",
    MCP_ENABLED: "false",
    AI_ENABLED: "false",
    WEBSOCKETS_ENABLED: "false",
    CACHE_ENABLED: "false",
    CACHE_SCHEMA_FREEZE_ENABLED: "true",
    MARKETPLACE_TRUST: "sandbox",
    EXTENSIONS_PATH: path.join(dataDir, "extensions"),
    EXTENSIONS_AUTO_RELOAD: "false",
    STORAGE_LOCATIONS: "local",
    STORAGE_LOCAL_ROOT: path.join(dataDir, "uploads"),
    ACCESS_TOKEN_TTL: process.env.DIRECTUS_ACCESS_TOKEN_TTL ?? "15m",
    REFRESH_TOKEN_TTL: process.env.DIRECTUS_REFRESH_TOKEN_TTL ?? "7d",
    // Registration and password reset send links to the app's own routes (accounts issue).
    USER_REGISTER_URL_ALLOW_LIST: `${appUrl}/verify-email`,
    PASSWORD_RESET_URL_ALLOW_LIST: `${appUrl}/reset-password`,
    USER_INVITE_URL_ALLOW_LIST: `${appUrl}/set-password`,
    // Read by cms/extensions/seed-mail-hook: Data Studio's invitations are moved to the app's page.
    SEED_APP_URL: appUrl,
    // Directus wants a bare address here (it adds the project name itself); "Name <addr>" makes
    // the SMTP server refuse every verification and reset mail.
    EMAIL_FROM: bareAddress(process.env.MAIL_FROM ?? "no-reply@example.com"),
    EMAIL_TRANSPORT: "smtp",
    EMAIL_SMTP_HOST: smtp.host,
    EMAIL_SMTP_PORT: String(smtp.port),
    EMAIL_SMTP_SECURE: smtp.secure ? "true" : "false",
    EMAIL_SMTP_IGNORE_TLS: smtp.secure ? "false" : "true",
    EMAIL_VERIFY_SETUP: "false",
    ...(smtp.user ? { EMAIL_SMTP_USER: smtp.user, EMAIL_SMTP_PASSWORD: smtp.password ?? "" } : {}),
    RATE_LIMITER_ENABLED: "false",
    // The verification link's lifetime, and so an unverified account's (cms/extensions/seed-account-expiry,
    // swept every 10 minutes; every 2 seconds in tests, which backdate an account to see it go).
    EMAIL_VERIFICATION_TOKEN_TTL: "7d",
    // An invitation link's lifetime, and so an unaccepted partner invitee's account and membership
    // (issue 51, item 1; the same sweep).
    USER_INVITE_TOKEN_TTL: "7d",
    SEED_UNVERIFIED_SWEEP: forTests ? "*/2 * * * * *" : "*/10 * * * *",
    // Offers left unanswered past their answer-by day expire (issue 48, item 1; ADR 041,
    // cms/extensions/seed-partner-rules): every 5 minutes; every 2 seconds in tests, which backdate an offer.
    SEED_OFFER_EXPIRY: forTests ? "*/2 * * * * *" : "*/5 * * * *",
    // A hire's rating is asked for once its company's time after the hire has passed (issue 48, item 5;
    // ADR 046): every hour; every 2 seconds in tests, which backdate a hire.
    SEED_HIRE_RATING: forTests ? "*/2 * * * * *" : "0 * * * *",
    // The daily digest of notifications (issue 47, item 3): midnight UTC, 07:00 in Vietnam. Tests make
    // it at once through POST /seed-outbox/digest instead.
    SEED_NOTIFICATION_DIGEST: process.env.SEED_NOTIFICATION_DIGEST ?? "0 0 * * *",
    // Uploads (issue 28): the app's /upload checks each file's first bytes and size as it streams;
    // these are Directus' own backstop for Studio uploads (global, by declared type only). Issue 49,
    // item 2: the list also names the hand-ins' PDF and Office types, and each policy's `validation`
    // on directus_files narrows it again (staff: the five images; learners: the hand-in types, into
    // the hand-ins folder only; cms/permissions/media.mjs and learning.mjs).
    FILES_MAX_UPLOAD_SIZE: "10mb",
    FILES_MIME_TYPE_ALLOW_LIST: handInTypes.join(","),
    // The app calls Directus for its visitors (sign-in, registration, password reset) and names the
    // visitor in X-Forwarded-For. Directus takes that address only from a proxy on this machine
    // (the app; Directus listens on 127.0.0.1), so its registration limiter and activity log count
    // each visitor instead of the app, and nobody else can claim an address.
    IP_TRUST_PROXY: "loopback",
    // Under test load (a busy 2-core box) Directus' event-loop pressure check answers 503 at random.
    PRESSURE_LIMITER_ENABLED: forTests ? "false" : "true",
    RATE_LIMITER_REGISTRATION_ENABLED: forTests ? "false" : "true",
    LOGIN_STALL_TIME: forTests ? "0" : "500",
    // Tests sign in, register and change passwords hundreds of times: argon2 at Directus' defaults
    // (64 MiB, 3 passes) costs a quarter to over a second of CPU per hash or check on a busy 2-core
    // machine. A test stack's throwaway accounts take a cheap setting (issue 45); every other stack
    // keeps Directus' defaults. A hash carries its own settings, so checks follow whichever made it.
    ...(forTests ? { HASH_MEMORY_COST: "4096", HASH_TIME_COST: "1" } : {}),
    REGISTER_STALL_TIME: forTests ? "0" : "750",
  };
  if (process.env.STORAGE_LOCATIONS && process.env.STORAGE_LOCATIONS !== "local") {
    // Files in S3-compatible storage (several Directus machines, README): STORAGE_LOCATIONS=s3 and
    // STORAGE_S3_* exactly as Directus documents them, passed on as they are.
    for (const [key, value] of Object.entries(process.env)) if (key.startsWith("STORAGE_") && value) env[key] = value;
  }
  if (database) {
    Object.assign(env, database); // Scale-out: PostgreSQL (README). Directus reads DB_* as they are.
  } else {
    env.DB_CLIENT = "sqlite3";
    env.DB_FILENAME = path.join(dataDir, "directus.db");
  }
  if (redis) {
    // One Redis for the cache (purged on every write, so no process serves an old answer), the
    // synchronisation and lock stores, the bus that tells every process of a schema change, and the
    // rate limiters. Pub/sub channels are not per database: the namespace keeps clusters apart.
    const namespace = redis.namespace ?? "directus";
    Object.assign(env, {
      REDIS: redis.url,
      CACHE_ENABLED: "true",
      CACHE_STORE: "redis",
      CACHE_AUTO_PURGE: "true",
      CACHE_NAMESPACE: `${namespace}:cache`,
      SYNCHRONIZATION_STORE: "redis",
      REDIS_BUS_NAMESPACE: `${namespace}:bus`,
      REDIS_LOCK_NAMESPACE: `${namespace}:lock`,
      RATE_LIMITER_STORE: "redis",
    });
  }
  return env;
}
