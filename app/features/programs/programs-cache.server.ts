// The public programmes kept in this process (issue 50): fresh for 10 s, then served stale for up to
// 10 min while one request refreshes them. /staff/programs calls `invalidatePrograms()` after every
// write, which also drops the kept pages that show them, in every process. Apart from the reads, so
// that staff code clears them without importing the service client.
import { onEveryProcess } from "~/features/cluster/redis.server";
import { clearPageCache } from "~/features/page-cache/page-cache.server";
import { createSwrCache } from "~/features/posts/swr-cache.server";
import type { StoredProgram } from "./programs";

export const programsCache = createSwrCache<StoredProgram[]>({ freshMs: 10_000, staleMs: 600_000, maxEntries: 1 });

function dropPrograms() {
  programsCache.clear();
  clearPageCache(); // the landing page and the programme pages show them
}
const dropProgramsEverywhere = onEveryProcess("programs-changed", dropPrograms);

/** Drops the kept programmes and the pages that show them, in every app process (after any write). */
export function invalidatePrograms() {
  dropPrograms();
  dropProgramsEverywhere();
}
