import { clientKey, createRateLimiter, type RateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";

/** So many submissions per so many seconds. */
export interface Allowance {
  points: number;
  seconds: number;
}

export interface FormLimits {
  /** The form; prefixes its counters. */
  name: string;
  /**
   * Submissions from one client address, whatever the account: a flood guard. Generous, because
   * without TRUST_PROXY behind a proxy every visitor shares one client key.
   */
  perClient: Allowance;
  /** Submissions from one client address for one account (email): one person's allowance. */
  perClientAndAccount?: Allowance;
  /**
   * Submissions for one account from all addresses together (a guesser with many addresses).
   * Once spent, the account is refused for `lockSeconds` (then unlocks by itself). With `clear`
   * after every success, only failures count here.
   */
  perAccount?: Allowance & { lockSeconds?: number };
}

type Counter = "client" | "clientAndAccount" | "account";

/** A refusal names its counter: `account` is the per-account lock, which others' failures may have spent. */
export type FormLimitResult = { allowed: true } | (Extract<RateLimitResult, { allowed: false }> & { refusedBy: Counter });

/**
 * `knownDevice`: the client proved it signed in to this account before (a signed cookie; ADR 009).
 * Its attempts neither count against nor are refused by the per-account lock, so strangers' failures
 * cannot keep the owner out; its own counters still apply.
 */
export interface LimitOptions {
  knownDevice?: boolean;
}

export interface FormLimiter {
  /** Counts one submission of `account` (an email; trimmed, any case) from this request's client. */
  limit(request: Request, account?: string, options?: LimitOptions): Promise<FormLimitResult>;
  /**
   * After a success (a sign-in): forgets this client's count for the account, and takes this
   * submission off the account's count, so only failures add up there.
   */
  clear(request: Request, account?: string, options?: LimitOptions): Promise<void>;
  /**
   * After an attempt that never reached its check (Directus did not answer): takes this submission
   * off the counters of the person and the account, so an outage locks nobody out.
   */
  refund(request: Request, account?: string, options?: LimitOptions): Promise<void>;
  /** Lifts the account's lock and forgets its failures (its password was just reset by its owner). */
  unlock(account: string): Promise<void>;
}

/**
 * Every form's rate limits, declared in one line each (ADR 008). Counters are checked in order,
 * client, client + account, account; the first one spent refuses (its `retryAfterSeconds` goes
 * into the 429's Retry-After).
 */
export function createFormLimiter({ name, perClient, perClientAndAccount, perAccount }: FormLimits): FormLimiter {
  const counter = (scope: string, { points, seconds, lockSeconds }: Allowance & { lockSeconds?: number }) =>
    createRateLimiter({ keyPrefix: `${name}-${scope}`, points, durationSeconds: seconds, lockSeconds });
  const byClient = counter("client", perClient);
  const byClientAndAccount = perClientAndAccount ? counter("client-account", perClientAndAccount) : null;
  const byAccount = perAccount ? counter("account", perAccount) : null;

  const accountKeyOf = (account: string | undefined) => account?.trim().toLowerCase();

  /** The counters that apply to this submission, each with its key and name. */
  function keys(request: Request, account: string | undefined, options?: LimitOptions): Array<[RateLimiter, string, Counter]> {
    const client = clientKey(request);
    const accountKey = accountKeyOf(account);
    const result: Array<[RateLimiter, string, Counter]> = [[byClient, client, "client"]];
    if (accountKey && byClientAndAccount) result.push([byClientAndAccount, `${client}|${accountKey}`, "clientAndAccount"]);
    if (accountKey && byAccount && !options?.knownDevice) result.push([byAccount, accountKey, "account"]);
    return result;
  }

  return {
    async limit(request, account, options) {
      for (const [limiter, key, refusedBy] of keys(request, account, options)) {
        const result = await limiter.consume(key);
        if (!result.allowed) return { ...result, refusedBy };
      }
      return { allowed: true };
    },
    async clear(request, account, options) {
      for (const [limiter, key] of keys(request, account, options)) {
        if (limiter === byClientAndAccount) await limiter.reset(key);
        if (limiter === byAccount) await limiter.refund(key);
      }
    },
    async refund(request, account, options) {
      for (const [limiter, key, counter] of keys(request, account, options)) if (counter !== "client") await limiter.refund(key);
    },
    async unlock(account) {
      const accountKey = accountKeyOf(account);
      if (accountKey && byAccount) await byAccount.reset(accountKey);
    },
  };
}
