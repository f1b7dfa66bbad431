import { createHmac } from "node:crypto";
import { describe, expect, test } from "vitest";
import { createReadCache, signedWith } from "./read-cache.server";

/** A loader that answers each read by name with a fresh object, counting its calls. */
function directus() {
  const calls: string[][] = [];
  return {
    calls,
    load: async (names: string[]) => {
      calls.push(names);
      return Object.fromEntries(names.map((name) => [name, [{ name, call: calls.length }]]));
    },
  };
}

describe("kept reads", () => {
  test("a read seen again is kept; only the reads not kept go to Directus, together", async () => {
    const cache = createReadCache({ enabled: true });
    const d = directus();
    await cache.keptReads("token-a", { a: "read a" }, d.load);
    const answer = await cache.keptReads("token-a", { a: "read a", b: "read b" }, d.load);
    expect(d.calls).toEqual([["a"], ["b"]]);
    expect(answer).toEqual({ a: [{ name: "a", call: 1 }], b: [{ name: "b", call: 2 }] });
    expect(cache.figures()).toMatchObject({ hits: 1, misses: 2 });
  });

  test("one person's kept read is never another's: the token is part of the key", async () => {
    const cache = createReadCache({ enabled: true });
    const d = directus();
    await cache.keptReads("token-a", { a: "read a" }, d.load);
    await cache.keptReads("token-b", { a: "read a" }, d.load);
    await cache.keptReads(null, { a: "read a" }, d.load);
    expect(d.calls).toEqual([["a"], ["a"], ["a"]]);
  });

  test("a write drops everything, and an answer read while it was told is not kept", async () => {
    const cache = createReadCache({ enabled: true });
    const d = directus();
    await cache.keptReads("t", { a: "read a" }, d.load);
    cache.drop();
    await cache.keptReads("t", { a: "read a" }, async (names) => {
      cache.drop(); // told while the read was under way: its answer may be from before the write
      return d.load(names);
    });
    await cache.keptReads("t", { a: "read a" }, d.load);
    expect(d.calls).toHaveLength(3);
  });

  test("each caller gets its own copy", async () => {
    const cache = createReadCache({ enabled: true });
    const d = directus();
    const first = (await cache.keptReads("t", { a: "read a" }, d.load)) as { a: { name: string }[] };
    first.a[0]!.name = "changed by a loader";
    const second = (await cache.keptReads("t", { a: "read a" }, d.load)) as { a: { name: string }[] };
    expect(second.a[0]!.name).toBe("a");
  });

  test("off: every read goes to Directus; old reads expire; the oldest go first when full", async () => {
    const off = createReadCache({ enabled: false });
    const d = directus();
    await off.keptReads("t", { a: "read a" }, d.load);
    await off.keptReads("t", { a: "read a" }, d.load);
    expect(d.calls).toHaveLength(2);

    const expiring = createReadCache({ enabled: true, keptMs: 0 });
    await expiring.keptReads("t", { a: "read a" }, d.load);
    await expiring.keptReads("t", { a: "read a" }, d.load);
    expect(d.calls).toHaveLength(4);

    const small = createReadCache({ enabled: true, maxKept: 1 });
    await small.keptReads("t", { a: "read a" }, d.load);
    await small.keptReads("t", { b: "read b" }, d.load);
    await small.keptReads("t", { a: "read a" }, d.load);
    expect(d.calls).toHaveLength(7);
  });
});

test("the channel's signature: HMAC-SHA256 of the body with the secret, nothing else", () => {
  const sign = (body: string, secret: string) => createHmac("sha256", secret).update(body).digest("hex");
  expect(signedWith("s", '{"at":1}', sign('{"at":1}', "s"))).toBe(true);
  expect(signedWith("s", '{"at":2}', sign('{"at":1}', "s"))).toBe(false);
  expect(signedWith("s", '{"at":1}', sign('{"at":1}', "other"))).toBe(false);
  expect(signedWith("s", '{"at":1}', undefined)).toBe(false);
  expect(signedWith(undefined, '{"at":1}', sign('{"at":1}', ""))).toBe(false);
  expect(signedWith("s", '{"at":1}', "short")).toBe(false);
});
