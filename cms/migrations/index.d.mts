/** One change to an install's schema or data that the seed's reconcile must not guess (ADR 018). */
export interface Migration {
  /** "NNN-what-it-does": recorded in `seed_migrations` once it has run. */
  id: string;
  /** Runs Directus SDK commands with the administrator's token. */
  up: (request: <T = unknown>(command: unknown) => Promise<T>) => Promise<void>;
}

export const migrationsCollection: string;
export const migrations: Migration[];
export function runMigrations(
  request: <T = unknown>(command: unknown) => Promise<T>,
  list: Migration[],
  log: (message: string) => void,
): Promise<void>;
