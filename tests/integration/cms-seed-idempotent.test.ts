import { expect, test } from "vitest";
import { directusAdmin } from "../support/env";
import { runSeed } from "../support/seed";

async function counts() {
  const count = async (path: string) => (await directusAdmin<unknown[]>("GET", `${path}?limit=-1&fields=id`)).length;
  return {
    posts: await count("/items/seed_post_meta"),
    details: await count("/items/seed_post_detail"),
    files: await count("/files"),
    users: await count("/users"),
    roles: await count("/roles"),
    policies: await count("/policies"),
    permissions: await count("/permissions"),
  };
}

test("running the seed again changes nothing (a second npm start reuses the data)", async () => {
  const before = await counts();
  expect(await runSeed({ sampleData: true })).toEqual([]);
  expect(await counts()).toEqual(before);
});
