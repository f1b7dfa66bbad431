// Vitest setup of the integration project (vitest.config.ts). In `npm test`'s full run the files run
// in two workers, each on a test stack of its own (issue 45): scripts/test.mjs starts the second
// stack while the first worker already runs and writes its addresses to TEST_SECOND_STACK once it
// answers. The second worker waits for that file, then points every TEST_* address — and the app
// modules a test imports (DIRECTUS_URL, read when first imported) — at the second stack.
import fs from "node:fs";

const file = process.env.TEST_SECOND_STACK;
if (file && process.env.VITEST_POOL_ID === "2") {
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the second test stack did not answer within 300 s (${file})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const second = JSON.parse(fs.readFileSync(file, "utf8")) as { env?: Record<string, string>; error?: string };
  if (!second.env) throw new Error(`the second test stack did not start: ${second.error}`);
  Object.assign(process.env, second.env, {
    DIRECTUS_URL: second.env.TEST_DIRECTUS_URL,
    DIRECTUS_SERVICE_TOKEN: second.env.TEST_SERVICE_TOKEN,
  });
}
