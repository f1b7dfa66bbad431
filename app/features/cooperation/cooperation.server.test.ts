import { expect, test } from "vitest";
import { mayConfirmTo } from "./cooperation.server";

test("confirmations to one address are capped, whatever the case or spaces it is typed with (#31)", async () => {
  const results = [];
  for (const email of ["cap@example.com", "CAP@example.com", " cap@example.com", "cap@example.com ", "Cap@example.com", "Cap@Example.com"])
    results.push(await mayConfirmTo(email));
  expect(results).toEqual([true, true, true, true, true, false]);
  expect(await mayConfirmTo("other@example.com")).toBe(true);
});
