// What a bench reads of the processes it measures (ADR 023, eighth pass): their memory and the CPU
// they used, from /proc, and the commit measured. `npm run bench` and its academy workload share them.
import fs from "node:fs";
import { execFileSync } from "node:child_process";
import { root } from "./stack.mjs";

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
