// `npm run budget`: how much JavaScript (gzip) each page of each area loads on a first visit, from the
// client build's own manifest — entry + root + the matched route modules + every chunk they import
// statically (dynamic imports load later and are not counted), plus the route manifest file when
// the browser loads it (only without lazy route discovery: with it, React Router writes the
// matched routes' part of the manifest into the HTML and fetches the rest per navigation). Fails when a page is over its
// area's budget, or when the block editor, dnd-kit or a charts package ends up on a public page.
//
// By default it builds the current sources into a temporary folder with client source maps (the
// maps name every module in every chunk; the JS itself is byte-for-byte the production JS), so the
// figures never depend on a stale build. `--build-dir <dir>` measures an existing build instead
// (the package check then needs that build's .map files, e.g. `react-router build --sourcemapClient`).
//
//   npm run budget                 # build + check; prints a table, writes bench-results/budget-*.json
//   npm run budget -- --json       # the same, JSON on stdout
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { init, parse } from "es-module-lexer";
import { matchRoutes } from "react-router";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * Each area's pages a person can land on first, and its budget per page in gzip bytes (1 kB = 1000 B;
 * issue 25: public 130 kB, portals 150 kB charts included). `:slug` stands for any post. `heavyAllowed`:
 * the packages FORBIDDEN lists may load there.
 */
export const AREAS = [
  { area: "public", budget: 130_000, heavyAllowed: false, pages: ["/", "/news", "/post/example-slug", "/login", "/register"] },
  {
    area: "portal",
    budget: 150_000,
    heavyAllowed: true,
    pages: [
      ...["dashboard", "onboarding", "assessment", "learning/tracks", "learning/projects", "mentor/1:1", "market/internships"]
        .concat(["market/companies", "portfolio", "analytics", "community", "resources", "settings", "help", "search"])
        .concat(["notifications", "market/internships/1"])
        .map((section) => `/student/portal/${section}`),
      "/teacher/portal",
      // Each portal's notifications (issue 47).
      "/teacher/portal/notifications",
      "/partner/portal/notifications",
      // The partner portal (issue 30): its page modules, one of each.
      ...["dashboard", "analytics", "talent-pipeline/jobs", "talent-pipeline/jobs/new", "talent-pipeline/jobs/1"]
        .concat(["talent-pipeline/jobs/1/shortlist", "talent-pipeline/jobs/1/interviews/schedule", "talent-pipeline/offers"])
        .concat(["talent-pipeline/interviews", "help/ticket"])
        .map((path) => `/partner/portal/${path}`),
    ],
  },
  {
    area: "staff",
    budget: 150_000,
    heavyAllowed: true,
    // The structure pages (issue 50): a list and a list with its route-based dialog open (ADR 035).
    pages: ["/staff/requests", "/staff/subscribers", "/staff/notifications", "/a-7f3c91e2", "/a-7f3c91e2/import"].concat([
      "/staff/courses",
      "/staff/classes/1/edit",
      "/staff/companies/new",
    ]),
  },
  // The post editor (issue 27): its own route chunk with dnd-kit, never on a public page.
  { area: "edit-post", budget: 250_000, heavyAllowed: true, pages: ["/edit-post/example-slug", "/staff/posts/new"] },
  // The media library (issue 28): 150 kB, without dnd-kit or the block editor.
  { area: "media", budget: 150_000, heavyAllowed: false, pages: ["/media"] },
];
/** Heavy client code that must only load on the staff pages that need it. */
const FORBIDDEN = [
  { name: "dnd-kit", test: (s) => /node_modules\/@dnd-kit\//.test(s) },
  {
    name: "charts",
    test: (s) =>
      /node_modules\/(recharts|chart\.js|react-chartjs-2|d3-[\w-]+|victory[\w-]*|@nivo\/|echarts|uplot|apexcharts|lightweight-charts)\//.test(
        s,
      ) || /\/app\/(features|components)\/[^?]*charts?[^/]*\//i.test(s),
  },
  {
    name: "editor",
    test: (s) =>
      /node_modules\/(@tiptap\/|prosemirror-|lexical|@lexical\/|slate|quill|@editorjs\/|@milkdown\/|@codemirror\/|monaco-editor)/.test(s) ||
      /\/app\/(features|components)\/(editor|block-editor|blocks-editor)\//.test(s) ||
      /\/app\/features\/posts\/[^/]*editor[^/]*$/i.test(s),
  },
];

function parseArgs(argv) {
  const args = { buildDir: null, json: false, keep: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--build-dir") args.buildDir = path.resolve(argv[++i]);
    else if (argv[i] === "--json") args.json = true;
    else if (argv[i] === "--keep") args.keep = true;
  }
  return args;
}

/** A production client build with source maps, in a temporary folder. */
function buildWithSourceMaps(log) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-budget-"));
  log(`Building the client with source maps into ${dir} …`);
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.cjs"), "build", "--sourcemapClient"], {
    cwd: root,
    env: { ...process.env, BUILD_DIR: dir, NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`react-router build failed:\n${result.stdout}\n${result.stderr}`);
  }
  return dir;
}

/**
 * React Router's browser manifest (routes, their modules and static imports), and whether a first
 * visit loads its file: not with lazy route discovery (the default with SSR: `routeDiscovery.mode
 * "lazy"`), where the page imports only its own route modules. Unknown → counted.
 */
function readClientManifest(buildDir) {
  const assets = path.join(buildDir, "client/assets");
  const server = path.join(buildDir, "server/index.js");
  let file;
  const serverCode = fs.existsSync(server) ? fs.readFileSync(server, "utf8") : "";
  const lazyDiscovery = /var routeDiscovery = \{\s*"mode":\s*"lazy"/.test(serverCode) && /var ssr = true;/.test(serverCode);
  const url = serverCode.match(/"url":\s*"\/assets\/(manifest-[\w-]+\.js)"/)?.[1];
  if (url) file = path.join(assets, url);
  else {
    const candidates = fs.readdirSync(assets).filter((f) => /^manifest-[\w-]+\.js$/.test(f));
    if (candidates.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${candidates.length}`);
    file = path.join(assets, candidates[0]);
  }
  const text = fs.readFileSync(file, "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json), manifestFile: `/assets/${path.basename(file)}`, manifestLoaded: !lazyDiscovery };
}

function routeTree(manifest) {
  const byParent = new Map();
  for (const r of Object.values(manifest.routes)) {
    const list = byParent.get(r.parentId) ?? [];
    list.push(r);
    byParent.set(r.parentId, list);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      caseSensitive: r.caseSensitive,
      children: r.index ? undefined : build(r.id),
    }));
  return build(undefined);
}

/** JS code as served (without the source map comment a --sourcemapClient build appends). */
function servedCode(file) {
  return fs.readFileSync(file, "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
}

/** Every chunk a module imports statically, transitively (what the browser fetches before it runs). */
async function staticClosure(assetsDir, urls) {
  await init;
  const seen = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(assetsDir, "..", url);
    if (!fs.existsSync(file)) throw new Error(`${url} is in the manifest but not in ${assetsDir}`);
    const [imports] = parse(servedCode(file));
    for (const imp of imports) {
      if (imp.d !== -1 || !imp.n) continue; // dynamic import(): loads later, on demand
      if (!imp.n.startsWith(".") && !imp.n.startsWith("/")) continue;
      queue.push(path.posix.join(path.posix.dirname(url), imp.n));
    }
  }
  return [...seen];
}

function chunkSources(assetsDir, url) {
  const map = path.join(assetsDir, "..", `${url}.map`);
  if (!fs.existsSync(map)) return null;
  return JSON.parse(fs.readFileSync(map, "utf8")).sources.map((s) => path.resolve(path.dirname(map), s).replaceAll("\\", "/"));
}

export async function measureBudget({ buildDir }) {
  const assetsDir = path.join(buildDir, "client/assets");
  const { manifest, manifestFile, manifestLoaded } = readClientManifest(buildDir);
  const routes = routeTree(manifest);
  const gz = new Map();
  const gzipOf = (url) => {
    if (!gz.has(url)) {
      const code = servedCode(path.join(assetsDir, "..", url));
      gz.set(url, { raw: Buffer.byteLength(code), gzip: gzipSync(code).length });
    }
    return gz.get(url);
  };
  const pages = [];
  for (const { area, budget, heavyAllowed, page } of AREAS.flatMap((a) => a.pages.map((page) => ({ ...a, page })))) {
    const matches = matchRoutes(routes, page) ?? [];
    const ids = ["root", ...matches.map((m) => m.route.id).filter((id) => id !== "root")];
    const matchedIds = matches.map((m) => m.route.id);
    const missing = !matches.length || matchedIds.some((id) => manifest.routes[id]?.path === "*");
    const starts = [manifest.entry.module, ...manifest.entry.imports];
    for (const id of ids) {
      const r = manifest.routes[id];
      if (!r) continue;
      starts.push(r.module, ...(r.imports ?? [])); // hydration imports every matched route's module
    }
    const chunks = await staticClosure(assetsDir, starts);
    const files = [...chunks, ...(manifestLoaded ? [manifestFile] : [])].map((url) => ({
      url,
      ...(url === manifestFile ? sizeOfManifest(assetsDir, url) : gzipOf(url)),
    }));
    const gzip = files.reduce((s, f) => s + f.gzip, 0);
    const raw = files.reduce((s, f) => s + f.raw, 0);
    const forbidden = [];
    let sourcesKnown = true;
    for (const url of chunks) {
      const sources = chunkSources(assetsDir, url);
      if (!sources) {
        // A chunk without a map: only tiny empty stubs are fine (nothing to hide in them).
        if (gzipOf(url).raw > 1000) sourcesKnown = false;
        continue;
      }
      if (heavyAllowed) continue;
      for (const rule of FORBIDDEN)
        for (const s of sources)
          if (rule.test(s)) forbidden.push({ package: rule.name, chunk: url, source: s.replace(/^.*?(node_modules\/|\/app\/)/, "$1") });
    }
    pages.push({
      area,
      page,
      routes: matchedIds,
      missing,
      gzip,
      raw,
      budget,
      over: gzip > budget,
      forbidden,
      sourcesKnown,
      files,
    });
  }
  const routeManifest = { url: manifestFile, counted: manifestLoaded, ...sizeOfManifest(assetsDir, manifestFile) };
  return { buildDir, areas: AREAS.map(({ area, budget }) => ({ area, budget })), pages, routeManifest };
}

function sizeOfManifest(assetsDir, url) {
  const code = fs.readFileSync(path.join(assetsDir, "..", url));
  return { raw: code.length, gzip: gzipSync(code).length };
}

const kB = (b) => (b / 1000).toFixed(1);

export function printBudget(result, out = console.log) {
  out("JavaScript on first visit (gzip, per page), by area");
  for (const { area, budget } of result.areas) {
    const pages = result.pages.filter((p) => p.area === area);
    const heaviest = pages.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    out(`\n${area}: budget ${kB(budget)} kB per page; heaviest ${heaviest.page} ${kB(heaviest.gzip)} kB`);
    out(`${"page".padEnd(34)} ${"gzip kB".padStart(8)} ${"raw kB".padStart(8)}  status  routes`);
    for (const p of pages) {
      const status = p.forbidden.length ? "HEAVY" : p.over ? "OVER" : "ok";
      out(
        `${p.page.padEnd(34)} ${kB(p.gzip).padStart(8)} ${kB(p.raw).padStart(8)}  ${status.padEnd(6)}  ${p.routes.join(" > ")}${p.missing ? "  (page not built yet: measured as the catch-all)" : ""}`,
      );
    }
  }
  const biggest = new Map();
  for (const p of result.pages) for (const f of p.files) biggest.set(f.url, f);
  out("\nchunks:");
  for (const f of [...biggest.values()].sort((a, b) => b.gzip - a.gzip))
    out(`  ${kB(f.gzip).padStart(7)} kB gzip  ${kB(f.raw).padStart(7)} kB  ${f.url}`);
  const m = result.routeManifest;
  if (m && !m.counted)
    out(`  (route manifest ${m.url}, ${kB(m.gzip)} kB gzip: not counted, lazy route discovery never loads it on a first visit)`);
  for (const p of result.pages) for (const f of p.forbidden) out(`HEAVY: ${p.page} loads ${f.package} (${f.source}) in ${f.chunk}`);
  for (const p of result.pages)
    if (!p.sourcesKnown) out(`note: ${p.page}: some chunks have no source map; the editor/dnd-kit/charts check is incomplete`);
}

/** Problems that fail the check (bytes only: no timing noise). */
export function budgetFailures(result) {
  const failures = [];
  for (const p of result.pages) {
    if (p.over) failures.push(`${p.page}: ${kB(p.gzip)} kB gzip > ${kB(p.budget)} kB`);
    for (const f of p.forbidden) failures.push(`${p.page}: loads ${f.package} (${f.source})`);
    if (!p.sourcesKnown) failures.push(`${p.page}: chunks without source maps, cannot check for editor/dnd-kit/charts`);
  }
  return failures;
}

if (process.argv[1] && import.meta.url === new URL(`file://${path.resolve(process.argv[1])}`).href) {
  const args = parseArgs(process.argv.slice(2));
  const log = args.json ? () => {} : console.log;
  const buildDir = args.buildDir ?? buildWithSourceMaps(log);
  try {
    const result = await measureBudget({ buildDir });
    const failures = budgetFailures(result);
    const report = { at: new Date().toISOString(), ...result, buildDir: args.buildDir ? buildDir : "(temporary build)", failures };
    fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
    const file = path.join(root, "bench-results", `budget-${report.at.replace(/[:.]/g, "-")}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    if (args.json) console.log(JSON.stringify(report, null, 2));
    else {
      printBudget(result);
      console.log(`\n${failures.length ? `FAIL\n  ${failures.join("\n  ")}` : "budget met"}\n(${path.relative(root, file)})`);
    }
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    if (!args.buildDir && !args.keep) fs.rmSync(buildDir, { recursive: true, force: true });
  }
}
