// What a bench reads of the processes it measures (ADR 023, eighth pass): their memory and the CPU
// they used, from /proc, and the commit measured; and the session a signed-in reader of them has.
// `npm run bench`, its academy workload and `scripts/bench-ab.mjs` share them.
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { root } from "./stack.mjs";

/** The session cookies (`name=value; …`) the app's own sign-in form gives `who` on `url`; throws when it refuses. */
export async function signInCookies(url, who) {
  const r = await fetch(`${url}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url, cookie: "lng=en" },
    body: new URLSearchParams(who),
    redirect: "manual",
  });
  await r.arrayBuffer();
  if (r.status !== 302) throw new Error(`signing in as ${who.email} on ${url} answered ${r.status}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function rssKb(pid) {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? NaN);
  } catch {
    return null;
  }
}

/**
 * CPU milliseconds a process has used so far (user + system, every thread), from /proc; null when
 * it cannot be read. Linux counts in clock ticks of 10 ms (USER_HZ 100).
 */
export function cpuMs(pid) {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** CPU milliseconds of several processes together (a cluster's), null when one cannot be read. */
export function cpuMsOf(pids) {
  let sum = 0;
  for (const pid of pids) {
    const ms = cpuMs(pid);
    if (ms === null) return null;
    sum += ms;
  }
  return sum;
}

export function gitCommit() {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
  } catch {
    return null;
  }
}

/**
 * Requests of one page, `connections` at a time, at least `amount` of them and for at least `seconds`, with the CPU
 * each process of `pids` ({ app: [pid…], directus: [pid…] }) spent per request. Every request is
 * answered before the CPU is read again: none is counted without the CPU it cost, none costs CPU
 * without being counted (a timed autocannon step ends with requests in flight).
 */
export async function costOf(url, { headers, amount, seconds, connections = 2, pids = {} }) {
  const before = Object.fromEntries(Object.entries(pids).map(([name, list]) => [name, cpuMsOf(list)]));
  const end = Date.now() + (seconds ?? 0) * 1000;
  const times = [];
  let sent = 0;
  let failures = 0;
  const more = () => Boolean(amount && sent < amount) || Date.now() < end;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (more()) {
        sent++;
        const started = performance.now();
        try {
          const r = await fetch(url, { headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
          await r.arrayBuffer();
          if (r.status === 200) times.push(performance.now() - started);
          else failures++;
        } catch {
          failures++;
        }
      }
    }),
  );
  const cpuMs = {};
  for (const [name, list] of Object.entries(pids)) {
    const after = cpuMsOf(list);
    cpuMs[name] = before[name] !== null && after !== null && sent ? (after - before[name]) / sent : null;
  }
  return { requests: sent, failures, times, cpuMs };
}

/**
 * Resolves once every process of `pids` is nearly idle (under a tenth of a core over half a second),
 * or after `timeoutMs`: a timed step leaves requests queued behind it, whose CPU the next
 * measurement would otherwise carry. Returns how long it waited.
 */
export async function settled(pids, { timeoutMs = 15_000 } = {}) {
  const started = Date.now();
  const lists = Object.values(pids);
  let before = lists.map(cpuMsOf);
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = lists.map(cpuMsOf);
    if (now.every((ms, i) => ms === null || before[i] === null || ms - before[i] <= 50)) break;
    before = now;
  }
  return Date.now() - started;
}

/** Writes a bench's report as JSON under bench-results/ (`<kind>-<time>.json`); returns its path from the root. */
export function writeResults(kind, report) {
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
  const file = path.join(root, "bench-results", `${kind}-${report.at.replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return path.relative(root, file);
}
