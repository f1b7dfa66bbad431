// Every policy the app owns and every permission it grants, one module per domain. A domain exports
// `grants` (policy name or PUBLIC → collection → action → rule) and, when it brings a role of its own
// (the portals: faculty, partner), `policies`. The seed makes Directus match this on each start
// (../seed.mjs): it updates, creates and deletes permissions of these policies, never of others.
import * as accounts from "./accounts.mjs";
import * as admin from "./admin.mjs";
import * as forms from "./forms.mjs";
import * as learning from "./learning.mjs";
import * as media from "./media.mjs";
import * as notifications from "./notifications.mjs";
import * as partners from "./partners.mjs";
import * as posts from "./posts.mjs";
import * as programs from "./programs.mjs";
import { PUBLIC } from "./rules.mjs";

export { PUBLIC } from "./rules.mjs";

/**
 * @typedef {{ filter?: object | null, fields?: string[], validation?: object | null, presets?: object | null }} Rule
 * @typedef {Record<string, Partial<Record<"create" | "read" | "update" | "delete", Rule>>>} PermissionMap
 * @typedef {Record<string, PermissionMap>} Grants
 * @typedef {{ description: string, roles: string[] }} PolicyDeclaration
 * @typedef {{ policies?: Record<string, PolicyDeclaration>, grants?: Grants }} DomainPermissions
 */

/**
 * Merges the domains' declarations. Fails on a grant to a policy nobody declares and on the same
 * collection and action granted to one policy by two domains (one place per rule).
 * @param {DomainPermissions[]} domains
 */
export function mergePermissions(domains) {
  /** @type {Record<string, PolicyDeclaration & { permissions: PermissionMap }>} */
  const policies = {};
  for (const domain of domains) {
    for (const [name, policy] of Object.entries(domain.policies ?? {})) {
      if (name === PUBLIC || policies[name]) throw new Error(`policy ${name} is declared twice`);
      policies[name] = { ...policy, permissions: {} };
    }
  }
  /** @type {PermissionMap} */
  const publicPermissions = {};
  for (const domain of domains) {
    for (const [target, byCollection] of Object.entries(domain.grants ?? {})) {
      const permissions = target === PUBLIC ? publicPermissions : policies[target]?.permissions;
      if (!permissions) throw new Error(`permissions granted to ${target}, a policy no domain declares`);
      for (const [collection, actions] of Object.entries(byCollection)) {
        for (const [action, rule] of Object.entries(actions)) {
          permissions[collection] ??= {};
          if (permissions[collection][action]) throw new Error(`${target} ${collection}.${action} is granted twice`);
          permissions[collection][action] = rule;
        }
      }
    }
  }
  return { policies, publicPermissions };
}

export const { policies, publicPermissions } = mergePermissions([
  accounts,
  posts,
  forms,
  media,
  learning,
  admin,
  partners,
  notifications,
  programs,
]);
