// Vitest setup of the integration project (vitest.config.ts): every test is checked against the
// developer's own stack when one runs beside `npm test` (tests/support/product-witness.ts).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import { watchProduct } from "./product-witness";

let fileCheck: (what: string) => Promise<void>;
let testCheck: (what: string) => Promise<void>;

beforeAll(async () => {
  fileCheck = await watchProduct({ rows: true, settle: true });
});
afterAll(async () => {
  await fileCheck(`A test file (its last test, or one whose mail MailDev had not listed yet)`);
});
beforeEach(async () => {
  testCheck = await watchProduct();
});
afterEach(async () => {
  await testCheck(`The test "${expect.getState().currentTestName}" (or the one before it)`);
});
