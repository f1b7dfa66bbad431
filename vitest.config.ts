import { defineConfig } from "vitest/config";

/**
 * The app's modules read their configuration once, when first imported (app/env.server.ts): in
 * integration tests they talk to the test stack's Directus (TEST_* from scripts/test-stack.mjs).
 */
const appEnvForIntegration = Object.fromEntries(
  Object.entries({ DIRECTUS_URL: process.env.TEST_DIRECTUS_URL, DIRECTUS_SERVICE_TOKEN: process.env.TEST_SERVICE_TOKEN }).filter(
    (entry): entry is [string, string] => Boolean(entry[1]),
  ),
);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.mjs"],
          environment: "node",
          // One module graph for all the unit files of a worker (issue 45): importing it again for
          // each of 75 files was 50% of the step (61 s of CPU → 14 s without; 879 tests pass in any
          // order, `--sequence.shuffle`). A unit test keeps no state between files.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time on one stack; in `npm test`'s full run two workers, each on a stack of
          // its own (TEST_SECOND_STACK, tests/support/second-stack.setup.ts; issue 45).
          fileParallelism: Boolean(process.env.TEST_SECOND_STACK),
          maxWorkers: process.env.TEST_SECOND_STACK ? 2 : 1,
          env: appEnvForIntegration,
          // Fails a test that sends mail to (or a file that writes rows into) the developer's own stack (issue 24).
          setupFiles: ["tests/support/second-stack.setup.ts", "tests/support/product-untouched.setup.ts"],
        },
      },
    ],
  },
});
