import { expect, test, vi } from "vitest";
import { createSwrCache } from "./swr-cache.server";

function setup() {
  let time = 0;
  const cache = createSwrCache<number>({ freshMs: 1000, staleMs: 5000, now: () => time });
  return { cache, advance: (ms: number) => (time += ms) };
}

test("a fresh entry is served without loading again", async () => {
  const { cache, advance } = setup();
  const loader = vi.fn().mockResolvedValue(1);
  expect(await cache.get("k", loader)).toBe(1);
  advance(999);
  expect(await cache.get("k", loader)).toBe(1);
  expect(loader).toHaveBeenCalledTimes(1);
});

test("a stale entry is served at once and refreshed in the background", async () => {
  const { cache, advance } = setup();
  await cache.get("k", async () => 1);
  advance(2000);
  const refresh = vi.fn().mockResolvedValue(2);
  expect(await cache.get("k", refresh)).toBe(1);
  await Promise.resolve();
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(await cache.get("k", async () => 3)).toBe(2);
});

test("an expired entry is loaded again, and concurrent callers share one load", async () => {
  const { cache, advance } = setup();
  await cache.get("k", async () => 1);
  advance(7000);
  const loader = vi.fn().mockResolvedValue(2);
  const [a, b] = await Promise.all([cache.get("k", loader), cache.get("k", loader)]);
  expect([a, b]).toEqual([2, 2]);
  expect(loader).toHaveBeenCalledTimes(1);
});

test("failures are not cached, and a failed refresh keeps the stale value", async () => {
  const { cache, advance } = setup();
  await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await cache.get("k", async () => 1)).toBe(1);
  advance(2000);
  const error = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(await cache.get("k", () => Promise.reject(new Error("down")))).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(error).toHaveBeenCalled();
  error.mockRestore();
  expect(await cache.get("k", async () => 2)).toBe(1);
});

test("clear() drops entries and ignores loads that started before it", async () => {
  const { cache } = setup();
  let finish!: (value: number) => void;
  const slow = cache.get("k", () => new Promise<number>((resolve) => (finish = resolve)));
  cache.clear();
  finish(1);
  expect(await slow).toBe(1);
  expect(await cache.get("k", async () => 2)).toBe(2);
});
