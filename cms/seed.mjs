// Makes a running Directus match the code on every start: collections and fields (./schema), roles,
// policies and permissions (./permissions), settings, the app's service account, then sample users
// and posts. It only adds to the schema, but it reconciles the permissions of the policies it owns:
// a permission that differs from its declaration is updated, a missing one created, one the code no
// longer declares deleted. Each change is logged in one line; a run with nothing to change is silent.
import { createRequire } from "node:module";
import {
  createCollection,
  createDirectus,
  createField,
  createFolder,
  createItem,
  createPermissions,
  createPolicy,
  createRelation,
  createRole,
  createUser,
  deletePermissions,
  readCollections,
  readFieldsByCollection,
  readFolders,
  readItems,
  readMe,
  readPermissions,
  readPolicies,
  readRelations,
  readRoles,
  readSettings,
  readUser,
  readUsers,
  rest,
  staticToken,
  updatePermission,
  updatePolicy,
  updateSettings,
  updateField,
  updateUser,
  uploadFiles,
} from "@directus/sdk";
import { sampleAccounts, serviceAccount } from "./accounts.mjs";
import { policies as declaredPolicies, publicPermissions as declaredPublicPermissions } from "./permissions/index.mjs";
import { migrations as declaredMigrations, runMigrations } from "./migrations/index.mjs";
import { collections as declaredCollections, systemCollections } from "./schema/index.mjs";
import { handInsFolderId, handInsFolderName } from "./extensions/shared/hand-ins.mjs";

const require = createRequire(import.meta.url);

/** Directus' own public policy (what visitors without a token may do). */
const PUBLIC_POLICY = "$t:public_label";

/** Runs SDK commands with a token; a failure names the request it was. */
function connect(url, token) {
  const client = createDirectus(url).with(rest()).with(staticToken(token));
  return async function request(command) {
    try {
      return await client.request(command);
    } catch (error) {
      const { method = "GET", path } = command();
      throw new Error(`Directus ${method} ${path}: ${error?.errors?.[0]?.message ?? error?.message ?? error}`, { cause: error });
    }
  };
}

// ---- schema: collections, fields and relations are added; a field's safe properties follow the code ----
// (ADR 018: what can lose data — a type change, a drop, a rename, moving data — is a migration, ./migrations)

/** What a start may change on an existing field: none of it touches stored values (an index neither, issue 52). */
const safeSchemaKeys = ["default_value", "is_nullable", "max_length", "is_indexed"];
// (`special` is not one: Directus derives a field's type from it, e.g. a timestamp's.)
const safeMetaKeys = ["interface", "options", "display", "note", "hidden", "readonly", "required", "width"];

/** Defaults come back from the database as text ("0", "draft") and booleans as 0/1 in SQLite. */
function sameValue(declared, found) {
  if (declared === found) return true;
  if (declared === null || found === null || declared === undefined || found === undefined) return declared == found;
  if (typeof declared === "boolean") return String(found) === String(declared) || String(found) === String(Number(declared));
  if (typeof declared === "object") return JSON.stringify(declared) === JSON.stringify(found);
  return String(declared) === String(found);
}

/** The declared properties Directus does not have yet, per part: `{ schema, meta }`, only the keys that differ. */
function fieldChanges(declared, found) {
  const changes = {};
  for (const [part, keys] of [
    ["schema", safeSchemaKeys],
    ["meta", safeMetaKeys],
  ]) {
    for (const key of keys) {
      if (!declared[part] || !(key in declared[part])) continue;
      if (sameValue(declared[part][key], found[part]?.[key])) continue;
      (changes[part] ??= {})[key] = declared[part][key];
    }
  }
  return changes;
}

async function reconcileCollections(request, collections, log) {
  const existing = new Set((await request(readCollections())).map((c) => c.collection));
  for (const { collection, meta, fields } of collections) {
    if (!existing.has(collection)) {
      await request(createCollection({ collection, meta, schema: {}, fields }));
      log(`created collection ${collection}`);
      continue;
    }
    const have = new Map((await request(readFieldsByCollection(collection))).map((f) => [f.field, f]));
    for (const field of fields) {
      const found = have.get(field.field);
      if (!found) {
        await request(createField(collection, field));
        log(`added field ${collection}.${field.field}`);
      } else if (found.type !== field.type && !(field.type === "uuid" && found.type === "string")) {
        // (SQLite keeps a uuid as char(36), which Directus reads back as a string.)
        // Changing a column's type can lose data: that is a migration, not something to do on start.
        log(`field ${collection}.${field.field} is ${found.type} in Directus but declared ${field.type}: needs a migration`);
      } else {
        const changes = fieldChanges(field, found);
        if (Object.keys(changes).length === 0) continue;
        await request(updateField(collection, field.field, { ...changes }));
        const named = Object.entries(changes).flatMap(([part, values]) => Object.keys(values).map((key) => `${part}.${key}`));
        log(`updated field ${collection}.${field.field} (${named.join(", ")})`);
      }
    }
  }
  const relations = new Set((await request(readRelations())).map((r) => `${r.collection}.${r.field}`));
  for (const relation of collections.flatMap((c) => c.relations ?? [])) {
    if (relations.has(`${relation.collection}.${relation.field}`)) continue;
    await request(createRelation(relation));
    log(`created relation ${relation.collection}.${relation.field} → ${relation.related_collection}`);
  }
}

// ---- roles, policies and permissions ----

/** Key order does not matter to Directus; it must not matter to the comparison either. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(value[k])]),
    );
  return value;
}
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** A declared rule as Directus stores it. */
function toPermission(collection, action, { filter = null, fields = ["*"], validation = null, presets = null }) {
  return { collection, action, permissions: filter, validation, presets, fields };
}
/** Field lists compare as sets: ["id", "name"] and ["name", "id"] grant the same. */
const comparable = (key, value) => (key === "fields" ? [...(value ?? [])].sort() : value);
const compared = ["permissions", "validation", "presets", "fields"];

/**
 * Makes one policy's permissions equal to `declared`, for the collections it owns there.
 * @param {(collection: string) => boolean} owns  rows on other collections are left alone
 */
async function reconcilePermissions(request, policy, label, declared, owns, log, { quiet = false } = {}) {
  const wanted = new Map();
  for (const [collection, actions] of Object.entries(declared)) {
    for (const [action, rule] of Object.entries(actions)) wanted.set(`${collection}.${action}`, toPermission(collection, action, rule));
  }
  const have = await request(readPermissions({ filter: { policy: { _eq: policy } }, limit: -1 }));
  const kept = new Set();
  const stale = [];
  for (const row of have) {
    if (row.id == null || row.policy !== policy || !owns(row.collection)) continue; // Directus adds system rows without an id
    const key = `${row.collection}.${row.action}`;
    const want = wanted.get(key);
    if (!want || kept.has(key)) {
      stale.push({ id: row.id, key });
      continue;
    }
    kept.add(key);
    const differ = compared.filter((k) => !same(comparable(k, row[k]), comparable(k, want[k])));
    if (differ.length) {
      await request(updatePermission(row.id, Object.fromEntries(differ.map((k) => [k, want[k]]))));
      log(`updated permission ${label} ${key}: ${differ.join(", ")}`);
    }
  }
  const missing = [...wanted].filter(([key]) => !kept.has(key));
  if (missing.length) {
    await request(createPermissions(missing.map(([, permission]) => ({ policy, ...permission }))));
    if (!quiet) for (const [key] of missing) log(`created permission ${label} ${key}`);
  }
  if (stale.length) {
    await request(deletePermissions(stale.map((s) => s.id)));
    for (const { key } of stale) log(`removed permission ${label} ${key}`);
  }
}

/** A role that does not exist (yet): a rule naming it matches nobody. */
const noRole = "00000000-0000-0000-0000-000000000000";

/**
 * Rules name roles by "$ROLE:<name>" (a role's id differs between installs): each becomes that
 * role's id, or an id no role has when the role does not exist.
 */
export function withRoleIds(value, roleIds) {
  if (typeof value === "string") return value.startsWith("$ROLE:") ? (roleIds[value.slice(6)] ?? noRole) : value;
  if (Array.isArray(value)) return value.map((item) => withRoleIds(item, roleIds));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withRoleIds(v, roleIds)]));
  return value;
}

async function reconcileAccess(request, policies, publicPermissions, appCollections, log) {
  const roles = await request(readRoles({ limit: -1, fields: ["id", "name"] }));
  const roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  const existing = await request(
    readPolicies({ limit: -1, fields: ["id", "name", "description", "admin_access", "app_access", "roles.role"] }),
  );
  const byName = new Map(existing.map((p) => [p.name, p]));

  // Every role first: a rule may name another policy's role ("$ROLE:<name>", withRoleIds).
  for (const spec of Object.values(policies)) {
    for (const roleName of spec.roles) {
      if (roleIds[roleName]) continue;
      roleIds[roleName] = (await request(createRole({ name: roleName, icon: "badge", description: spec.description }))).id;
      log(`created role ${roleName}`);
    }
  }
  policies = withRoleIds(policies, roleIds);

  for (const [name, spec] of Object.entries(policies)) {
    // API-only: no Data Studio access for any of the app's roles.
    const settings = { description: spec.description, admin_access: false, app_access: false };
    const policy = byName.get(name);
    if (!policy) {
      const created = await request(
        createPolicy({ name, icon: "policy", ...settings, roles: spec.roles.map((role) => ({ role: roleIds[role] })) }),
      );
      const count = Object.values(spec.permissions).reduce((n, actions) => n + Object.keys(actions).length, 0);
      await reconcilePermissions(request, created.id, name, withRoleIds(spec.permissions, roleIds), () => true, log, { quiet: true });
      log(`created policy ${name} with ${count} permissions`);
      continue;
    }
    const changed = Object.keys(settings).filter((k) => policy[k] !== settings[k]);
    if (changed.length) {
      await request(updatePolicy(policy.id, Object.fromEntries(changed.map((k) => [k, settings[k]]))));
      log(`updated policy ${name}: ${changed.join(", ")}`);
    }
    const attached = new Set((policy.roles ?? []).map((access) => access.role));
    const detached = spec.roles.filter((role) => !attached.has(roleIds[role]));
    if (detached.length) {
      await request(
        updatePolicy(policy.id, { roles: { create: detached.map((role) => ({ role: roleIds[role] })), update: [], delete: [] } }),
      );
      log(`attached policy ${name} to role ${detached.join(", ")}`);
    }
    await reconcilePermissions(request, policy.id, name, withRoleIds(spec.permissions, roleIds), () => true, log);
  }

  // The public policy belongs to Directus; the seed owns only its rows on the app's collections and
  // on what the code grants visitors, so a grant added there by hand elsewhere stays.
  const publicPolicy = byName.get(PUBLIC_POLICY);
  if (!publicPolicy) throw new Error("Directus has no public policy");
  const owned = new Set([...appCollections, ...Object.keys(publicPermissions)]);
  await reconcilePermissions(request, publicPolicy.id, "public", publicPermissions, (c) => owned.has(c), log);
  return roleIds;
}

// ---- settings, folders, accounts, sample content ----

/**
 * The top-level folder whose files the site serves to anyone (/media, issue 10 §9); any other file
 * reaches only signed-in people whose role may read it, or visitors when a published post shows it.
 */
export const publicFolderName = "public";

async function ensurePublicFolder(request, log) {
  const found = await request(
    readFolders({ filter: { name: { _eq: publicFolderName }, parent: { _null: true } }, fields: ["id"], limit: 1 }),
  );
  if (found.length) return;
  await request(createFolder({ name: publicFolderName, parent: null }));
  log(`created folder ${publicFolderName} (files anybody may see on the site)`);
}

/**
 * The folder of learners' hand-in files (issue 49, item 2), with the id the permissions name
 * (cms/extensions/shared/hand-ins.mjs). Not inside the public folder: its files are never public.
 */
async function ensureHandInsFolder(request, log) {
  const found = await request(readFolders({ filter: { id: { _eq: handInsFolderId } }, fields: ["id"], limit: 1 }));
  if (found.length) return;
  await request(createFolder({ id: handInsFolderId, name: handInsFolderName, parent: null }));
  log(`created folder ${handInsFolderName} (learners' hand-in files: private)`);
}

async function reconcileSettings(request, wanted, log) {
  const current = await request(readSettings({ fields: Object.keys(wanted) }));
  const changed = Object.keys(wanted).filter((k) => current[k] !== wanted[k]);
  if (!changed.length) return;
  await request(updateSettings(Object.fromEntries(changed.map((k) => [k, wanted[k]]))));
  log(`updated settings: ${changed.join(", ")}`);
}

async function ensureUser(request, { email, password, role, first_name, last_name, token }, roleIds, log) {
  const found = await request(readUsers({ filter: { email: { _eq: email } }, fields: ["id"], limit: 1 }));
  if (found.length) return found[0].id;
  const created = await request(createUser({ email, password, token, role: roleIds[role], first_name, last_name, status: "active" }));
  log(`created user ${email}`);
  return created.id;
}

/** The app's server signs in with a static token; Directus never shows a stored token back, so try it. */
async function ensureServiceToken(request, url, userId, token, log) {
  const me = await connect(url, token)(readMe({ fields: ["id"] })).catch(() => null);
  if (me?.id === userId) return;
  await request(updateUser(userId, { token }));
  log(`set the token of ${serviceAccount.email}`);
}

/**
 * The service account signs in with its token only (ADR 009): with a password (set by hand, or
 * through a reset mail) anyone holding it could act as the app. Directus shows only whether one is set.
 */
async function ensureNoPassword(request, userId, email, log) {
  const { password } = await request(readUser(userId, { fields: ["password"] }));
  if (password == null) return;
  await request(updateUser(userId, { password: null }));
  log(`removed the password of ${email} (token only)`);
}

/**
 * Makes `adminToken` the administrator's static token. Directus gives ADMIN_TOKEN to the
 * administrator it makes on the first start only; afterwards a new DIRECTUS_ADMIN_TOKEN is set with
 * the token it replaces (the environment wins over .data/state.json: README, Configuration).
 */
export async function ensureAdminToken({ url, adminToken, previousToken, log = () => {} }) {
  const works = (token) =>
    connect(
      url,
      token,
    )(readMe({ fields: ["id"] })).then(
      () => true,
      () => false,
    );
  if (await works(adminToken)) return;
  const request = connect(url, previousToken);
  const me = await request(readMe({ fields: ["id", "email"] })).catch(() => null);
  if (!me) throw new Error("Directus accepts neither DIRECTUS_ADMIN_TOKEN nor the administrator token in state.json");
  await request(updateUser(me.id, { token: adminToken }));
  log(`set the token of ${me.email} from DIRECTUS_ADMIN_TOKEN`);
}

async function ensureSampleContent(request, log) {
  const { samplePosts } = await import("./seed/posts.mjs");
  const { coverSvg } = await import("./seed/covers.mjs");
  const sharp = require("sharp");
  const have = new Set((await request(readItems("seed_post_meta", { limit: -1, fields: ["slug"] }))).map((p) => p.slug));
  let created = 0;
  for (const post of samplePosts) {
    if (have.has(post.slug)) continue;
    const webp = await sharp(Buffer.from(coverSvg(post)))
      .resize(1200, 630)
      .webp({ quality: 78 })
      .toBuffer();
    const form = new FormData();
    form.append("title", post.title);
    form.append("file", new Blob([webp], { type: "image/webp" }), `${post.slug}.webp`);
    const file = await request(uploadFiles(form));
    const meta = await request(
      createItem("seed_post_meta", {
        title: post.title,
        slug: post.slug,
        status: post.status,
        cover_image_url: `/media/${file.id}`,
        excerpt: post.excerpt,
        author_id: 1,
        featured: post.featured,
        created_at: post.created_at,
      }),
    );
    await request(
      createItem("seed_post_detail", {
        post_id: meta.id,
        content: post.content,
        seo_title: post.seo_title,
        seo_description: post.seo_description,
        seo_keywords: post.seo_keywords,
      }),
    );
    created++;
  }
  if (created) log(`created ${created} sample posts`);
}

/**
 * @param {object} o
 * @param {string} o.url
 * @param {string} o.adminToken
 * @param {string} o.serviceToken
 * @param {boolean | string[]} [o.sampleData]  true: every domain of `sampleDomains`; or those named
 * @param {(message: string) => void} [o.log]
 * @param {object} [o.declarations]  what Directus should match; defaults to ./schema and ./permissions
 *   (tests pass a changed copy to show that a change in code reaches an existing install)
 */
/**
 * The domains with sample rows, in order. A data folder remembers which it has (scripts/stack.mjs), so
 * a domain added later is seeded once on the next start of an existing install, never again.
 */
export const sampleDomains = [
  "posts",
  "learning",
  "resources",
  "attendance",
  "partners",
  "progress",
  "teaching",
  "assessment",
  "mentoring",
];

export async function seedDirectus({ url, adminToken, serviceToken, sampleData = true, log = () => {}, declarations = {} }) {
  const domains = sampleData === true ? sampleDomains : sampleData === false ? [] : sampleData;
  const {
    collections = declaredCollections,
    policies = declaredPolicies,
    publicPermissions = declaredPublicPermissions,
    migrations = declaredMigrations,
  } = declarations;
  const request = connect(url, adminToken);
  await reconcileCollections(request, [...collections, ...systemCollections], log);
  await runMigrations(request, migrations, log);
  const appCollections = collections.map((c) => c.collection);
  const roleIds = await reconcileAccess(request, policies, publicPermissions, appCollections, log);
  await reconcileSettings(
    request,
    {
      project_name: "Seed Academy",
      public_registration: true,
      public_registration_role: roleIds["seed-user"],
      public_registration_verify_email: true,
      // Directus suspends an account after so many failed sign-ins, for good: anyone who knows an
      // address could suspend it (ADR 009). The app's own limits expire by themselves.
      auth_login_attempts: null,
    },
    log,
  );
  await ensurePublicFolder(request, log);
  await ensureHandInsFolder(request, log);
  const serviceUser = await ensureUser(
    request,
    { ...serviceAccount, first_name: "Seed", last_name: "App", token: serviceToken },
    roleIds,
    log,
  );
  await ensureServiceToken(request, url, serviceUser, serviceToken, log);
  await ensureNoPassword(request, serviceUser, serviceAccount.email, log);
  if (domains.length) {
    for (const account of sampleAccounts) await ensureUser(request, account, roleIds, log);
    if (domains.includes("posts")) await ensureSampleContent(request, log);
    if (domains.includes("learning")) await (await import("./seed/learning.mjs")).ensureLearningSamples(request, log);
    if (domains.includes("resources")) await (await import("./seed/learning.mjs")).ensureResourceSamples(request, log);
    if (domains.includes("attendance")) await (await import("./seed/learning.mjs")).ensureAttendanceSamples(request, log);
    if (domains.includes("teaching")) await (await import("./seed/learning.mjs")).ensureTeachingSamples(request, log);
    if (domains.includes("partners")) await (await import("./seed/partners.mjs")).ensurePartnerSamples(request, log);
    if (domains.includes("progress")) await (await import("./seed/learning.mjs")).ensureProgressSamples(request, log);
    if (domains.includes("assessment")) await (await import("./seed/assessment.mjs")).ensureAssessmentQuestions(request, log);
    // The sample's older mentor slots get the sample mentor (issue 49, item 5): after learning and partners.
    if (domains.includes("mentoring")) await (await import("./seed/partners.mjs")).ensureSampleMentors(request, log);
  }
}
