// The sample accounts the tests sign in with, by what they are for. The addresses and passwords
// live once, in cms/accounts.mjs (the seed creates them; the README lists them).
import { sampleAccounts } from "../../cms/accounts.mjs";

function withRole(role: string) {
  const account = sampleAccounts.find((a) => a.role === role);
  if (!account) throw new Error(`cms/accounts.mjs has no sample account with the role ${role}`);
  // Only what a sign-in form or Directus /auth/login takes (Directus refuses unknown fields).
  return { email: account.email, password: account.password };
}

export const accounts = {
  /** Administrator: everything (Directus admin). */
  admin: withRole("Administrator"),
  /** seed-admin: the admin content page, posts, submissions. */
  contentAdmin: withRole("seed-admin"),
  /** seed-edit-post: creates, edits and deletes posts. */
  editor: withRole("seed-edit-post"),
  /** seed-user: a registered learner. */
  learner: withRole("seed-user"),
};

export type AccountName = keyof typeof accounts;
export type Account = (typeof accounts)[AccountName];
