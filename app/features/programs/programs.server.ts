// The programmes as the public site reads them (issue 50): the landing page's cards, /programs/:slug
// and /register?program=…. The same for every reader, so read with the app's service account (a
// public read) and kept in this process: fresh for 10 s, then served stale while one request
// refreshes them. /staff/programs calls `invalidatePrograms()` after every write, which also drops
// the kept pages that show them, in every process.
import { createItem, readItems, withOptions } from "@directus/sdk";
import { onEveryProcess } from "~/features/cluster/redis.server";
import { createServiceClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { clearPageCache } from "~/features/page-cache/page-cache.server";
import { createSwrCache } from "~/features/posts/swr-cache.server";
import type { StoredProgram } from "./programs";

const programFields = ["id", "slug", "name", "summary", "duration", "tracks", "price", "open", "sort", "translations"] as const;

const cache = createSwrCache<StoredProgram[]>({ freshMs: 10_000, staleMs: 600_000, maxEntries: 1 });

function dropPrograms() {
  cache.clear();
  clearPageCache(); // the landing page and the programme pages show them
}
const dropProgramsEverywhere = onEveryProcess("programs-changed", dropPrograms);

/** Drops the kept programmes and the pages that show them, in every app process (after any write). */
export function invalidatePrograms() {
  dropPrograms();
  dropProgramsEverywhere();
}

/** Every programme, in the landing page's order (then by name); retried on a network error or 5xx. */
export function listPrograms(): Promise<StoredProgram[]> {
  return cache.get("all", () =>
    withRetries((signal) =>
      createServiceClient().request(
        withOptions(readItems("seed_programs", { fields: [...programFields], sort: ["sort", "name"], limit: -1 }), { signal }),
      ),
    ),
  );
}

/** The programme a slug names, or null. */
export async function findProgram(slug: string | null | undefined) {
  if (!slug) return null;
  return (await listPrograms()).find((program) => program.slug === slug) ?? null;
}

/**
 * Someone registered from a programme's page (`/register?program=…`): their address is kept once per
 * programme, so staff see the interest per programme. Only for a programme open for registration.
 */
export async function recordInterest(program: StoredProgram, email: string) {
  if (!program.open) return;
  const client = createServiceClient();
  const address = email.toLowerCase();
  const [known] = await client.request(
    readItems("seed_program_interests", {
      fields: ["id"],
      filter: { _and: [{ program: { _eq: program.id } }, { email: { _eq: address } }] },
      limit: 1,
    }),
  );
  if (!known) await client.request(createItem("seed_program_interests", { program: program.id, email: address }));
}
