// The sample accounts the tests sign in with, by what they are for. The addresses and passwords
// live once, in cms/accounts.mjs (the seed creates them; the README lists them).
import { sampleAccounts } from "../../cms/accounts.mjs";

function withRole(role: string, email?: string) {
  const account = sampleAccounts.find((a) => a.role === role && (!email || a.email === email));
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
  learner: withRole("seed-user", "learner@example.com"),
  /** seed-user: a second learner, who must never see the first one's rows. */
  learner2: withRole("seed-user", "learner2@example.com"),
  /** seed-faculty: a teacher (the class of `learner`). */
  faculty: withRole("seed-faculty", "faculty@example.com"),
  /** seed-faculty: a second teacher (the class of `learner2`). */
  faculty2: withRole("seed-faculty", "faculty2@example.com"),
  /** seed-partner (issue 30), company A (Lotus Commerce), one per member role. */
  partnerAdmin: withRole("seed-partner", "partner-admin@example.com"),
  partnerHiring: withRole("seed-partner", "partner-hiring@example.com"),
  partnerInterviewer: withRole("seed-partner", "partner-interviewer@example.com"),
  partnerMentor: withRole("seed-partner", "partner-mentor@example.com"),
  partnerPm: withRole("seed-partner", "partner-pm@example.com"),
  /** seed-partner, company B (Mekong Logistics): an ORG_ADMIN and a member without a member role. */
  partner2Admin: withRole("seed-partner", "partner2-admin@example.com"),
  partner2Member: withRole("seed-partner", "partner2-member@example.com"),
};

export type AccountName = keyof typeof accounts;
export type Account = (typeof accounts)[AccountName];
