export type Action = "create" | "read" | "update" | "delete";

/** One Directus permission: `filter` is its row filter (`permissions`), `fields` defaults to ["*"]. */
export interface Rule {
  filter?: Record<string, unknown> | null;
  fields?: string[];
  validation?: Record<string, unknown> | null;
  presets?: Record<string, unknown> | null;
}

/** collection → action → rule */
export type PermissionMap = Record<string, Partial<Record<Action, Rule>>>;
/** policy name (or PUBLIC) → its permissions */
export type Grants = Record<string, PermissionMap>;

export interface PolicyDeclaration {
  description: string;
  roles: string[];
}

export interface DomainPermissions {
  policies?: Record<string, PolicyDeclaration>;
  grants?: Grants;
}

export type PolicyPermissions = PolicyDeclaration & { permissions: PermissionMap };

export const PUBLIC: "public";

export function mergePermissions(domains: DomainPermissions[]): {
  policies: Record<string, PolicyPermissions>;
  publicPermissions: PermissionMap;
};

/** The app's policies (by name) with every permission the domains grant them. */
export const policies: Record<string, PolicyPermissions>;
/** What Directus' public policy grants on the app's collections. */
export const publicPermissions: PermissionMap;
