// Idempotent set-up of a running Directus: schema, roles, policies, settings, sample content and
// users. Every step checks what exists first, so a second run changes nothing.
import { createRequire } from "node:module";
import { collections } from "./schema.mjs";
import { sampleAccounts, serviceAccount } from "./accounts.mjs";

const require = createRequire(import.meta.url);

function api(url, token) {
  return async function call(method, path, body) {
    const isForm = body instanceof FormData;
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(isForm || !body ? {} : { "Content-Type": "application/json" }) },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const json = text ? JSON.parse(text) : null;
    if (!response.ok) {
      throw new Error(`Directus ${method} ${path} → ${response.status}: ${json?.errors?.[0]?.message ?? text}`);
    }
    return json?.data;
  };
}

const q = (obj) =>
  "?" + new URLSearchParams(Object.entries(obj).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : typeof v === "object" ? JSON.stringify(v) : String(v)]));

const published = { status: { _eq: "published" } };
const allPosts = ["seed_post_meta", "seed_post_detail"];
const crud = ["create", "read", "update", "delete"];
const ownUser = { directus_users: { read: { filter: { id: { _eq: "$CURRENT_USER" } }, fields: ["id", "first_name", "last_name", "email", "role", "status", "avatar", "language"] } } };
const ownRole = { directus_roles: { read: { filter: { id: { _eq: "$CURRENT_ROLE" } }, fields: ["id", "name"] } } };

/** Policy name → { collection: { action: { filter?, fields? } } } */
const policies = {
  "seed-admin": {
    description: "Content administrators: posts, submissions, users (read), files",
    roles: ["seed-admin"],
    permissions: {
      ...Object.fromEntries(allPosts.map((c) => [c, Object.fromEntries(crud.map((a) => [a, {}]))])),
      seed_cooperation_requests: { read: {}, update: {}, delete: {} },
      seed_newsletter_subscribers: { read: {}, delete: {} },
      directus_files: Object.fromEntries(crud.map((a) => [a, {}])),
      directus_users: { read: { fields: ["id", "first_name", "last_name", "email", "role", "status", "avatar", "last_access"] } },
      directus_roles: { read: { fields: ["id", "name"] } },
    },
  },
  "seed-edit-post": {
    description: "Editors: create, edit and delete posts; upload files",
    roles: ["seed-edit-post"],
    permissions: {
      ...Object.fromEntries(allPosts.map((c) => [c, Object.fromEntries(crud.map((a) => [a, {}]))])),
      directus_files: Object.fromEntries(crud.map((a) => [a, {}])),
      ...ownUser,
      ...ownRole,
    },
  },
  "seed-user": {
    description: "Registered learners: published posts, their own profile",
    roles: ["seed-user"],
    permissions: {
      seed_post_meta: { read: { filter: published } },
      seed_post_detail: { read: { filter: { post_id: published } } },
      ...ownUser,
      ...ownRole,
    },
  },
  "seed-app-service": {
    description: "The web app's server: stores form submissions, serves files",
    roles: ["seed-app-service"],
    permissions: {
      seed_cooperation_requests: { create: {}, read: {}, update: {} },
      seed_newsletter_subscribers: { create: {}, read: {} },
      directus_files: { read: {} },
      // Only to tell "Post not available" from "Post not found" for a visitor (spec 001 §2).
      seed_post_meta: { read: { fields: ["id", "slug", "status"] } },
    },
  },
};

const publicPermissions = {
  seed_post_meta: { read: { filter: published } },
  seed_post_detail: { read: { filter: { post_id: published } } },
};

async function ensureCollections(call, log) {
  const existing = new Set((await call("GET", "/collections")).map((c) => c.collection));
  for (const { collection, meta, fields, relations = [] } of collections) {
    if (existing.has(collection)) {
      const have = new Set((await call("GET", `/fields/${collection}`)).map((f) => f.field));
      for (const field of fields) if (!have.has(field.field)) await call("POST", `/fields/${collection}`, field);
      continue;
    }
    await call("POST", "/collections", { collection, meta, schema: {}, fields });
    for (const relation of relations) await call("POST", "/relations", relation);
    log(`created collection ${collection}`);
  }
}

async function ensurePermissions(call, policyId, spec) {
  const have = await call("GET", `/permissions${q({ filter: { policy: { _eq: policyId } }, limit: -1 })}`);
  const key = (c, a) => `${c}:${a}`;
  const existing = new Set(have.map((p) => key(p.collection, p.action)));
  const toCreate = [];
  for (const [collection, actions] of Object.entries(spec)) {
    for (const [action, { filter = null, fields = ["*"] }] of Object.entries(actions)) {
      if (existing.has(key(collection, action))) continue;
      toCreate.push({ policy: policyId, collection, action, permissions: filter, validation: null, presets: null, fields });
    }
  }
  if (toCreate.length) await call("POST", "/permissions", toCreate);
}

async function ensureRoles(call, log) {
  const roles = await call("GET", `/roles${q({ limit: -1, fields: ["id", "name"] })}`);
  const roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  const existingPolicies = await call("GET", `/policies${q({ limit: -1, fields: ["id", "name"] })}`);
  const policyIds = Object.fromEntries(existingPolicies.map((p) => [p.name, p.id]));

  for (const [name, spec] of Object.entries(policies)) {
    for (const roleName of spec.roles) {
      if (!roleIds[roleName]) {
        roleIds[roleName] = (await call("POST", "/roles", { name: roleName, icon: "badge", description: spec.description })).id;
        log(`created role ${roleName}`);
      }
    }
    if (!policyIds[name]) {
      // API-only: no Data Studio access for any of the app's roles.
      policyIds[name] = (await call("POST", "/policies", { name, icon: "policy", description: spec.description, admin_access: false, app_access: false })).id;
      for (const roleName of spec.roles) await call("POST", "/access", { role: roleIds[roleName], policy: policyIds[name] });
    }
    await ensurePermissions(call, policyIds[name], spec.permissions);
  }
  const publicPolicy = existingPolicies.find((p) => p.name === "$t:public_label");
  if (!publicPolicy) throw new Error("Directus has no public policy");
  await ensurePermissions(call, publicPolicy.id, publicPermissions);
  return roleIds;
}

async function ensureUser(call, { email, password, role, first_name, last_name, token }, roleIds) {
  const found = await call("GET", `/users${q({ filter: { email: { _eq: email } }, fields: ["id", "token"] })}`);
  if (found.length) {
    if (token && found[0].token !== token) await call("PATCH", `/users/${found[0].id}`, { token });
    return found[0].id;
  }
  const created = await call("POST", "/users", {
    email,
    password: password ?? undefined,
    role: roleIds[role],
    first_name,
    last_name,
    status: "active",
    token: token ?? undefined,
  });
  return created.id;
}

async function ensureSampleContent(call, log) {
  const { samplePosts } = await import("./seed/posts.mjs");
  const { coverSvg } = await import("./seed/covers.mjs");
  const sharp = require("sharp");
  const have = new Set((await call("GET", `/items/seed_post_meta${q({ limit: -1, fields: ["slug"] })}`)).map((p) => p.slug));
  let created = 0;
  for (const post of samplePosts) {
    if (have.has(post.slug)) continue;
    const webp = await sharp(Buffer.from(coverSvg(post))).resize(1200, 630).webp({ quality: 78 }).toBuffer();
    const form = new FormData();
    form.append("title", post.title);
    form.append("file", new Blob([webp], { type: "image/webp" }), `${post.slug}.webp`);
    const file = await call("POST", "/files", form);
    const meta = await call("POST", "/items/seed_post_meta", {
      title: post.title,
      slug: post.slug,
      status: post.status,
      cover_image_url: `/media/${file.id}`,
      excerpt: post.excerpt,
      author_id: 1,
      featured: post.featured,
      created_at: post.created_at,
    });
    await call("POST", "/items/seed_post_detail", {
      post_id: meta.id,
      content: post.content,
      seo_title: post.seo_title,
      seo_description: post.seo_description,
      seo_keywords: post.seo_keywords,
    });
    created++;
  }
  if (created) log(`created ${created} sample posts`);
}

/**
 * @param {{ url: string, adminToken: string, serviceToken: string, sampleData?: boolean, log?: (m: string) => void }} o
 */
export async function seedDirectus({ url, adminToken, serviceToken, sampleData = true, log = () => {} }) {
  const call = api(url, adminToken);
  await ensureCollections(call, log);
  const roleIds = await ensureRoles(call, log);
  await call("PATCH", "/settings", {
    project_name: "Seed Academy",
    public_registration: true,
    public_registration_role: roleIds["seed-user"],
    public_registration_verify_email: true,
  });
  await ensureUser(call, { ...serviceAccount, first_name: "Seed", last_name: "App", token: serviceToken }, roleIds);
  if (sampleData) {
    for (const account of sampleAccounts) await ensureUser(call, account, roleIds);
    await ensureSampleContent(call, log);
  }
}
