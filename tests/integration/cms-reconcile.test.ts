import { afterEach, expect, test } from "vitest";
import { policies, publicPermissions } from "../../cms/permissions/index.mjs";
import { collections } from "../../cms/schema/index.mjs";
import { directusAdmin, testEnv } from "../support/env";
import { runSeed } from "../support/seed";

// Each start runs the seed against the install as it is. These tests change the install or the
// declarations the way an upgrade would, start the seed, and check what visitors and Directus see.

type Declarations = NonNullable<Parameters<typeof runSeed>[0]["declarations"]>;
type Permission = { id: number; collection: string; action: string; permissions: unknown; fields: string[] | null };

/** A start of the stack without sample data: the seed reconciles the install with `declarations`. */
const start = (declarations?: Declarations) => runSeed({ sampleData: false, declarations });

async function policyId(name: string) {
  const [policy] = await directusAdmin<{ id: string }[]>("GET", `/policies?fields=id&filter[name][_eq]=${encodeURIComponent(name)}`);
  if (!policy) throw new Error(`no policy ${name}`);
  return policy.id;
}

async function permissions(policy: string, collection: string, action: string) {
  const filter = JSON.stringify({ policy: { _eq: await policyId(policy) }, collection: { _eq: collection }, action: { _eq: action } });
  return directusAdmin<Permission[]>("GET", `/permissions?limit=-1&filter=${encodeURIComponent(filter)}`);
}

async function addPermission(policy: string, collection: string, action: string) {
  return directusAdmin<Permission>("POST", "/permissions", {
    policy: await policyId(policy),
    collection,
    action,
    permissions: null,
    fields: ["*"],
  });
}

/** What a visitor without a token gets from the posts collection. */
async function postsForVisitors() {
  const response = await fetch(`${testEnv.directusUrl}/items/seed_post_meta?limit=-1&fields=status,featured`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { status: string; featured: boolean }[] }).data;
}

const clone = <T>(value: T): T => structuredClone(value);
const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  // Back to the declared state, so the other tests see the install as a normal start leaves it.
  await start();
  expect(await start()).toEqual([]);
});

test("a permission loosened by hand in Directus gets its declared filter back on the next start", async () => {
  const [row] = await permissions("$t:public_label", "seed_post_meta", "read");
  await directusAdmin("PATCH", `/permissions/${row.id}`, { permissions: null });
  expect((await postsForVisitors()).some((p) => p.status !== "published")).toBe(true);

  const messages = await start();

  expect(messages).toEqual(["updated permission public seed_post_meta.read: permissions"]);
  const posts = await postsForVisitors();
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((p) => p.status === "published")).toBe(true);
});

test("a filter tightened in code reaches an existing install on its next start", async () => {
  expect((await postsForVisitors()).some((p) => !p.featured)).toBe(true);
  const tightened = clone(publicPermissions);
  tightened.seed_post_meta.read = {
    ...tightened.seed_post_meta.read,
    filter: { _and: [{ status: { _eq: "published" } }, { featured: { _eq: true } }] },
  };

  const messages = await start({ publicPermissions: tightened });

  expect(messages).toEqual(["updated permission public seed_post_meta.read: permissions"]);
  const posts = await postsForVisitors();
  expect(posts.length).toBeGreaterThan(0);
  expect(posts.every((p) => p.status === "published" && p.featured)).toBe(true);
});

test("a permission the code no longer declares is removed from the app's policies", async () => {
  const trimmed = clone(policies);
  delete trimmed["seed-app-service"].permissions.seed_newsletter_subscribers.read;
  // Granted by hand in Directus: a learner reading cooperation requests, a visitor reading subscribers.
  await addPermission("seed-user", "seed_cooperation_requests", "read");
  await addPermission("$t:public_label", "seed_newsletter_subscribers", "read");
  expect((await fetch(`${testEnv.directusUrl}/items/seed_newsletter_subscribers`)).status).toBe(200);

  const messages = await start({ policies: trimmed });

  expect(messages.sort()).toEqual([
    "removed permission public seed_newsletter_subscribers.read",
    "removed permission seed-app-service seed_newsletter_subscribers.read",
    "removed permission seed-user seed_cooperation_requests.read",
  ]);
  expect(await permissions("seed-app-service", "seed_newsletter_subscribers", "read")).toEqual([]);
  expect(await permissions("seed-user", "seed_cooperation_requests", "read")).toEqual([]);
  expect((await fetch(`${testEnv.directusUrl}/items/seed_newsletter_subscribers`)).status).toBe(403);
  // Still declared: untouched.
  expect(await permissions("seed-app-service", "seed_newsletter_subscribers", "create")).toHaveLength(1);
});

test("policies the app does not own, and public grants outside its collections, are left alone", async () => {
  const foreign = await directusAdmin<{ id: string }>("POST", "/policies", {
    name: "reconcile-test-foreign",
    icon: "policy",
    app_access: false,
    admin_access: false,
  });
  cleanups.push(() => directusAdmin("DELETE", `/policies/${foreign.id}`));
  const foreignRow = await directusAdmin<Permission>("POST", "/permissions", {
    policy: foreign.id,
    collection: "seed_post_meta",
    action: "read",
    permissions: null,
    fields: ["*"],
  });
  const publicFolders = await addPermission("$t:public_label", "directus_folders", "read");
  cleanups.push(() => directusAdmin("DELETE", `/permissions/${publicFolders.id}`));

  expect(await start()).toEqual([]);

  expect(await directusAdmin<Permission>("GET", `/permissions/${foreignRow.id}`)).toMatchObject({
    collection: "seed_post_meta",
    action: "read",
  });
  expect(await directusAdmin<Permission>("GET", `/permissions/${publicFolders.id}`)).toMatchObject({ collection: "directus_folders" });
});

test("a field added to a declared collection reaches an existing install", async () => {
  const extended = clone(collections);
  const subscribers = extended.find((c) => c.collection === "seed_newsletter_subscribers")!;
  subscribers.fields.push({ field: "reconcile_probe", type: "string", meta: {}, schema: { is_nullable: true } });
  cleanups.push(() => directusAdmin("DELETE", "/fields/seed_newsletter_subscribers/reconcile_probe"));

  const messages = await start({ collections: extended });

  expect(messages).toEqual(["added field seed_newsletter_subscribers.reconcile_probe"]);
  const field = await directusAdmin<{ type: string }>("GET", "/fields/seed_newsletter_subscribers/reconcile_probe");
  expect(field.type).toBe("string");
  expect(await start({ collections: extended })).toEqual([]);
});

test("an app policy given Data Studio access or detached from its role by hand is set back", async () => {
  const id = await policyId("seed-edit-post");
  const [access] = await directusAdmin<{ id: string }[]>("GET", `/access?fields=id&filter[policy][_eq]=${id}`);
  await directusAdmin("DELETE", `/access/${access.id}`);
  await directusAdmin("PATCH", `/policies/${id}`, { app_access: true });

  const messages = await start();

  expect(messages).toEqual(["updated policy seed-edit-post: app_access", "attached policy seed-edit-post to role seed-edit-post"]);
  const policy = await directusAdmin<{ app_access: boolean; roles: { role: { name: string } }[] }>(
    "GET",
    `/policies/${id}?fields=app_access,roles.role.name`,
  );
  expect(policy.app_access).toBe(false);
  expect(policy.roles.map((r) => r.role.name)).toEqual(["seed-edit-post"]);
});
