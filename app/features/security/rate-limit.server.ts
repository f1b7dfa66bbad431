import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Rate limits for public forms (sign-in, registration, password reset; usable by cooperation and
 * newsletter too). In memory: one app process holds the counts (several processes each count
 * on their own). `RATE_LIMIT_SCALE` multiplies every allowance (load tests).
 */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt for `key`; refuses when the key is over its allowance. */
  consume(key: string): Promise<RateLimitResult>;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): Promise<void>;
}

export function createRateLimiter({ keyPrefix, points, durationSeconds }: { keyPrefix: string; points: number; durationSeconds: number }): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix, points: points * scale, duration: durationSeconds });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
        throw error;
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * Who is asking. Behind a reverse proxy we trust (TRUST_PROXY=true) that is the address the proxy
 * appended last to X-Forwarded-For (earlier entries are the client's own word). Otherwise it is
 * the socket address, which our server (server.mjs) puts in X-Seed-Client-Address, overwriting
 * whatever the client sent. Without either (the Vite dev server) every client shares one key:
 * limits stay enforced, just globally. Combine with a per-target key (e.g. the email) so one busy
 * client can't lock everyone out of the same form.
 */
export function clientKey(request: Request) {
  if (process.env.TRUST_PROXY === "true") {
    const last = request.headers.get("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (last) return `ip:${last}`;
  }
  const socketAddress = request.headers.get("X-Seed-Client-Address");
  if (socketAddress) return `ip:${socketAddress}`;
  return "anon";
}

/** Headers for a 429 answer. */
export function retryAfterHeaders(result: Extract<RateLimitResult, { allowed: false }>) {
  return { "Retry-After": String(result.retryAfterSeconds) };
}
