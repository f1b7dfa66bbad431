// ADR 036: a read's field list decides its rows' type (checked by `npm test -- typecheck`), and the
// endpoint gets the same query REST would (fields by path).
import { expect, expectTypeOf, test } from "vitest";
import { laterThan, read, type RowsOf } from "./read-at-once.server";

test("a read's rows have exactly the fields it names, a related row possibly null", () => {
  const jobs = read("seed_jobs", { fields: ["id", "title", "company", { company: ["name"] }], sort: ["-id"], limit: 5 });
  expectTypeOf<RowsOf<typeof jobs>[number]>().toEqualTypeOf<{ id: number; title: string; company: { name: string } | null }>();
  const members = read("seed_company_members", { fields: ["user", { company: ["id"] }] });
  // A relation asked for by its key alone is its key.
  expectTypeOf<RowsOf<typeof members>[number]["user"]>().toEqualTypeOf<string>();
  expect(members.query.fields).toEqual(["user", "company.id"]);
  expect(jobs).toEqual({
    collection: "seed_jobs",
    query: { fields: ["id", "title", "company", "company.name"], sort: ["-id"], limit: 5 },
  });
});

test("a field, a filter or a sort the collection does not have does not compile", () => {
  // @ts-expect-error seed_jobs has no `titel`.
  read("seed_jobs", { fields: ["titel"] });
  // @ts-expect-error nor a filter on it.
  read("seed_jobs", { fields: ["id"], filter: { titel: { _eq: "x" } } });
  // @ts-expect-error nor a sort by it.
  read("seed_jobs", { fields: ["id"], sort: ["-titel"] });
  const jobs = read("seed_jobs", { fields: ["id"] });
  // @ts-expect-error a field the read did not ask for is not on its rows.
  expectTypeOf<RowsOf<typeof jobs>[number]["title"]>().toBeString();
  expect(jobs.query).toEqual({ fields: ["id"] });
});

test("a time is compared as Directus takes it", () => {
  expect(read("seed_mentor_slots", { fields: ["id"], filter: { starts_at: laterThan("2026-01-01T00:00:00.000Z") } }).query.filter).toEqual({
    starts_at: { _gt: "2026-01-01T00:00:00.000Z" },
  });
  expect(laterThan("$NOW", { orAt: true })).toEqual({ _gte: "$NOW" });
});
