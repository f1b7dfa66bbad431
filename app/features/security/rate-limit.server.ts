import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { env } from "~/env.server";
import { redis, redisPrefix } from "~/features/cluster/redis.server";
import { clientAddress, clientNetwork } from "~/features/http/client-address.server";

/**
 * Rate limits for public forms (sign-in, registration, password reset; usable by cooperation and
 * newsletter too). With REDIS the counts are in Redis, shared by every app process (a process that
 * cannot reach it counts on its own meanwhile); without, in this process's memory.
 * `RATE_LIMIT_SCALE` multiplies every allowance (load tests).
 */
const scale = env.RATE_LIMIT_SCALE;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /**
   * Counts one attempt for `key` (or `count` at once, e.g. an import's invitations); refuses when
   * the key would be over its allowance. A refusal of several at once counts none of them.
   */
  consume(key: string, count?: number): Promise<RateLimitResult>;
  /** Whether `key` is over its allowance now, without counting an attempt. */
  check(key: string): Promise<RateLimitResult>;
  /** How many attempts `key` has left now, without counting one (e.g. an import's preview). */
  left(key: string): Promise<number>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
  /** Gives back one attempt counted for `key` (it turned out not to count, e.g. a sign-in that succeeded). */
  refund(key: string): Promise<void>;
}

export function createRateLimiter({
  keyPrefix,
  points,
  durationSeconds,
  lockSeconds,
}: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  /** Once over the allowance, the key stays refused this long from that moment (then unlocks by itself). */
  lockSeconds?: number;
}): RateLimiter {
  const options = { keyPrefix, points: points * scale, duration: durationSeconds, blockDuration: lockSeconds ?? 0 };
  const shared = redis();
  const limiter = shared
    ? new RateLimiterRedis({
        ...options,
        keyPrefix: `${redisPrefix}limit:${keyPrefix}`,
        storeClient: shared,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(options),
      })
    : new RateLimiterMemory(options);
  return {
    async consume(key, count = 1) {
      try {
        await limiter.consume(key, count);
        return { allowed: true };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        if (count > 1) await limiter.reward(key, count);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
      }
    },
    async check(key) {
      const current = await limiter.get(key);
      if (!current || current.consumedPoints <= options.points) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(current.msBeforeNext / 1000)) };
    },
    async left(key) {
      const current = await limiter.get(key);
      return Math.max(0, options.points - (current?.consumedPoints ?? 0));
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key) {
      // Only a key that still holds attempts: a refund must never become an extra attempt.
      const current = await limiter.get(key);
      if (current && current.consumedPoints > 0) await limiter.reward(key, 1);
    },
  };
}

/**
 * Who is asking (IPv6 clients by their /64): the client's address as our server resolved it (`clientAddress`: the socket's, or
 * behind TRUST_PROXY proxies the one they vouch for). Without it (the Vite dev server) every client
 * shares one key: limits stay enforced, just globally. Combine with a per-target key (e.g. the
 * email) so one busy client can't lock everyone out of the same form.
 */
export function clientKey(request: Request) {
  const address = clientAddress(request);
  return address ? `ip:${clientNetwork(address)}` : "anon";
}

/** Headers for a 429 answer. */
export function retryAfterHeaders(result: Extract<RateLimitResult, { allowed: false }>) {
  return { "Retry-After": String(result.retryAfterSeconds) };
}
