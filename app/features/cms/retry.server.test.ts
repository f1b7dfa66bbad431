import { describe, expect, test } from "vitest";
import { isRetryable, withRetries } from "./retry.server";

/** What the Directus SDK throws for an answer with an error status. */
const answered = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: new Response(null, { status }) });
const refused = () => new TypeError("fetch failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) });

/** A read that fails with the given errors in turn, then answers "ok". */
function flaky(errors: unknown[]) {
  const calls: number[] = [];
  const started = Date.now();
  const read = async () => {
    calls.push(Date.now() - started);
    if (calls.length <= errors.length) throw errors[calls.length - 1];
    return "ok";
  };
  return { read, calls };
}

describe("isRetryable", () => {
  test("network failures and 5xx are retried; 4xx and a spent budget are not", () => {
    expect(isRetryable(refused())).toBe(true);
    expect(isRetryable(answered(502))).toBe(true);
    expect(isRetryable(answered(503))).toBe(true);
    expect(isRetryable(answered(400))).toBe(false);
    expect(isRetryable(answered(403))).toBe(false);
    expect(isRetryable(answered(404))).toBe(false);
    expect(isRetryable(new DOMException("timed out", "TimeoutError"))).toBe(false);
  });
});

describe("withRetries", () => {
  test("a 503 then a refused connection, then an answer: three attempts with doubling waits", async () => {
    const { read, calls } = flaky([answered(503), refused()]);
    expect(await withRetries(read, { backoffMs: 20 })).toBe("ok");
    expect(calls).toHaveLength(3);
    expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(19);
    expect(calls[2] - calls[1]).toBeGreaterThanOrEqual(39);
  });

  test("3 retries at most (spec 000 §7), then the last error", async () => {
    const errors = [1, 2, 3, 4, 5].map(() => answered(500));
    const { read, calls } = flaky(errors);
    await expect(withRetries(read, { backoffMs: 1 })).rejects.toBe(errors[3]);
    expect(calls).toHaveLength(4);
  });

  test("a 4xx is not retried", async () => {
    const error = answered(403);
    const { read, calls } = flaky([error]);
    await expect(withRetries(read)).rejects.toBe(error);
    expect(calls).toHaveLength(1);
  });

  test("no wait starts that would end past the budget", async () => {
    const { read, calls } = flaky([refused(), refused(), refused(), refused()]);
    const started = Date.now();
    await expect(withRetries(read, { backoffMs: 40, budgetMs: 100 })).rejects.toThrow("fetch failed");
    expect(calls).toHaveLength(2); // waits 40 ms, then 80 would pass 100
    expect(Date.now() - started).toBeLessThan(100);
  });

  test("each attempt gets a signal that fires when the budget runs out", async () => {
    const started = Date.now();
    const read = (signal: AbortSignal) =>
      new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true }));
    await expect(withRetries(read, { budgetMs: 80 })).rejects.toMatchObject({ name: "TimeoutError" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
