// `npm run lighthouse`: Lighthouse (npm `lighthouse`, headless Debian Chromium at /usr/bin/chromium)
// with the mobile and desktop presets on the public pages, in one table: performance,
// accessibility, best practices and SEO scores, LCP, CLS, TBT. Writes the table and every failing
// audit as JSON under bench-results/ (and each full report under bench-results/lighthouse-<time>/).
//
//   npm run lighthouse                    # own stack on temporary data, every page, both presets
//   npm run lighthouse -- --short         # `/` only, both presets
//   npm run lighthouse -- --mobile        # the mobile preset only
//   npm run lighthouse -- --runs 5        # runs per page and preset (3 by default, 1 with --short): the
//                                         # median run by performance score is reported, as Lighthouse
//                                         # CI does; the first run also meets the server's cold caches
//   npm run lighthouse -- --assert        # exit 1 unless accessibility, best practices and SEO are
//                                         # 100 everywhere (scores of rules, not of timings);
//                                         # performance is reported, never enforced
//   BENCH_URL=http://localhost:3000 npm run lighthouse   # a stack already running
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { chromiumFlags } from "./chromium-flags.mjs";
import { root } from "./stack.mjs";
import { startTestStack } from "./test-stack.mjs";

const args = process.argv.slice(2);
const short = args.includes("--short");
const assert = args.includes("--assert");
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless=new", ...chromiumFlags];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const runsArg = args.indexOf("--runs");
const RUNS = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : short ? 1 : 3;
const PRESETS = { mobile: undefined, ...(args.includes("--mobile") ? {} : { desktop: desktopConfig }) }; // undefined = Lighthouse's default (mobile)

async function publishedSlug(appUrl, directus) {
  if (directus?.token) {
    try {
      const r = await fetch(`${directus.url}/items/seed_post_meta?fields=slug&filter[status][_eq]=published&limit=1`, {
        headers: { authorization: `Bearer ${directus.token}` },
      });
      const slug = (await r.json())?.data?.[0]?.slug;
      if (slug) return slug;
    } catch {
      // ignore: try the next way
    }
  }
  try {
    const html = await (await fetch(`${appUrl}/news`)).text();
    return html.match(/href="\/post\/([^"?#]+)"/)?.[1] ?? null;
  } catch {
    return null;
  }
}

const round = (n, d = 0) => (typeof n === "number" ? Number(n.toFixed(d)) : null);

function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id) => lhr.audits[id]?.numericValue;
  // Audits that cost points outside performance (performance opportunities are in the full report).
  const failing = [];
  for (const id of ["accessibility", "best-practices", "seo"]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || ref.weight === 0 || a.score === null || a.score >= 1) continue;
      const items = (a.details?.items ?? [])
        .slice(0, 5)
        .map((i) => i.node?.snippet ?? i.node?.selector ?? i.url ?? i.source?.url ?? i.description ?? JSON.stringify(i).slice(0, 160));
      failing.push({ category: id, id: ref.id, title: a.title, items });
    }
  }
  const perfMisses = [
    "largest-contentful-paint-element",
    "render-blocking-insight",
    "render-blocking-resources",
    "unused-javascript",
    "unused-css-rules",
    "uses-long-cache-ttl",
    "cache-insight",
    "image-delivery-insight",
    "document-latency-insight",
    "font-display-insight",
    "lcp-discovery-insight",
    "network-dependency-tree-insight",
  ]
    .map((id) => lhr.audits[id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
    .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? null }));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: round(metric("largest-contentful-paint")),
    fcpMs: round(metric("first-contentful-paint")),
    cls: round(metric("cumulative-layout-shift"), 3),
    tbtMs: round(metric("total-blocking-time")),
    siMs: round(metric("speed-index")),
    failing,
    perfMisses,
    runWarnings: lhr.runWarnings,
    runtimeError: lhr.runtimeError?.code ?? null,
    finalUrl: lhr.finalDisplayedUrl,
  };
}

async function main() {
  let stack = null;
  let appUrl = process.env.BENCH_URL?.replace(/\/$/, "");
  let directus = null;
  if (!appUrl) {
    buildIfNeeded();
    console.error("Starting a test stack (temporary data, production build)…");
    stack = await startTestStack();
    appUrl = stack.urls.publicApp; // http://localhost:<port>: a secure context, as in production over HTTPS
    directus = { url: stack.urls.directus, token: stack.state.adminToken };
  }
  let chrome = null;
  const stopAll = async () => {
    try {
      chrome?.kill();
    } catch {
      // ignore: try the next way
    }
    chrome = null;
    if (stack) await stack.stop().catch(() => {});
    stack = null;
  };
  process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));
  process.once("SIGTERM", () => void stopAll().then(() => process.exit(143)));

  try {
    const slug = await publishedSlug(appUrl, directus);
    const pages = short
      ? [{ name: "/ en", path: "/", lng: "en" }]
      : [
          { name: "/ en", path: "/", lng: "en" },
          { name: "/ vi", path: "/", lng: "vi" },
          { name: "/news", path: "/news", lng: "en" },
          { name: "/post/:slug", path: slug ? `/post/${encodeURIComponent(slug)}` : null, lng: "en" },
          { name: "/login", path: "/login", lng: "en" },
          { name: "/register", path: "/register", lng: "en" },
        ];
    const at = new Date().toISOString();
    const stamp = at.replace(/[:.]/g, "-");
    const fullDir = path.join(root, "bench-results", `lighthouse-${stamp}`);
    fs.mkdirSync(fullDir, { recursive: true });

    chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
    const rows = [];
    for (const page of pages) {
      let status = 0;
      if (page.path) {
        try {
          status = (await fetch(appUrl + page.path, { headers: { cookie: `lng=${page.lng}` }, redirect: "manual" })).status;
        } catch {
          // ignore: try the next way
        }
      }
      for (const [preset, config] of Object.entries(PRESETS)) {
        if (!page.path || status === 404 || status === 0) {
          rows.push({ page: page.name, preset, missing: true, status: status || null });
          continue;
        }
        console.error(`  ${page.name} (${preset})…`);
        const flags = {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
          extraHeaders: { Cookie: `lng=${page.lng}` },
        };
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          let result = await lighthouse(appUrl + page.path, flags, config);
          // A fresh Chromium sometimes misses the first navigation (NO_NAVSTART): one retry.
          if (!result?.lhr || result.lhr.runtimeError) result = await lighthouse(appUrl + page.path, flags, config);
          if (result?.lhr && !result.lhr.runtimeError) runs.push(result.lhr);
        }
        if (!runs.length) {
          rows.push({ page: page.name, preset, path: page.path, error: "no result" });
          continue;
        }
        // The median run by performance score (ties: the later run).
        const sorted = runs
          .map((lhr, i) => ({ lhr, i, score: lhr.categories.performance?.score ?? 0 }))
          .sort((a, b) => a.score - b.score || a.i - b.i);
        const lhr = sorted[Math.floor((sorted.length - 1) / 2) + (sorted.length % 2 === 0 ? 1 : 0)].lhr;
        fs.writeFileSync(path.join(fullDir, `${page.name.replace(/[^\w]+/g, "_")}-${preset}.json`), JSON.stringify(lhr));
        const performanceRuns = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
        rows.push({ page: page.name, preset, path: page.path, status, performanceRuns, ...summarise(lhr) });
      }
    }
    const failures = [];
    for (const r of rows) {
      if (r.missing) continue;
      if (r.error || r.runtimeError) failures.push(`${r.page} ${r.preset}: ${r.error ?? r.runtimeError}`);
      for (const k of ["accessibility", "bestPractices", "seo"])
        if (r[k] !== null && r[k] !== undefined && r[k] < 100) failures.push(`${r.page} ${r.preset}: ${k} ${r[k]}`);
    }
    const report = { at, mode: short ? "short" : "full", runs: RUNS, chromium: CHROME, flags: CHROME_FLAGS, appUrl, slug, rows, failures };
    const file = path.join(root, "bench-results", `lighthouse-${stamp}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    print(report);
    console.log(`\n(${path.relative(root, file)}; full reports in ${path.relative(root, fullDir)}/)`);
    return assert && failures.length ? 1 : 0;
  } finally {
    await stopAll();
  }
}

function print(report) {
  const out = console.log;
  const c = (v) => (v === null || v === undefined ? "-" : String(v));
  out(
    `\nLighthouse (${report.mode}; the median of ${report.runs} run${report.runs > 1 ? "s" : ""} per page; targets: accessibility, best practices, SEO 100; performance 100 on mobile)`,
  );
  out(
    `${"page".padEnd(12)} ${"preset".padEnd(8)} ${"perf".padStart(4)} ${"a11y".padStart(4)} ${"bp".padStart(4)} ${"seo".padStart(4)} ${"LCP ms".padStart(7)} ${"CLS".padStart(6)} ${"TBT ms".padStart(7)} ${"FCP ms".padStart(7)}`,
  );
  for (const r of report.rows) {
    if (r.missing || r.error) {
      out(`${r.page.padEnd(12)} ${r.preset.padEnd(8)} ${r.missing ? `missing${r.status ? ` (HTTP ${r.status})` : ""}` : r.error}`);
      continue;
    }
    out(
      `${r.page.padEnd(12)} ${r.preset.padEnd(8)} ${c(r.performance).padStart(4)} ${c(r.accessibility).padStart(4)} ${c(r.bestPractices).padStart(4)} ${c(r.seo).padStart(4)} ${c(r.lcpMs).padStart(7)} ${c(r.cls).padStart(6)} ${c(r.tbtMs).padStart(7)} ${c(r.fcpMs).padStart(7)}${r.performanceRuns?.length > 1 ? `  runs: ${r.performanceRuns.join(" ")}` : ""}`,
    );
  }
  const seen = new Set();
  const lines = [];
  for (const r of report.rows) {
    for (const f of r.failing ?? []) {
      const key = `${r.page}|${f.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`  ${r.page} · ${f.category} · ${f.id}: ${f.title}${f.items.length ? `\n      ${f.items.join("\n      ")}` : ""}`);
    }
  }
  if (lines.length) out(`\nfailing audits (accessibility, best practices, SEO):\n${lines.join("\n")}`);
  const perf = new Map();
  for (const r of report.rows.filter((r) => r.preset === "mobile"))
    for (const p of r.perfMisses ?? []) perf.set(`${p.id}`, `${p.title}${p.displayValue ? ` (${p.displayValue})` : ""} — e.g. ${r.page}`);
  if (perf.size) out(`\nperformance opportunities (mobile):\n${[...perf.values()].map((l) => `  ${l}`).join("\n")}`);
  if (report.failures.length) out(`\nbelow 100: ${report.failures.join("; ")}`);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
