// A/B of one render-speed mechanism (ADR 023): two app processes of one build against one Directus,
// A as built and B with the mechanism switched off, measured in alternating runs so both meet the
// same load. Prints, per page, the median app CPU milliseconds per request of each (read from
// /proc/<pid>/stat, every thread) and the gain; requests/s per run beside it, as information.
//
//   A_URL=http://127.0.0.1:3000 A_PID=<pid> B_URL=http://127.0.0.1:3100 B_PID=<pid> \
//   PAGES='[{"name":"/","path":"/?first-view=1"},
//           {"name":"learner","path":"/student/portal/dashboard?first-view=1","as":{"email":"…","password":"…"}}]' \
//   [ROUNDS=6] [RUN_SECONDS=4] node scripts/bench-ab.mjs
//
// A page with `as` is read signed in (each process signs in on its own: refresh tokens rotate) as a
// returning reader (the stylesheet file fetched); one without, as a signed-out first visit.
import fs from "node:fs";
import autocannon from "autocannon";
import { signInCookies } from "./bench-process.mjs";

const { A_URL: aUrl, A_PID: aPid, B_URL: bUrl, B_PID: bPid } = process.env;
const pages = JSON.parse(process.env.PAGES ?? "[]");
const rounds = Number(process.env.ROUNDS ?? 6);
const seconds = Number(process.env.RUN_SECONDS ?? 4);
if (!aUrl || !aPid || !bUrl || !bPid || pages.length === 0) {
  console.error("A_URL, A_PID, B_URL, B_PID and PAGES are needed (see the head of this file)");
  process.exit(2);
}

/** CPU milliseconds the process has used (user + system, every thread; USER_HZ is 100 on Linux). */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const html = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, br", cookie: "lng=en" };

/** A signed-in returning reader's cookies on one process: its session and the stylesheet file's cookie. */
async function returningReader(url, who) {
  const session = await signInCookies(url, who);
  const page = await (await fetch(`${url}/login`, { headers: { cookie: "lng=en" } })).text();
  const sheet = await fetch(url + /href="(\/seed-css\/[^"]+)"/.exec(page)?.[1]);
  await sheet.arrayBuffer();
  return { ...html, cookie: `lng=en; ${session}; ${sheet.headers.get("set-cookie")?.split(";")[0] ?? ""}` };
}

async function run(url, pid, path, headers, duration = seconds) {
  const before = cpuMs(pid);
  const r = await autocannon({ url: url + path, connections: 10, duration, headers });
  return { ms: (cpuMs(pid) - before) / Math.max(1, r.requests.total), rps: r.requests.average, errors: r.errors + r.non2xx };
}

const median = (xs) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

for (const page of pages) {
  const headersA = page.as ? await returningReader(aUrl, page.as) : html;
  const headersB = page.as ? await returningReader(bUrl, page.as) : html;
  await run(aUrl, aPid, page.path, headersA, 2);
  await run(bUrl, bPid, page.path, headersB, 2);
  const a = [];
  const b = [];
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ["a", "b"] : ["b", "a"];
    for (const which of order) {
      if (which === "a") a.push(await run(aUrl, aPid, page.path, headersA));
      else b.push(await run(bUrl, bPid, page.path, headersB));
    }
  }
  const withMs = median(a.map((x) => x.ms));
  const withoutMs = median(b.map((x) => x.ms));
  console.log(
    JSON.stringify({
      page: page.name,
      with_ms: Number(withMs.toFixed(2)),
      without_ms: Number(withoutMs.toFixed(2)),
      gain_percent: Number((((withoutMs - withMs) / withoutMs) * 100).toFixed(1)),
      with_rps: a.map((x) => Math.round(x.rps)),
      without_rps: b.map((x) => Math.round(x.rps)),
      errors: [...a, ...b].reduce((sum, x) => sum + x.errors, 0),
    }),
  );
}
