// `npm run bench -- --academy` (issue 52, item 1): an academy day's workload, stepped up until the
// stack no longer holds it. Starts its own stack (one app and one Directus process on temporary
// data), makes the people who sign in (scripts/academy/population.mjs), then runs steps of virtual
// people by role (scripts/academy/workload.mjs) and reports per step: requests/s, p50/p95/p99 per
// page class, errors, and the CPU the app and Directus spent per request. Its headline is the most
// people held with p95 < 200 ms and no error, for the single-process stack and then the cluster
// (nginx, 2 app + 2 Directus processes, PostgreSQL, Redis) on the same machine.
//
//   npm run bench -- --academy                  # both stacks, 10 s ramp + 40 s per step, think 3 s
//   npm run bench -- --academy --short          # a few seconds per step, up to 20 people: a smoke run
//   npm run bench -- --academy --no-cluster     # the single-process stack only
//   npm run bench -- --academy --data .data-large   # on a copy of `npm run seed:large`'s folder (single process)
//   … --seconds 20 --ramp 5 --think 2000 --start 10 --max 320 --warm-up 30   # the steps' shape, the search's bounds
//   npm run bench -- --academy --soak [--minutes 20] [--people 60]   # one crowd held for a long run: the
//                                               # app's memory (RSS) every 10 s, flat (±10%) over the last half
//
// Figures go to stdout and as JSON under bench-results/. Fails (exit 1) only when a stack could not
// be started or nobody could sign in: how many people a machine holds is a figure, not a check.
// `--soak` fails when the app's memory is not flat over its last half (issue 52, item 5: a leak).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cpuMsOf, gitCommit, rssKb, writeResults } from "../bench-process.mjs";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { startTestCluster } from "../cluster.mjs";
import { root } from "../stack.mjs";
import { startTestStack } from "../test-stack.mjs";
import { cpuCeiling, held, latencySummary, memoryFlat, mostHeld, nextPeople, stepFigures } from "./figures.mjs";
import { peopleByRole, workloadPlan } from "./plans.mjs";
import { seedPopulation } from "./population.mjs";
import { Person } from "./workload.mjs";

const P95_MS = 200;

function options(args) {
  const value = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 && args[i + 1] !== undefined ? args[i + 1] : fallback;
  };
  const short = args.includes("--short");
  const data = value("data", null);
  return {
    short,
    data: data ? path.resolve(root, data) : null,
    cluster: !short && !data && !args.includes("--no-cluster"),
    warmUpSeconds: Number(value("warm-up", short ? 5 : 30)),
    rampSeconds: Number(value("ramp", short ? 2 : 10)),
    seconds: Number(value("seconds", short ? 5 : 40)),
    thinkMs: Number(value("think", short ? 1000 : 3000)),
    start: Number(value("start", short ? 5 : 10)),
    max: Number(value("max", short ? 20 : 640)),
    resolution: Number(value("resolution", 5)),
    soak: args.includes("--soak"),
    minutes: Number(value("minutes", 20)),
    people: Number(value("people", 60)),
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (...m) => console.error(...m);

/** The virtual people on one stack, by role; `resize` adds people (each with a fresh session) or lets some go. */
class Crowd {
  constructor(appUrl, accounts, thinkMs) {
    Object.assign(this, { appUrl, accounts, thinkMs });
    this.people = { visitor: [], learner: [], teacher: [], partner: [], editor: [] };
    this.records = [];
  }

  /** Accounts are reused in turn when a step has more people of a role than accounts (two sessions of one person). */
  accountOf(role, n) {
    const list = this.accounts[`${role}s`];
    return role === "visitor" ? null : list[n % list.length];
  }

  resize(counts, rampMs) {
    const leaving = [];
    for (const [role, count] of Object.entries(counts)) {
      const list = this.people[role];
      while (list.length > count) leaving.push(list.pop().stop());
      while (list.length < count) {
        const person = new Person({
          role,
          account: this.accountOf(role, list.length),
          appUrl: this.appUrl,
          record: (r) => this.records.push(r),
          thinkMs: this.thinkMs,
        });
        list.push(person.start(Math.random() * rampMs));
      }
    }
    return Promise.all(leaving);
  }

  /** The requests that started in [from, to), and forgets everything before `to`. */
  take(from, to) {
    const taken = this.records.filter((r) => r.at >= from && r.at < to);
    this.records = this.records.filter((r) => r.at >= to);
    return taken;
  }

  stopAll() {
    return Promise.all(Object.values(this.people).flatMap((list) => list.splice(0).map((p) => p.stop())));
  }
}

/** Each process' CPU (ms per second) with nobody on the stack: its outbox polls and sweeps, not anyone's requests. */
async function idleCpu(pids, seconds = 5) {
  const before = { app: cpuMsOf(pids.app), directus: cpuMsOf(pids.directus) };
  await sleep(seconds * 1000);
  const rate = (name, after) => (before[name] !== null && after !== null ? (after - before[name]) / seconds : null);
  return { app: rate("app", cpuMsOf(pids.app)), directus: rate("directus", cpuMsOf(pids.directus)) };
}

/**
 * One step: the crowd at `people`, its ramp, then the measured window with each process' CPU per
 * request: what it spent in the window less what it spends idle (`idle`, ms per second), over the
 * requests answered (`cpuMsPerRequestRaw` keeps the whole).
 */
async function runStep(crowd, people, cfg, pids, idle) {
  const counts = peopleByRole(people);
  const stepStart = Date.now();
  await crowd.resize(counts, cfg.rampSeconds * 1000);
  // The ramp (new people sign in) and two seconds more, then the window.
  await sleep(cfg.rampSeconds * 1000 + 2000);
  const from = Date.now();
  const cpuBefore = { app: cpuMsOf(pids.app), directus: cpuMsOf(pids.directus) };
  await sleep(cfg.seconds * 1000);
  const to = Date.now();
  const cpuAfter = { app: cpuMsOf(pids.app), directus: cpuMsOf(pids.directus) };
  // Signing in is each person's once-only start: reported on its own, not in the window's figures.
  const before = crowd.take(stepStart, from);
  const window = crowd.take(from, to);
  const signIns = [...before, ...window].filter((r) => r.page === "sign-in");
  const figures = stepFigures(
    window.filter((r) => r.cls !== "sign-in"),
    (to - from) / 1000,
  );
  const spent = (name) => (cpuBefore[name] !== null && cpuAfter[name] !== null ? cpuAfter[name] - cpuBefore[name] : null);
  const perRequest = (name, less = 0) =>
    spent(name) !== null && figures.requests ? Math.max(0, spent(name) - less) / figures.requests : null;
  const idleMs = (name) => (idle[name] ?? 0) * ((to - from) / 1000);
  const step = {
    people,
    counts,
    ...figures,
    cpuMsPerRequest: { app: perRequest("app", idleMs("app")), directus: perRequest("directus", idleMs("directus")) },
    cpuMsPerRequestRaw: { app: perRequest("app"), directus: perRequest("directus") },
    cpuShare: {
      app: spent("app") === null ? null : spent("app") / (to - from),
      directus: spent("directus") === null ? null : spent("directus") / (to - from),
    },
    signIns: { ...latencySummary(signIns.map((r) => r.ms)), errors: signIns.filter((r) => r.error).length },
    appRssKb: rssKb(pids.app[0]),
    load: os.loadavg()[0],
  };
  step.cpuCeilingPeople = cpuCeiling({
    appMs: step.cpuMsPerRequest.app,
    directusMs: step.cpuMsPerRequest.directus,
    requestsPerPerson: step.rps / people,
    cores: os.cpus().length,
    appProcesses: pids.app.length,
    directusProcesses: pids.directus.length,
  });
  // A person who could not sign in is a person the stack did not hold.
  step.held = held(step, { p95Ms: P95_MS }) && step.signIns.errors === 0;
  printStep(step);
  return step;
}

/**
 * Every role's path walked for a while by a few people who hardly think, unmeasured: a fresh
 * process compiles each route's code on its first requests (ADR 023 warms every page up too).
 */
async function warmUp(appUrl, accounts, cfg) {
  const crowd = new Crowd(appUrl, accounts, 200);
  await crowd.resize({ visitor: 2, learner: 2, teacher: 2, partner: 2, editor: 2 }, 0);
  await sleep(cfg.warmUpSeconds * 1000);
  await crowd.stopAll();
  log(`  warmed up: ${crowd.records.length} requests in ${cfg.warmUpSeconds} s`);
}

/** Steps up (and then in between) until the search ends; returns every step and the most people held. */
async function search(label, stack, accounts, cfg) {
  log(`\n${label}: ${stack.appUrl}`);
  await warmUp(stack.appUrl, accounts, cfg);
  const idle = await idleCpu(stack.pids);
  log(`  idle: app ${f(idle.app)} ms, Directus ${f(idle.directus)} ms of CPU a second`);
  const crowd = new Crowd(stack.appUrl, accounts, cfg.thinkMs);
  const steps = [];
  try {
    for (let people = nextPeople(steps, cfg); people !== null; people = nextPeople(steps, cfg))
      steps.push(await runStep(crowd, people, cfg, stack.pids, idle));
  } finally {
    await crowd.stopAll();
  }
  return { label, appUrl: stack.appUrl, idleCpuMsPerSecond: idle, steps, mostHeld: mostHeld(steps) };
}

async function singleProcess(cfg) {
  log(`Starting a test stack${cfg.data ? ` on a copy of ${path.relative(root, cfg.data)}` : ""} (one app, one Directus)…`);
  // Every virtual person signs in from 127.0.0.1: the sign-in limits (per client) scaled up, as for any load test.
  const stack = await startTestStack({ appEnv: { RATE_LIMIT_SCALE: "100" }, from: cfg.data });
  return {
    appUrl: stack.urls.app,
    directus: { url: stack.urls.directus, token: stack.state.adminToken },
    pids: { app: [stack.children.app.pid], directus: [stack.children.directus.pid] },
    stop: () => stack.stop(),
  };
}

async function cluster() {
  log("Starting a test cluster (nginx, 2 app + 2 Directus processes, PostgreSQL, Redis)…");
  const c = await startTestCluster({ appEnv: { RATE_LIMIT_SCALE: "100" } });
  const names = (kind) => Object.keys(c.children).filter((n) => new RegExp(`^${kind}\\d+$`).test(n));
  return {
    appUrl: c.urls.app.replace("localhost", "127.0.0.1"),
    directus: { url: c.urls.directus, token: c.state.adminToken },
    // nginx's workers are not counted: the app's and Directus' processes are what a request costs.
    pids: { app: names("app").map((n) => c.children[n].pid), directus: names("directus").map((n) => c.children[n].pid) },
    stop: () => c.stop(),
  };
}

/** The people who sign in: made now for the most people the search may reach, or those of a seeded folder. */
async function accountsFor(stack, cfg) {
  if (cfg.data) return JSON.parse(fs.readFileSync(path.join(cfg.data, "academy.json"), "utf8")).accounts;
  const started = Date.now();
  const accounts = await seedPopulation(stack.directus, workloadPlan(cfg.max), { log: () => {} });
  log(`  made the workload's people and their rows in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return accounts;
}

async function on(label, starting, cfg) {
  const stack = await starting();
  try {
    return await search(label, stack, await accountsFor(stack, cfg), cfg);
  } finally {
    await stack.stop().catch(() => {});
  }
}

/**
 * Issue 52, item 5: `people` held for `minutes` on the single process after the warm-up, the app's
 * and Directus' memory (RSS) read every 10 s with the requests and errors of those 10 s. The app's is
 * flat when its last half stays within ±10% (`memoryFlat`): the first half may still be warming up.
 */
async function soak(cfg) {
  const stack = await singleProcess(cfg);
  try {
    const accounts = await accountsFor(stack, { ...cfg, max: cfg.people });
    log(`\nsoak: ${cfg.people} people for ${cfg.minutes} min on ${stack.appUrl}`);
    await warmUp(stack.appUrl, accounts, cfg);
    const crowd = new Crowd(stack.appUrl, accounts, cfg.thinkMs);
    const samples = [];
    const started = Date.now();
    try {
      await crowd.resize(peopleByRole(cfg.people), cfg.rampSeconds * 1000);
      while (Date.now() - started < cfg.minutes * 60_000) {
        await sleep(10_000);
        const taken = crowd.take(0, Date.now());
        const sample = {
          seconds: Math.round((Date.now() - started) / 1000),
          appRssKb: rssKb(stack.pids.app[0]),
          directusRssKb: rssKb(stack.pids.directus[0]),
          requests: taken.length,
          errors: taken.filter((r) => r.error).length,
          ...latencySummary(taken.map((r) => r.ms)),
        };
        samples.push(sample);
        if (samples.length % 6 === 0)
          log(
            `  ${f(sample.seconds / 60)} min: app ${f(sample.appRssKb / 1024)} MB, Directus ${f(sample.directusRssKb / 1024)} MB, ${f(sample.requests / 10, 1)} req/s, p95 ${f(sample.p95)} ms, ${sample.errors} errors`,
          );
      }
    } finally {
      await crowd.stopAll();
    }
    return {
      label: "soak",
      appUrl: stack.appUrl,
      people: cfg.people,
      minutes: cfg.minutes,
      samples,
      memory: memoryFlat(samples.map((s) => s.appRssKb)),
    };
  } finally {
    await stack.stop().catch(() => {});
  }
}

function printSoak(run) {
  const out = console.log;
  const total = (key) => run.samples.reduce((sum, s) => sum + s[key], 0);
  const { ok, base, lowest, highest, growth } = run.memory;
  out(`\nsoak: ${run.people} people for ${run.minutes} min, ${total("requests")} requests, ${total("errors")} errors`);
  out(
    `  the app's RSS by minute (MB): ${run.samples
      .filter((_, i) => i % 6 === 5)
      .map((s) => f(s.appRssKb / 1024))
      .join(" ")}`,
  );
  out(
    `  Directus' RSS by minute (MB): ${run.samples
      .filter((_, i) => i % 6 === 5)
      .map((s) => f(s.directusRssKb / 1024))
      .join(" ")}`,
  );
  out(
    `  the app's last half: from ${f(base / 1024)} MB, between ${f(lowest / 1024)} and ${f(highest / 1024)} MB, ${f(growth * 100, 1)}% at the end: ${ok ? "flat (within ±10%)" : "NOT flat (±10%)"}`,
  );
}

export async function academyBench(args) {
  const cfg = options(args);
  if (buildIfNeeded()) log("built");
  if (cfg.soak) {
    const run = await soak(cfg);
    const file = writeResults("academy-soak", {
      at: new Date().toISOString(),
      commit: gitCommit(),
      node: process.version,
      cpus: os.cpus().length,
      config: cfg,
      run,
    });
    printSoak(run);
    console.log(`\n(${file})`);
    return run.memory.ok ? 0 : 1;
  }
  const runs = [await on("single process", () => singleProcess(cfg), cfg)];
  if (cfg.cluster) runs.push(await on("cluster", cluster, cfg).catch((error) => ({ label: "cluster", error: error.message })));
  const report = {
    at: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: os.cpus().length,
    config: cfg,
    p95LimitMs: P95_MS,
    runs,
  };
  const file = writeResults("academy", report);
  printReport(report);
  console.log(`\n(${file})`);
  const failed = runs.filter((r) => r.error || !r.steps?.some((s) => s.signIns.count > s.signIns.errors));
  for (const r of failed) console.log(`FAIL  ${r.label}: ${r.error ?? "nobody could sign in"}`);
  return failed.length ? 1 : 0;
}

const f = (n, d = 0) => (n === null || n === undefined || Number.isNaN(n) ? "-" : Number(n).toFixed(d));

function printStep(s) {
  const who = Object.entries(s.counts)
    .map(([role, n]) => `${role[0]}${n}`)
    .join(" ");
  log(
    `  ${String(s.people).padStart(4)} people (${who}): ${f(s.rps, 1)} req/s, p50 ${f(s.p50)} p95 ${f(s.p95)} p99 ${f(s.p99)} ms, ` +
      `${s.errors} errors${
        s.errors
          ? ` (${Object.entries(s.errorKinds)
              .map(([k, n]) => `${n} ${k}`)
              .join(", ")})`
          : ""
      }, ${s.refused} refused, writes ${f(s.writeShare * 100, 1)}%, ` +
      `ms/request app ${f(s.cpuMsPerRequest.app, 1)} Directus ${f(s.cpuMsPerRequest.directus, 1)}, ${s.signIns.count} sign-ins (p95 ${f(s.signIns.p95)} ms), CPU ceiling ${f(s.cpuCeilingPeople)} people, load ${f(s.load, 1)}  ${s.held ? "held" : "NOT held"}`,
  );
}

function printReport(report) {
  const out = console.log;
  const c = report.config;
  out(
    `\nacademy workload (${c.short ? "short" : "full"}: ${c.rampSeconds} s ramp + ${c.seconds} s measured per step, think ${c.thinkMs / 1000} s; ` +
      `node ${report.node}, ${report.cpus} CPUs, commit ${report.commit})`,
  );
  for (const run of report.runs) {
    if (run.error) {
      out(`\n${run.label}: ${run.error}`);
      continue;
    }
    out(`\n${run.label} (${run.appUrl}):`);
    out(
      `${"people".padStart(6)} ${"req/s".padStart(6)} ${"p50".padStart(5)} ${"p95".padStart(5)} ${"p99".padStart(5)} ${"err".padStart(4)} ${"refused".padStart(7)} ${"writes".padStart(6)} ${"app ms".padStart(6)} ${"Dir ms".padStart(6)} ${"ceiling".padStart(7)} ${"load".padStart(5)}  held`,
    );
    for (const s of [...run.steps].sort((a, b) => a.people - b.people))
      out(
        `${String(s.people).padStart(6)} ${f(s.rps, 1).padStart(6)} ${f(s.p50).padStart(5)} ${f(s.p95).padStart(5)} ${f(s.p99).padStart(5)} ${String(s.errors).padStart(4)} ${String(s.refused).padStart(7)} ${`${f(s.writeShare * 100, 1)}%`.padStart(6)} ${f(s.cpuMsPerRequest.app, 1).padStart(6)} ${f(s.cpuMsPerRequest.directus, 1).padStart(6)} ${f(s.cpuCeilingPeople).padStart(7)} ${f(s.load, 1).padStart(5)}  ${s.held ? "yes" : "no"}`,
      );
    const best = run.steps.filter((s) => s.held).sort((a, b) => b.people - a.people)[0] ?? run.steps[0];
    if (best) {
      out(`  per page class at ${best.people} people (p50 / p95 / p99 ms, requests, errors):`);
      for (const [name, k] of Object.entries(best.classes))
        out(
          `    ${name.padEnd(10)} ${f(k.p50).padStart(5)} ${f(k.p95).padStart(5)} ${f(k.p99).padStart(5)} ${String(k.count).padStart(6)} ${k.errors}`,
        );
    }
  }
  out(
    `\nmost people held (p95 < ${report.p95LimitMs} ms, no error), and the CPU ceiling of the step nearest to it (what its CPU per request would allow with the machine to itself):`,
  );
  for (const run of report.runs) {
    if (run.error) {
      out(`  ${run.label.padEnd(15)} not measured`);
      continue;
    }
    const near = [...run.steps].sort((a, b) => Math.abs(a.people - run.mostHeld) - Math.abs(b.people - run.mostHeld))[0];
    out(
      `  ${run.label.padEnd(15)} ${String(run.mostHeld).padStart(4)} held; CPU ceiling ${f(near?.cpuCeilingPeople)} people (at ${near?.people} people)`,
    );
  }
}
