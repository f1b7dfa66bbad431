/**
 * A small in-process cache with stale-while-revalidate (DESIGN.md, Performance): a fresh entry is
 * served as is; a stale one is served at once while one background load refreshes it; an expired
 * or missing one is loaded (concurrent callers share that load). Failed loads are never cached,
 * and a failed background refresh keeps the stale value. `clear()` bumps a generation so a load
 * that started before it cannot put old data back.
 */
export function createSwrCache<T>({
  freshMs,
  staleMs,
  maxEntries = 500,
  now = Date.now,
}: {
  freshMs: number;
  staleMs: number;
  maxEntries?: number;
  now?: () => number;
}) {
  type Entry = { value: T; storedAt: number };
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  function load(key: string, loader: () => Promise<T>) {
    const pending = loading.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const promise = loader()
      .then((value) => {
        if (startedIn === generation) {
          entries.delete(key); // re-insert: Map order doubles as least-recently-stored order
          entries.set(key, { value, storedAt: now() });
          if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => {
        if (loading.get(key) === promise) loading.delete(key);
      });
    loading.set(key, promise);
    return promise;
  }

  return {
    async get(key: string, loader: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      if (entry && age < freshMs) return entry.value;
      if (entry && age < freshMs + staleMs) {
        load(key, loader).catch((error: unknown) => console.error(`Cache refresh of ${key} failed (serving stale):`, error));
        return entry.value;
      }
      return load(key, loader);
    },
    clear() {
      generation++;
      entries.clear();
      loading.clear();
    },
  };
}
