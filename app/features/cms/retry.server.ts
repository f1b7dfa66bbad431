/**
 * Retries for idempotent Directus reads (spec 000 §7: "3 retries with exponential backoff"). The
 * spec's client waits 1, 2 and 4 s; a page render cannot, so the waits are short and everything,
 * retries included, fits in one time budget: the landing page's news must fall back before
 * `streamTimeout` (5 s), and with Directus stopped the built-in posts must still be in the first HTML
 * (STREAM_WAIT_MS, 800 ms). See docs/decisions/013-read-retries-and-private-media.md.
 */
export interface RetryOptions {
  /** Retries after the first attempt (spec: 3). */
  retries?: number;
  /** The first wait; each next one doubles (50, 100, 200 ms). */
  backoffMs?: number;
  /** The whole read, attempts and waits together, is given up after this long. */
  budgetMs?: number;
}

export const readRetryDefaults = { retries: 3, backoffMs: 50, budgetMs: 3_000 } satisfies Required<RetryOptions>;

/** The HTTP status of a Directus SDK error, if the error is an answer (not a network failure). */
function answeredStatus(error: unknown): number | null {
  const response = (error as { response?: unknown } | null)?.response;
  return response instanceof Response ? response.status : null;
}

/**
 * Whether another attempt may help: no answer at all (connection refused or reset) or a 5xx. A 4xx
 * is the same the next time, and a read that ran out of time has used up the budget.
 */
export function isRetryable(error: unknown) {
  const status = answeredStatus(error);
  if (status !== null) return status >= 500;
  const name = (error as { name?: unknown } | null)?.name;
  return name !== "TimeoutError" && name !== "AbortError";
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `read` (give its signal to every request it makes) until it succeeds, the error is not
 * retryable, the retries are spent or the next wait would end past the budget; then throws the
 * last error. Only for reads: a write repeated after a lost answer could happen twice.
 */
export async function withRetries<T>(read: (signal: AbortSignal) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries, backoffMs, budgetMs } = { ...readRetryDefaults, ...options };
  const deadline = Date.now() + budgetMs;
  for (let attempt = 0; ; attempt++) {
    try {
      return await read(AbortSignal.timeout(Math.max(1, deadline - Date.now())));
    } catch (error) {
      const wait = backoffMs * 2 ** attempt;
      if (attempt >= retries || !isRetryable(error) || Date.now() + wait >= deadline) throw error;
      await sleep(wait);
    }
  }
}
