export interface SampleAccount {
  email: string;
  password: string;
  /** The Directus role name, e.g. "seed-edit-post". */
  role: string;
  first_name: string;
  last_name: string;
}

/** Sample accounts, one per role (development and tests only; README lists them). */
export const sampleAccounts: readonly SampleAccount[];

/** The app's own service account: writes form submissions and reads files, nothing else. */
export const serviceAccount: { email: string; role: string };
