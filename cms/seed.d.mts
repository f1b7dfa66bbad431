import type { PermissionMap, PolicyPermissions } from "./permissions/index.mjs";
import type { Migration } from "./migrations/index.d.mts";
import type { CollectionDeclaration } from "./schema/index.mjs";

export function seedDirectus(options: {
  url: string;
  adminToken: string;
  serviceToken: string;
  /** true: every domain of `sampleDomains`; or the domains named. */
  sampleData?: boolean | string[];
  log?: (message: string) => void;
  /** What Directus should match; defaults to ./schema and ./permissions (tests pass a changed copy). */
  declarations?: {
    collections?: CollectionDeclaration[];
    policies?: Record<string, PolicyPermissions>;
    publicPermissions?: PermissionMap;
    /** Run once each, in order, after the collections (./migrations). */
    migrations?: Migration[];
  };
}): Promise<void>;

/** The domains with sample rows, in the order they are seeded. */
export const sampleDomains: string[];

/** Makes `adminToken` the administrator's static token, using `previousToken` (the one it replaces) when needed. */
export function ensureAdminToken(options: {
  url: string;
  adminToken: string;
  previousToken: string;
  log?: (message: string) => void;
}): Promise<void>;

/** The top-level Directus folder whose files the site serves to anyone (/media). */
export const publicFolderName: string;
