// `npm run seed:large`: a large academy's data in a data folder of its own (issue 52, item 2):
// 10,000 learners, 300 teachers, 200 companies, 2,000 jobs, 50,000 applications, 5,000 posts,
// 100,000 grades and 20,000 files' rows, on top of the sample data.
//
//   npm run seed:large                         # into .data-large/ (made; refused if it holds data)
//   DATA_DIR=/somewhere npm run seed:large     # into another empty folder (never .data/, npm start's)
//
// It starts Directus (and the app) on free ports on that folder, lets them make the schema and the
// sample data, then makes the rows through Directus' REST API in batches (scripts/academy/population.mjs)
// and stops. The first 200 people of each role sign in with the password written to
// `<folder>/academy.json` (cheap test hashes; the rest have no password). `npm run bench --
// --large` and `npm run bench -- --academy --data <folder>` run on a copy of it.
import fs from "node:fs";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.mjs";
import { largePlan } from "./academy/plans.mjs";
import { seedPopulation } from "./academy/population.mjs";
import { enterTestRun, productDefaults } from "./isolation.mjs";
import { freePort, root, startStack } from "./stack.mjs";

const dataDir = path.resolve(root, process.env.DATA_DIR ?? ".data-large");
if (dataDir === productDefaults.dataDir) throw new Error(`${dataDir} is npm start's data: choose another DATA_DIR`);
if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length)
  throw new Error(`${dataDir} is not empty: seed:large makes a new folder (remove it first to make it again)`);
enterTestRun(); // issue 24: none of npm start's settings reach this stack

buildIfNeeded();
const started = Date.now();
const ports = { app: await freePort(), directus: await freePort(), smtp: await freePort(), mailUi: await freePort() };
process.env.APP_URL = `http://localhost:${ports.app}`;
console.log(`Starting a stack on ${path.relative(root, dataDir) || dataDir} (schema and sample data)…`);
const stack = await startStack({ dataDir, ports, forTests: true, quiet: true, log: () => {} });
try {
  const schemaSeconds = (Date.now() - started) / 1000;
  console.log(`  ready in ${schemaSeconds.toFixed(0)} s; making the large academy's rows…`);
  const rowsStarted = Date.now();
  const accounts = await seedPopulation({ url: stack.urls.directus, token: stack.state.adminToken }, largePlan, {
    log: (m) => console.log(`  ${m}`),
  });
  const rowsSeconds = (Date.now() - rowsStarted) / 1000;
  fs.writeFileSync(
    path.join(dataDir, "academy.json"),
    `${JSON.stringify({ made: new Date().toISOString(), plan: largePlan, schemaSeconds, rowsSeconds, accounts }, null, 2)}\n`,
    { mode: 0o600 },
  );
  console.log(`Rows made in ${(rowsSeconds / 60).toFixed(1)} min (${((Date.now() - started) / 60000).toFixed(1)} min in all).`);
} finally {
  await stack.stop();
}
