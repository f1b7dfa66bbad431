import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/**
 * Per-client limits for the public forms (cooperation, newsletter). In memory: one app process;
 * `RATE_LIMIT_SCALE` multiplies the allowance (e.g. for load tests).
 *
 * The client is the first address in X-Forwarded-For (set by the reverse proxy in production);
 * without one every request counts against the same "direct" client, which errs on the safe side.
 */
const scale = Math.max(1, Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1);

export function createFormRateLimiter({ keyPrefix, points, durationSeconds }: { keyPrefix: string; points: number; durationSeconds: number }) {
  const limiter = new RateLimiterMemory({ keyPrefix, points: points * scale, duration: durationSeconds });
  /** Counts one attempt; false when the client is over its allowance. */
  return async function allow(request: Request) {
    try {
      await limiter.consume(clientKey(request));
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  };
}

export function clientKey(request: Request) {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || request.headers.get("X-Real-IP") || "direct";
}
