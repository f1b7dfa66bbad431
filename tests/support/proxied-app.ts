// Integration tests where each request may come from an address of its own, and the people they make.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { directusAdmin, testEnv } from "./env";
import { startLoneApp, type LoneApp } from "./lone-app";

/**
 * A second app behind one trusted proxy, for this file's tests: each request may come from an
 * address of its own (X-Forwarded-For, which the stack's own app ignores). It answers for the
 * stack's public address, the one Directus allows in verification and reset links.
 */
export function proxiedAppForFile() {
  let app: LoneApp | undefined;
  beforeAll(async () => {
    app = await startLoneApp({ TRUST_PROXY: "1", APP_URL: testEnv.appUrl });
  });
  afterAll(() => app?.stop());
  return {
    get url() {
      if (!app) throw new Error("The proxied app has not started");
      return app.url;
    },
  };
}

/** The accounts this file makes (created here, or by registering), deleted after its tests. */
export function accountsForFile() {
  const emails: string[] = [];
  afterAll(async () => {
    for (const email of emails) {
      const [user] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
      if (user) await directusAdmin("DELETE", `/users/${user.id}`).catch(() => {});
    }
  });
  return {
    /** An address the test makes an account for itself (a registration): deleted with the rest. */
    track(email: string) {
      emails.push(email);
    },
    /** A new active account with this role (`prefix-<random>@example.com`). */
    async create(roleName: string, prefix: string, password: string) {
      const email = `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
      const [role] = await directusAdmin<{ id: string }[]>("GET", `/roles?filter[name][_eq]=${roleName}&fields=id`);
      const user = await directusAdmin<{ id: string }>("POST", "/users", { email, password, role: role.id, status: "active" });
      emails.push(email);
      return { id: user.id, email, password };
    },
  };
}
