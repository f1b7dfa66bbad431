// People whose every session ended at a moment (#31): suspended, role changed, deleted. A session
// signed in before its user's moment is over at its next request, in every app process. Kept here,
// in Redis when there is one (`revoked-user:<id>`, for every process), and in a small file in
// DATA_DIR, so a restart without Redis forgets none of them.
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";
import { redis, redisPrefix } from "~/features/cluster/redis.server";

/** As long as any session cookie can live (a remembered one: 7 days); older revocations cover no session. */
const KEEP_MS = 7 * 24 * 3600_000;

const file = env.DATA_DIR ? path.join(env.DATA_DIR, "revoked-users.json") : null;
const revokedAt = new Map<string, number>();
let fileVersion = -1;
const redisKey = (userId: string) => `${redisPrefix}revoked-user:${userId}`;

/** Reads the file again when another process (or an earlier run) changed it. */
function readFile() {
  if (!file) return;
  let version: number;
  try {
    version = fs.statSync(file).mtimeMs;
  } catch {
    return; // none yet
  }
  if (version === fileVersion) return;
  fileVersion = version;
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, number>;
    for (const [userId, at] of Object.entries(stored)) if (at > (revokedAt.get(userId) ?? 0)) revokedAt.set(userId, at);
  } catch (error) {
    console.error(`Reading ${file} failed: ${(error as Error).message}`);
  }
}

function writeFile(now: number) {
  if (!file) return;
  for (const [userId, at] of revokedAt) if (at < now - KEEP_MS) revokedAt.delete(userId);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole, then renamed: a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(revokedAt)), { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** Ends every session of this user signed in until now, in every app process (admin Suspend, Change role, Delete). */
export async function revokeUserSessions(userId: string, now = Date.now()) {
  readFile();
  revokedAt.set(userId, Math.max(now, revokedAt.get(userId) ?? 0));
  try {
    writeFile(now);
  } catch (error) {
    console.error(`Recording a revoked user failed: ${(error as Error).message}`);
  }
  await redis()
    ?.set(redisKey(userId), String(now), "PX", KEEP_MS)
    .catch((error: Error) => console.error(`Revoking a user in Redis failed: ${error.message}`));
}

/** When this user's sessions were last revoked (epoch ms), 0 if never. */
export async function userRevokedAt(userId: string): Promise<number> {
  readFile();
  const here = revokedAt.get(userId) ?? 0;
  const shared = redis();
  // Not connected (Redis restarting): what this process and the file know.
  if (shared?.status !== "ready") return here;
  try {
    return Math.max(here, Number((await shared.get(redisKey(userId))) ?? 0));
  } catch (error) {
    console.error(`Checking a user in Redis failed: ${(error as Error).message}`);
    return here;
  }
}
