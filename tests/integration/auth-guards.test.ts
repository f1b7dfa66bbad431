// Role guards refuse on the server, not only by hiding buttons: a signed-in learner (role
// seed-user) posting to editor-only actions gets 403 and nothing changes in Directus.
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { requireRole, requireUser } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { signInCookie } from "../support/sign-in";

const { editor, learner } = accounts;

function post(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: testEnv.appUrl,
      ...(cookie ? { Cookie: `lng=en; ${cookie}` } : { Cookie: "lng=en" }),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const countPosts = async () => (await directusAdmin<unknown[]>("GET", "/items/seed_post_meta?limit=-1&fields=id")).length;

describe("role guards", () => {
  test("a learner's POST to the editors' 'create draft' action is refused with the 403 page, and no post is created", async () => {
    const before = await countPosts();
    const response = await post("/news", { intent: "create-draft" }, await signInCookie(learner));
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain("You don&#x27;t have access to this page");
    expect(html).toContain('href="/"');
    expect(await countPosts()).toBe(before);
  });

  test("a learner's POST to delete a post is refused with 403, and the post stays", async () => {
    const [post0] = await directusAdmin<{ slug: string }[]>(
      "GET",
      "/items/seed_post_meta?limit=1&fields=slug&filter[status][_eq]=published",
    );
    const response = await post(`/post/${post0.slug}/delete`, { intent: "delete" }, await signInCookie(learner));
    expect(response.status).toBe(403);
    const still = await directusAdmin<unknown[]>(
      "GET",
      `/items/seed_post_meta?fields=id&filter[slug][_eq]=${encodeURIComponent(post0.slug)}`,
    );
    expect(still).toHaveLength(1);
  });

  test("signed out, the same action sends you to sign in and back", async () => {
    const response = await post("/news", { intent: "create-draft" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fnews");
  });

  test("requireRole with a real Directus user: the learner is refused, the editor passes (names compare case-insensitively)", async () => {
    // vitest.config.ts points the app's Directus client at the test Directus.
    const { fetchUser, login } = await import("~/features/auth/directus-auth.server");
    const contextFor = async (account: { email: string; password: string }) => {
      const tokens = await login(account.email, account.password);
      if (!tokens.ok || !tokens.value) throw new Error("login failed");
      const user = await fetchUser(tokens.value.accessToken);
      if (!user.ok) throw new Error("fetching the user failed");
      const context = new RouterContextProvider();
      context.set(userContext, user.value);
      return context;
    };
    const request = new Request("http://localhost/post/x/edit?tab=seo");

    const learnerContext = await contextFor(learner);
    const refused = (() => {
      try {
        requireRole(request, learnerContext, roleGroups.editors);
      } catch (thrown) {
        return thrown as { init?: ResponseInit };
      }
    })();
    expect(refused?.init?.status).toBe(403);

    const editorContext = await contextFor(editor);
    expect(requireRole(request, editorContext, ["SEED-EDIT-POST"]).email).toBe(editor.email);

    const signedOut = (() => {
      try {
        requireUser(request, new RouterContextProvider());
      } catch (thrown) {
        return thrown as Response;
      }
    })();
    expect(signedOut?.status).toBe(302);
    expect(signedOut?.headers.get("Location")).toBe("/login?redirectTo=%2Fpost%2Fx%2Fedit%3Ftab%3Dseo");
  });
});

describe("/portal", () => {
  test("signed out → /login?redirectTo=/portal", async () => {
    const response = await fetch(`${testEnv.appUrl}/portal`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login?redirectTo=%2Fportal");
  });

  test("an editor goes to /staff (their tools, issue 47), a learner to the learner portal", async () => {
    const asEditor = await fetch(`${testEnv.appUrl}/portal`, { headers: { Cookie: await signInCookie(editor) }, redirect: "manual" });
    expect(asEditor.headers.get("Location")).toBe("/staff");
    const asLearner = await fetch(`${testEnv.appUrl}/portal`, { headers: { Cookie: await signInCookie(learner) }, redirect: "manual" });
    expect(asLearner.headers.get("Location")).toBe("/student/portal/dashboard");
  });
});
