import { expect, test } from "vitest";
import { samplePosts } from "../../cms/seed/posts.mjs";
import { directusAdmin, testEnv } from "../support/env";

type Post = { slug: string; status: string; cover_image_url: string | null };

test("the seed made posts in every status, each with a detail row and a cover file", async () => {
  // Only the seed's own posts: other test files create and delete posts while this one runs.
  const seeded = new Set((samplePosts as { slug: string }[]).map((p) => p.slug));
  const all = await directusAdmin<(Post & { id: number })[]>("GET", "/items/seed_post_meta?limit=-1&fields=id,slug,status,cover_image_url");
  const posts = all.filter((p) => seeded.has(p.slug));
  expect(posts.length).toBe(seeded.size);
  expect(posts.length).toBeGreaterThanOrEqual(14);
  expect(new Set(posts.map((p) => p.status))).toEqual(new Set(["published", "draft", "archived"]));
  const details = await directusAdmin<{ post_id: number }[]>("GET", "/items/seed_post_detail?limit=-1&fields=post_id");
  const withDetail = new Set(details.map((d) => Number(d.post_id)));
  expect(posts.filter((p) => !withDetail.has(p.id))).toEqual([]);
  expect(posts.every((p) => p.cover_image_url?.startsWith("/media/"))).toBe(true);
});

test("the public sees published posts only", async () => {
  const response = await fetch(`${testEnv.directusUrl}/items/seed_post_meta?limit=-1&fields=status`);
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: Post[] };
  expect(data.length).toBeGreaterThan(0);
  expect(data.every((p) => p.status === "published")).toBe(true);
});

test("the public cannot read form submissions or users", async () => {
  for (const path of ["/items/seed_cooperation_requests", "/items/seed_newsletter_subscribers", "/users"]) {
    const response = await fetch(`${testEnv.directusUrl}${path}`);
    expect(response.status, path).toBe(403);
  }
});

test("registration is public, assigns seed-user and requires email verification", async () => {
  const settings = await directusAdmin<{
    public_registration: boolean;
    public_registration_verify_email: boolean;
    public_registration_role: string;
  }>("GET", "/settings?fields=public_registration,public_registration_verify_email,public_registration_role");
  expect(settings.public_registration).toBe(true);
  expect(settings.public_registration_verify_email).toBe(true);
  const role = await directusAdmin<{ name: string }>("GET", `/roles/${settings.public_registration_role}?fields=name`);
  expect(role.name).toBe("seed-user");
});

test("the app's roles exist and have no Data Studio access", async () => {
  const roles = await directusAdmin<{ name: string }[]>("GET", "/roles?limit=-1&fields=name");
  const names = roles.map((r) => r.name);
  for (const name of ["Administrator", "seed-admin", "seed-edit-post", "seed-user"]) expect(names).toContain(name);
  const policies = await directusAdmin<{ name: string; app_access: boolean }[]>("GET", "/policies?limit=-1&fields=name,app_access");
  for (const name of ["seed-admin", "seed-edit-post", "seed-user", "seed-app-service"]) {
    expect(policies.find((p) => p.name === name)?.app_access, name).toBe(false);
  }
});

test("/healthz answers 200 while the CMS is up", async () => {
  const response = await fetch(`${testEnv.appUrl}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ cms: "up" });
});
