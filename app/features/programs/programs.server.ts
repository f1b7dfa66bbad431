// The programmes as the public site reads them (issue 50): the landing page's cards, /programs/:slug
// and /register?program=…. The same for every reader, so read with the app's service account (a
// public read) and kept in this process (./programs-cache.server.ts).
import { createItem, readItems, withOptions } from "@directus/sdk";
import { createServiceClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { programsCache } from "./programs-cache.server";
import type { StoredProgram } from "./programs";

const programFields = ["id", "slug", "name", "summary", "duration", "tracks", "price", "open", "sort", "translations"] as const;

/** Every programme, in the landing page's order (then by name); retried on a network error or 5xx. */
export function listPrograms(): Promise<StoredProgram[]> {
  return programsCache.get("all", () =>
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
