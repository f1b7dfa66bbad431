import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { createFormLimiter, type FormLimits } from "./limiter.server";

/** A request as our server passes it on: the socket address in X-Seed-Client-Address. */
const from = (address: string) => new Request("http://localhost/", { method: "POST", headers: { "X-Seed-Client-Address": address } });
const minute = { seconds: 60 };

/** A limiter of its own (a fresh name) whose per-client flood guard (100 a minute) stays out of the way unless a test sets it. */
const limiterWith = (limits: Omit<FormLimits, "name" | "perClient"> & Partial<Pick<FormLimits, "perClient">>) =>
  createFormLimiter({ name: randomUUID(), perClient: { points: 100, ...minute }, ...limits });

async function attempts(count: number, attempt: () => Promise<{ allowed: boolean }>) {
  const results: boolean[] = [];
  for (let i = 0; i < count; i++) results.push((await attempt()).allowed);
  return results;
}

test("one client gets its allowance, then a refusal that says how long to wait", async () => {
  const limiter = limiterWith({ perClient: { points: 3, seconds: 600 } });
  expect(await attempts(3, () => limiter.limit(from("203.0.113.1")))).toEqual([true, true, true]);
  const refused = await limiter.limit(from("203.0.113.1"));
  expect(refused.allowed).toBe(false);
  if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(590);
  expect((await limiter.limit(from("203.0.113.2"))).allowed).toBe(true);
});

test("per client and account: one person's allowance does not use up another account's or another client's", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 2, ...minute },
  });
  expect(await attempts(3, () => limiter.limit(from("203.0.113.1"), "an@example.com"))).toEqual([true, true, false]);
  expect((await limiter.limit(from("203.0.113.1"), "binh@example.com")).allowed).toBe(true);
  expect((await limiter.limit(from("203.0.113.2"), "an@example.com")).allowed).toBe(true);
});

test("an account is the same whatever its case and surrounding spaces", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 1, ...minute },
  });
  expect((await limiter.limit(from("203.0.113.1"), "An@Example.com")).allowed).toBe(true);
  expect((await limiter.limit(from("203.0.113.1"), " an@example.com ")).allowed).toBe(false);
});

test("per account: attempts from every address add up, then the account is locked for lockSeconds", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 10, ...minute },
    perAccount: { points: 3, seconds: 60, lockSeconds: 900 },
  });
  const addresses = ["198.51.100.1", "198.51.100.2", "198.51.100.3"];
  for (const address of addresses) expect((await limiter.limit(from(address), "target@example.com")).allowed).toBe(true);
  const refused = await limiter.limit(from("198.51.100.4"), "target@example.com");
  expect(refused).toEqual({ allowed: false, retryAfterSeconds: 900, refusedBy: "account" });
  // The lock is on the account, not on the addresses.
  expect((await limiter.limit(from("198.51.100.4"), "other@example.com")).allowed).toBe(true);
});

test("clear after a success: the client starts afresh and the success does not count against the account", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 2, ...minute },
    perAccount: { points: 2, seconds: 60, lockSeconds: 60 },
  });
  const request = from("203.0.113.9");
  for (let i = 0; i < 5; i++) {
    expect((await limiter.limit(request, "learner@example.com")).allowed).toBe(true);
    await limiter.clear(request, "learner@example.com");
  }
  // Failures still count: two are allowed from anywhere, the third is refused.
  expect((await limiter.limit(from("198.51.100.1"), "learner@example.com")).allowed).toBe(true);
  expect((await limiter.limit(from("198.51.100.2"), "learner@example.com")).allowed).toBe(true);
  expect((await limiter.limit(from("198.51.100.3"), "learner@example.com")).allowed).toBe(false);
});

test("clear never gives an account more than its allowance", async () => {
  const limiter = limiterWith({ perAccount: { points: 1, ...minute } });
  await limiter.clear(from("203.0.113.1"), "fresh@example.com");
  await limiter.clear(from("203.0.113.1"), "fresh@example.com");
  expect(await attempts(2, () => limiter.limit(from("203.0.113.1"), "fresh@example.com"))).toEqual([true, false]);
});

test("without an account only the per-client count applies", async () => {
  const limiter = limiterWith({ perClient: { points: 2, ...minute }, perAccount: { points: 1, ...minute } });
  expect(await attempts(3, () => limiter.limit(from("203.0.113.1")))).toEqual([true, true, false]);
});

test("a refusal says which count refused it: the person's own attempts, or the account's lock", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 1, ...minute },
    perAccount: { points: 1, seconds: 60, lockSeconds: 900 },
  });
  await limiter.limit(from("198.51.100.1"), "target@example.com");
  expect(await limiter.limit(from("198.51.100.1"), "target@example.com")).toMatchObject({ allowed: false, refusedBy: "clientAndAccount" });
  expect(await limiter.limit(from("198.51.100.2"), "target@example.com")).toMatchObject({ allowed: false, refusedBy: "account" });
});

test("unlock (after the owner reset the password) lifts the account's lock at once", async () => {
  const limiter = limiterWith({
    perAccount: { points: 1, seconds: 60, lockSeconds: 900 },
  });
  expect(await attempts(2, () => limiter.limit(from("198.51.100.1"), "target@example.com"))).toEqual([true, false]);
  await limiter.unlock(" Target@example.com ");
  expect((await limiter.limit(from("203.0.113.1"), "target@example.com")).allowed).toBe(true);
});

test("a known device is not held by the account lock, and its attempts do not count there; its own client limits still apply (ADR 009)", async () => {
  const limiter = limiterWith({
    perClientAndAccount: { points: 3, ...minute },
    perAccount: { points: 3, seconds: 60, lockSeconds: 900 },
  });
  for (const address of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
    expect((await limiter.limit(from(address), "owner@example.com")).allowed).toBe(true);
  expect((await limiter.limit(from("198.51.100.9"), "owner@example.com")).allowed).toBe(false);

  const owner = (options = { knownDevice: true }) => limiter.limit(from("203.0.113.50"), "owner@example.com", options);
  expect(await attempts(3, () => owner())).toEqual([true, true, true]);
  expect(await owner()).toMatchObject({ allowed: false, refusedBy: "clientAndAccount" });
  await limiter.clear(from("203.0.113.50"), "owner@example.com", { knownDevice: true });
  expect((await owner()).allowed).toBe(true);
  // The same browser without its cookie is a stranger again.
  expect(await limiter.limit(from("203.0.113.51"), "owner@example.com")).toMatchObject({ allowed: false, refusedBy: "account" });
});
