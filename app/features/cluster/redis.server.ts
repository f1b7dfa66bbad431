// What several app processes share (README, scale-out; ADR 015): one Redis connection for commands
// (rate limits, signed-out sessions) and one for messages ("content changed"). Without REDIS each
// process keeps these for itself, as a single process always did.
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { env } from "~/env.server";

/** Names every key and channel of this site in the shared Redis. */
export const redisPrefix = env.REDIS_PREFIX;

let client: Redis | null | undefined;
let subscriber: Redis | undefined;

function connect() {
  // A command waits at most a second, so a lost Redis slows requests down by that much at most:
  // callers then fall back to what this process knows (rate-limit.server.ts, session.server.ts).
  return new Redis(env.REDIS!, { commandTimeout: 1000, maxRetriesPerRequest: 1 });
}

/** The shared connection, or null when the app runs alone (no REDIS). */
export function redis(): Redis | null {
  if (client === undefined) {
    client = env.REDIS ? connect() : null;
    client?.on("error", (error: Error) => console.error(`Redis: ${error.message}`));
  }
  return client;
}

/** Tells this process apart from the others, so it does not act twice on its own messages. */
const processId = randomUUID();
const handlers = new Map<string, () => void>();

/**
 * `handler` runs in every other app process when this one calls the returned function (and, with
 * no Redis, nowhere else: there are no other processes). Messages are best effort: a process that
 * is not connected at that moment misses them (its caches expire on their own within seconds).
 */
export function onEveryProcess(topic: string, handler: () => void): () => void {
  const channel = `${redisPrefix}${topic}`;
  handlers.set(channel, handler);
  if (env.REDIS) {
    if (!subscriber) {
      subscriber = new Redis(env.REDIS);
      subscriber.on("error", (error: Error) => console.error(`Redis (messages): ${error.message}`));
      subscriber.on("message", (from: string, message: string) => {
        if (message !== processId) handlers.get(from)?.();
      });
    }
    void subscriber.subscribe(channel).catch((error: Error) => console.error(`Redis: subscribing to ${channel} failed: ${error.message}`));
  }
  return () => {
    redis()
      ?.publish(channel, processId)
      .catch((error: Error) => console.error(`Redis: publishing ${channel} failed: ${error.message}`));
  };
}
