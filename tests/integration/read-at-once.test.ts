// Issue 23 / ADR 023: the portals read a page's rows in one request (readAtOnce, through
// cms/extensions/seed-read-at-once). For every read the dashboards make, with each person's own token, the answer must be
// exactly what the REST read gives: the same rows, the same values, keys as numbers, a relation asked
// for by itself as its key; and what a person may not read stays refused.
import { readItems } from "@directus/sdk";
import { beforeAll, expect, test } from "vitest";
import { createDirectusClient, type DirectusClient } from "~/features/cms/directus.server";
import { read, readAtOnce, type Read, type Reads } from "~/features/cms/read-at-once.server";
import { facultyDashboardReads } from "~/features/portals/faculty/faculty.server";
import { courseworkReads } from "~/features/portals/learner/coursework.server";
import { learnerDashboardReads } from "~/features/portals/learner/dashboard.server";
import { partnerDashboardReads } from "~/features/portals/partner/partner.server";
import { accounts } from "../support/accounts";
import { directusToken } from "../support/people";

async function clientOf(who: { email: string; password: string }) {
  return createDirectusClient(await directusToken(who));
}

const clients: Record<string, DirectusClient> = {};
beforeAll(async () => {
  for (const [name, who] of Object.entries({ learner: accounts.learner, faculty: accounts.faculty, partner: accounts.partnerHiring }))
    clients[name] = await clientOf(who);
});

// The dashboards' own reads, as they make them, plus nested and default-limit shapes.
const reads: Record<string, Reads> = {
  learner: {
    ...learnerDashboardReads("2020-01-01T00:00:00.000Z"),
    ...courseworkReads,
    classesWithCourse: read("seed_classes", {
      fields: ["id", "next_session", "room", "course", { course: ["name"] }],
      sort: ["next_session"],
    }),
    // No limit: Directus' default applies, as in REST.
    projectsAll: read("seed_projects", { fields: ["id", "title"] }),
    courses: read("seed_courses", { fields: ["id", "code", "name", "track"], sort: ["code"], limit: 100 }),
  },
  faculty: facultyDashboardReads,
  partner: partnerDashboardReads,
};

for (const [who, set] of Object.entries(reads))
  test(`${who}: one request answers exactly what each REST read does`, async () => {
    const client = clients[who]!;
    const atOnce = await readAtOnce(client, set);
    let rows = 0;
    for (const [alias, { collection, query }] of Object.entries(set)) {
      // The REST read of the same query, as the endpoint received it (fields by path).
      const rest = await client.request(readItems(collection as never, query as never));
      expect(atOnce[alias], `${who} ${alias}`).toEqual(rest);
      rows += (rest as unknown[]).length;
    }
    expect(rows, "the sample data gives every read rows to compare").toBeGreaterThan(Object.keys(set).length);
  });

test("a read the person may not make fails the whole request, with REST's status", async () => {
  const rest = clients.learner!.request(readItems("seed_invoices" as never, { fields: ["id"] } as never));
  const status = (error: unknown) => (error as { response?: Response }).response?.status;
  const restStatus = await rest.then(() => 0, status);
  expect(restStatus).toBe(403);
  const atOnce = readAtOnce(clients.learner!, {
    own: read("seed_competencies", { fields: ["key"] }),
    theirs: read("seed_invoices", { fields: ["id"] }),
  });
  expect(await atOnce.then(() => 0, status)).toBe(restStatus);
  // A field the person may not read, and a system collection, are refused too (reads `read` would not type).
  const raw = (collection: string, fields: string[]): Read<unknown> => ({ collection, query: { fields } });
  expect(await readAtOnce(clients.learner!, { a: raw("seed_competencies", ["user.password"]) }).then(() => 0, status)).toBe(403);
  expect(await readAtOnce(clients.learner!, { a: raw("directus_users", ["id"]) }).then(() => 0, status)).toBe(400);
});

test("another person's rows stay theirs: the second learner's rows differ from the first's", async () => {
  const second = await clientOf(accounts.learner2);
  const reads = { actions: read("seed_next_actions", { fields: ["id"], sort: ["id"] }) };
  const [mine, theirs] = await Promise.all([readAtOnce(clients.learner!, reads), readAtOnce(second, reads)]);
  const ids = new Set(mine.actions!.map((r) => r.id));
  expect(mine.actions!.length).toBeGreaterThan(0);
  expect(theirs.actions!.some((r) => ids.has(r.id))).toBe(false);
});
