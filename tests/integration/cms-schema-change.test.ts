import { readItems, updateField, updateItem } from "@directus/sdk";
import { afterAll, expect, test } from "vitest";
import type { Migration } from "../../cms/migrations/index.d.mts";
import { collections } from "../../cms/schema/index.mjs";
import type { CollectionDeclaration } from "../../cms/schema/index.mjs";
import { directusAdmin } from "../support/env";
import { runSeed } from "../support/seed";

// ADR 018: an install made by the previous version of the code gets the next version's schema on its
// next start. Each test declares a throwaway collection as "version 1", starts the seed, changes the
// declaration or adds a migration as "version 2", starts again, and reads what Directus has.

const name = `seed_shape_${Date.now().toString(36)}`;

function version1(): CollectionDeclaration {
  return {
    collection: name,
    meta: { hidden: true, note: "schema change test" },
    fields: [
      { field: "id", type: "integer", meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
      { field: "label", type: "string", meta: {}, schema: { is_nullable: true } },
      { field: "state", type: "string", meta: { note: "old note" }, schema: { is_nullable: true, default_value: "new" } },
      { field: "legacy", type: "string", meta: {}, schema: { is_nullable: true } },
    ],
  };
}

const start = (extra: CollectionDeclaration[], migrations: Migration[] = []) =>
  runSeed({ sampleData: false, declarations: { collections: [...collections, ...extra], migrations } });

type FieldInfo = { field: string; meta: { note: string | null } | null; schema: { default_value: unknown; is_nullable: boolean } | null };
const fieldOf = (field: string) => directusAdmin<FieldInfo>("GET", `/fields/${name}/${field}`);

afterAll(async () => {
  await directusAdmin("DELETE", `/collections/${name}`).catch(() => {});
  await directusAdmin("DELETE", `/items/seed_migrations/${encodeURIComponent(`900-${name}`)}`).catch(() => {});
});

test("a changed default, nullability and note reach an install made by the previous version, and a second start changes nothing", async () => {
  expect(await start([version1()])).toContain(`created collection ${name}`);
  await directusAdmin("POST", `/items/${name}`, { label: "kept" });

  const version2 = version1();
  version2.fields[2] = {
    field: "state",
    type: "string",
    meta: { note: "what the row is doing" },
    schema: { is_nullable: false, default_value: "draft" },
  };
  const messages = await start([version2]);
  expect(messages).toEqual([`updated field ${name}.state (schema.default_value, schema.is_nullable, meta.note)`]);

  const state = await fieldOf("state");
  expect(state.schema?.default_value).toBe("draft");
  expect(state.schema?.is_nullable).toBe(false);
  expect(state.meta?.note).toBe("what the row is doing");
  // The row written by version 1 is still there, and a new row gets version 2's default.
  const created = await directusAdmin<{ state: string }>("POST", `/items/${name}`, { label: "new" });
  expect(created.state).toBe("draft");
  expect((await directusAdmin<{ label: string }[]>("GET", `/items/${name}?fields=label&sort=id`)).map((r) => r.label)).toEqual([
    "kept",
    "new",
  ]);

  expect(await start([version2])).toEqual([]);
});

test("the whole declared schema is already what Directus has: a start updates no field", async () => {
  const messages = await runSeed({ sampleData: false });
  expect(messages.filter((m) => m.startsWith("updated field"))).toEqual([]);
});

test("a migration moves data once, in order, and is recorded; a failing one stops the start and is not recorded", async () => {
  await start([version1()]);
  const row = await directusAdmin<{ id: number }>("POST", `/items/${name}`, { legacy: "moved value" });
  const ran: string[] = [];
  const move: Migration = {
    id: `900-${name}`,
    up: async (request) => {
      ran.push("move");
      const rows = (await request(readItems(name as never, { fields: ["id", "legacy"], limit: -1 }))) as {
        id: number;
        legacy: string | null;
      }[];
      for (const r of rows.filter((r) => r.legacy)) await request(updateItem(name as never, r.id, { label: r.legacy, legacy: null }));
      await request(updateField(name as never, "legacy", { meta: { hidden: true } }));
    },
  };
  expect(await start([version1()], [move])).toContain(`ran migration 900-${name}`);
  expect(await start([version1()], [move])).toEqual([]);
  expect(ran).toEqual(["move"]);
  expect(await directusAdmin<{ label: string; legacy: string | null }>("GET", `/items/${name}/${row.id}?fields=label,legacy`)).toEqual({
    label: "moved value",
    legacy: null,
  });
  expect((await directusAdmin<{ id: string }[]>("GET", "/items/seed_migrations?fields=id&limit=-1")).map((r) => r.id)).toContain(
    `900-${name}`,
  );

  const failing: Migration = { id: `901-${name}`, up: async () => Promise.reject(new Error("disk full")) };
  await expect(start([version1()], [move, failing])).rejects.toThrow(`migration 901-${name} failed: disk full`);
  expect((await directusAdmin<{ id: string }[]>("GET", "/items/seed_migrations?fields=id&limit=-1")).map((r) => r.id)).not.toContain(
    `901-${name}`,
  );
});
