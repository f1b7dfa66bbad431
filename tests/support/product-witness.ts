// The developer's own stack as a witness (issue 24): when `npm test` found one running beside it,
// it passes its addresses in TEST_PRODUCT_* and every test is checked against it: a test that sends
// mail to its MailDev (or, per file, writes rows into its Directus) fails, naming what changed.
// @ts-expect-error -- plain ESM script without types
import { differences, snapshot } from "../../scripts/product-witness.mjs";

interface Product {
  mailUrl: string | null;
  directusUrl: string | null;
  token: string | null;
}
interface Snapshot {
  mail: number | null;
  rows: Record<string, number>;
}

function productFromEnv(withRows: boolean): Product | null {
  const mailUrl = process.env.TEST_PRODUCT_MAIL_URL || null;
  const directusUrl = (withRows && process.env.TEST_PRODUCT_DIRECTUS_URL) || null;
  if (!mailUrl && !directusUrl) return null;
  return { mailUrl, directusUrl, token: process.env.TEST_PRODUCT_TOKEN ?? null };
}

/**
 * Takes the witness's state now; the function it returns throws when the state has changed since.
 * `rows`: also count the rows of every collection (a dozen requests: per file, not per test).
 * `settle`: MailDev lists a mail once it has parsed it, so a mail sent just before the check needs a
 * moment: the check per file (integration) or per worker (e2e) waits for it, the one per test does
 * not (issue 45: 200 ms after each of ~1,100 tests); a mail it misses is named by the next check.
 */
export async function watchProduct({ rows = false, settle = false } = {}): Promise<(what: string) => Promise<void>> {
  const product = productFromEnv(rows);
  if (!product) return async () => {};
  const before = (await snapshot(product)) as Snapshot;
  return async (what) => {
    if (settle) await new Promise((resolve) => setTimeout(resolve, 200));
    const changes = differences(before, (await snapshot(product)) as Snapshot) as string[];
    if (changes.length) {
      throw new Error(`${what} reached the developer's own stack (\`npm start\`, issue 24): ${changes.join("; ")}`);
    }
  };
}
