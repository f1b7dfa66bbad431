// CPU per page is guarded (issue 52, item 5): the bench's milliseconds of app and Directus CPU per
// answered request, page by page, against figures recorded in the repository for this kind of
// machine (`bench-cpu-figures.json`). A page that costs more than 1.5× its recorded figure fails the
// run: a regression, not noise (CPU time per request moves by ±30% on a shared machine, ADR 023's
// eighth pass, while wall times move far more). Below `FLOOR_MS` of growth nothing fails: a page
// that costs 0.2 ms may show 0.4 from one 10 ms clock tick more.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const GROWTH_LIMIT = 0.5;
export const FLOOR_MS = 1;
export const figuresFile = path.join(path.dirname(fileURLToPath(import.meta.url)), "bench-cpu-figures.json");

/** The kind of machine figures are recorded for: its cores and their model (CPU time per request depends on both). */
export function machineKind(cpus = os.cpus()) {
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "unknown"}`;
}

/** The guard pass' rows as recorded: `<page>` → { app, directus } ms per request (pages that failed are left out). */
export function figuresOf(rows) {
  const figures = {};
  for (const r of rows)
    if (!r.failures && r.cpuMs?.app != null)
      figures[r.page] = {
        app: round(r.cpuMs.app),
        directus: r.cpuMs.directus == null ? null : round(r.cpuMs.directus),
      };
  return figures;
}

const round = (ms) => Math.round(ms * 100) / 100;

/**
 * One check per page and process with a recorded figure: ok unless it grew by more than the limit
 * (and by at least the floor). Pages without a recorded figure are not checked.
 */
export function cpuChecks(measured, recorded, { limit = GROWTH_LIMIT, floor = FLOOR_MS } = {}) {
  const checks = [];
  for (const [page, now] of Object.entries(measured)) {
    const then = recorded?.[page];
    if (!then) continue;
    for (const process of ["app", "directus"]) {
      if (then[process] == null || now[process] == null) continue;
      const grew = now[process] - then[process];
      checks.push({
        page,
        check: `${page}: ${process === "app" ? "app" : "Directus"} CPU per request ≤ ${(1 + limit) * 100}% of ${then[process]} ms`,
        ok: !(grew > floor && now[process] > then[process] * (1 + limit)),
        value: `${now[process].toFixed(2)} ms`,
      });
    }
  }
  return checks;
}

/**
 * Two passes' figures as one, each page's lower per process: a page measured again after it came out
 * over its figure (a regression costs more every time; a garbage collection or a sweep that fell into
 * one pass' requests does not).
 */
export function lowerOf(first, second) {
  const figures = { ...first };
  for (const [page, again] of Object.entries(second)) {
    const then = first[page];
    if (!then) continue;
    const lower = (a, b) => (a == null ? b : b == null ? a : Math.min(a, b));
    figures[page] = { app: lower(then.app, again.app), directus: lower(then.directus, again.directus) };
  }
  return figures;
}

/** The recorded figures for this kind of machine, or null. */
export function recordedFor(kind, file = figuresFile) {
  if (!fs.existsSync(file)) return null;
  return JSON.parse(fs.readFileSync(file, "utf8"))[kind] ?? null;
}

/**
 * Records this run's figures for this kind of machine (`npm run bench -- --short --record-cpu`),
 * each page's the larger of what was recorded and what was measured: run it a few times and the
 * figure is the most a page cost in normal runs, so only a real regression goes over it by half.
 * After a change meant to cost more, remove the kind's entry first and record again.
 */
export function record(kind, entry, file = figuresFile) {
  const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {};
  all[kind] = { ...entry, pages: mergedFigures(all[kind]?.pages ?? {}, entry.pages) };
  fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

/** Each page's larger figure per process of two recordings. */
export function mergedFigures(before, now) {
  const merged = { ...before };
  for (const [page, figures] of Object.entries(now)) {
    const was = before[page] ?? {};
    merged[page] = Object.fromEntries(
      ["app", "directus"].map((p) => [p, figures[p] == null ? (was[p] ?? null) : Math.max(figures[p], was[p] ?? 0)]),
    );
  }
  return merged;
}
