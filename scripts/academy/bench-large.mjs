// `npm run bench -- --large` (issue 52, item 2): each main page's time on a large academy's data
// (`npm run seed:large`) beside its time on the sample data, one process each, measured in turns
// so both see the same machine. A page over 1.5× its sample time is named.
//
//   npm run bench -- --large                       # .data-large (a copy; the folder stays as it was)
//   npm run bench -- --large --data <folder> --seconds 4 --rounds 3 --connections 2
//
// Each page is read as a first view (`?first-view=1`: never a kept copy, ADR 014/023) by the
// person of its role: on the sample data the sample accounts, on the large data the large plan's
// first learner, teacher and hiring manager (a class of ~33 learners, a company of 10 jobs with 25
// applications each), and the sample content administrator and editor (who see every post and file).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sampleAccounts } from "../../cms/accounts.mjs";
import { costOf, gitCommit, writeResults } from "../bench-process.mjs";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { root } from "../stack.mjs";
import { startTestStack } from "../test-stack.mjs";
import { latencySummary, linksIn } from "./figures.mjs";
import { Person } from "./workload.mjs";

const LIMIT = 1.5;
const sample = (email) => sampleAccounts.find((a) => a.email === email);

/** The pages, each with who reads it on either data (null: signed out) and how to find its path. */
const pages = [
  { name: "/news (signed out)", path: "/news", who: () => null },
  { name: "/news as an editor", path: "/news", who: () => sample("editor@example.com") },
  { name: "/media", path: "/media", who: () => sample("editor@example.com") },
  { name: "admin content page", path: process.env.ADMIN_CONTENT_PATH ?? "/a-7f3c91e2", who: () => sample("content-admin@example.com") },
  { name: "learner dashboard", path: "/student/portal/dashboard", who: (a) => a?.learners[0] ?? sample("learner@example.com") },
  { name: "learner projects", path: "/student/portal/learning/projects", who: (a) => a?.learners[0] ?? sample("learner@example.com") },
  { name: "learner internships", path: "/student/portal/market/internships", who: (a) => a?.learners[0] ?? sample("learner@example.com") },
  { name: "faculty dashboard", path: "/teacher/portal", who: (a) => a?.teachers[0] ?? sample("faculty@example.com") },
  { name: "faculty grading", path: "/teacher/portal/grading", who: (a) => a?.teachers[0] ?? sample("faculty@example.com") },
  { name: "partner dashboard", path: "/partner/portal/dashboard", who: (a) => a?.partners[0] ?? sample("partner-hiring@example.com") },
  {
    name: "partner jobs",
    path: "/partner/portal/talent-pipeline/jobs",
    who: (a) => a?.partners[0] ?? sample("partner-hiring@example.com"),
  },
  {
    name: "partner job applications",
    from: "/partner/portal/talent-pipeline/jobs",
    link: /^\/partner\/portal\/talent-pipeline\/jobs\/\d+\/shortlist$/,
    who: (a) => a?.partners[0] ?? sample("partner-hiring@example.com"),
  },
  {
    name: "partner shortlist",
    path: "/partner/portal/talent-pipeline/shortlist",
    who: (a) => a?.partners[0] ?? sample("partner-hiring@example.com"),
  },
];

function options(args) {
  const value = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  return {
    data: path.resolve(root, value("data", ".data-large")),
    seconds: Number(value("seconds", 4)),
    rounds: Number(value("rounds", 3)),
    connections: Number(value("connections", 2)),
  };
}

const firstView = (p) => `${p}${p.includes("?") ? "&" : "?"}first-view=1`;

/** A session cookie of `account` (signed in through the app's form), or only the language for a visitor. */
async function cookieOf(appUrl, account) {
  const person = new Person({ role: account ? "reader" : "visitor", account, appUrl, record: () => {}, thinkMs: 0 });
  if (account && !(await person.signIn())) throw new Error(`${appUrl}: could not sign in as ${account.email}`);
  return person.jar.header();
}

/** `connections` readers of one page for `seconds`: its latencies, failures, and each process' CPU per request. */
async function measure(side, target, cfg) {
  const cost = await costOf(side.appUrl + firstView(target.path), {
    headers: { cookie: target.cookie, accept: "text/html", "accept-encoding": "gzip, br" },
    seconds: cfg.seconds,
    connections: cfg.connections,
    pids: side.pids,
  });
  return { ...latencySummary(cost.times), failures: cost.failures, cpu: cost.cpuMs };
}

async function started(label, from) {
  console.error(`Starting the ${label} stack…`);
  const stack = await startTestStack({ from });
  return {
    label,
    stack,
    appUrl: stack.urls.app,
    pids: { app: [stack.children.app.pid], directus: [stack.children.directus.pid] },
  };
}

/** Each page's path and cookie on one side (a link page is found on the page it is linked from). */
async function targetsOn(side, accounts) {
  const targets = {};
  for (const page of pages) {
    const cookie = await cookieOf(side.appUrl, page.who(accounts));
    let pagePath = page.path;
    if (page.link) {
      const html = await (await fetch(side.appUrl + page.from, { headers: { cookie, accept: "text/html" } })).text();
      pagePath = linksIn(html, page.link)[0] ?? null;
    }
    targets[page.name] = { path: pagePath, cookie };
  }
  return targets;
}

const median = (xs) => {
  const v = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : null;
};

export async function largeBench(args) {
  const cfg = options(args);
  const academyFile = path.join(cfg.data, "academy.json");
  if (!fs.existsSync(academyFile)) throw new Error(`${academyFile} not found: run npm run seed:large first (DATA_DIR=${cfg.data})`);
  const academy = JSON.parse(fs.readFileSync(academyFile, "utf8"));
  buildIfNeeded();
  const sides = [];
  try {
    sides.push(await started("sample", null));
    sides.push(await started("large", cfg.data));
    const targets = [await targetsOn(sides[0], null), await targetsOn(sides[1], academy.accounts)];
    const rows = [];
    for (const page of pages) {
      const runs = [[], []];
      for (let round = 0; round < cfg.rounds; round++)
        for (const i of round % 2 ? [1, 0] : [0, 1]) {
          if (!targets[i][page.name].path) continue;
          // A first request on its own: the page's code and caches warm before the timed one.
          if (round === 0) await measure(sides[i], targets[i][page.name], { ...cfg, seconds: 1 });
          runs[i].push(await measure(sides[i], targets[i][page.name], cfg));
        }
      const figure = (rs) => ({
        p50: median(rs.map((r) => r.p50)),
        p95: median(rs.map((r) => r.p95)),
        failures: rs.reduce((n, r) => n + r.failures, 0),
        appMs: median(rs.map((r) => r.cpu.app)),
        directusMs: median(rs.map((r) => r.cpu.directus)),
      });
      const [small, large] = runs.map(figure);
      const ratio = small.p50 && large.p50 ? large.p50 / small.p50 : null;
      const row = {
        page: page.name,
        paths: targets.map((t) => t[page.name].path),
        sample: small,
        large,
        ratio,
        over: ratio !== null && ratio > LIMIT,
      };
      rows.push(row);
      console.error(`  ${page.name}: sample p50 ${f(small.p50)} ms, large ${f(large.p50)} ms (${f(ratio, 2)}×)`);
    }
    const report = { at: new Date().toISOString(), commit: gitCommit(), cpus: os.cpus().length, config: cfg, plan: academy.plan, rows };
    const file = writeResults("large", report);
    printReport(report);
    console.log(`\n(${file})`);
    return rows.some((r) => r.sample.failures || r.large.failures) ? 1 : 0;
  } finally {
    for (const side of sides) await side.stack.stop().catch(() => {});
  }
}

const f = (n, d = 0) => (n === null || n === undefined || Number.isNaN(n) ? "-" : Number(n).toFixed(d));

function printReport(report) {
  const out = console.log;
  const c = report.config;
  out(
    `\npages on the large data vs the sample (first views, ${c.connections} readers, ${c.rounds} turns of ${c.seconds} s each, medians; ` +
      `ms of CPU per request in the app / Directus; commit ${report.commit}, ${report.cpus} CPUs):`,
  );
  out(
    `${"page".padEnd(26)} ${"sample p50".padStart(10)} ${"large p50".padStart(10)} ${"×".padStart(5)}  ${"sample CPU".padStart(12)} ${"large CPU".padStart(12)}`,
  );
  for (const r of report.rows)
    out(
      `${r.page.padEnd(26)} ${f(r.sample.p50).padStart(10)} ${f(r.large.p50).padStart(10)} ${f(r.ratio, 2).padStart(5)}  ${`${f(r.sample.appMs, 1)} / ${f(r.sample.directusMs, 1)}`.padStart(12)} ${`${f(r.large.appMs, 1)} / ${f(r.large.directusMs, 1)}`.padStart(12)}${r.over ? `  over ${LIMIT}×` : ""}${r.sample.failures || r.large.failures ? `  FAILED ${r.sample.failures}/${r.large.failures}` : ""}`,
    );
}
