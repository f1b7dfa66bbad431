/**
 * Where the admin content page lives (issue 29, spec README: "hidden hex-named admin route"):
 * `/a-7f3c91e2` unless ADMIN_CONTENT_PATH says otherwise. The route table reads the variable when
 * the app is built, so the path is part of the build: `scripts/build-if-needed.mjs` rebuilds when
 * it changed, and the server refuses to start when the build and the variable differ
 * (app/env.server.ts). The name is no lock: the admin layout's role check is (ADR 021).
 */
export const defaultAdminContentPath = "/a-7f3c91e2";

/** One path segment of lowercase letters, digits and hyphens (3–64), after a slash. */
export const adminContentPathPattern = /^\/[a-z0-9][a-z0-9-]{2,63}$/;

/** Paths the app already uses: the admin page may not take their place. */
const taken = new Set([
  "/news",
  "/post",
  "/blog",
  "/staff",
  "/portal",
  "/login",
  "/register",
  "/media",
  // A programme's page (issue 50).
  "/programs",
  "/partner",
  "/student",
  "/teacher",
]);

export const isAdminContentPath = (value: string) => adminContentPathPattern.test(value) && !taken.has(value);

/** The configured path, or the default when unset or empty; throws a sentence naming the variable. */
export function parseAdminContentPath(value: string | undefined): string {
  if (value === undefined || value === "") return defaultAdminContentPath;
  if (!isAdminContentPath(value)) {
    throw new Error(
      `ADMIN_CONTENT_PATH must be one path segment such as /a-7f3c91e2 (a slash, then 3–64 lowercase letters, digits or hyphens, not a path the app uses), got '${value}'`,
    );
  }
  return value;
}

declare const __SEED_ADMIN_CONTENT_PATH__: string | undefined;

/**
 * The path this build was made with (vite.config.ts defines it from the variable at build time).
 * Outside a Vite build (unit tests), the default.
 */
export const adminContentPath: string =
  typeof __SEED_ADMIN_CONTENT_PATH__ === "string" ? __SEED_ADMIN_CONTENT_PATH__ : defaultAdminContentPath;

/** The admin page's other addresses. */
export const adminPaths = {
  content: adminContentPath,
  learner: (id: string) => `${adminContentPath}/learners/${encodeURIComponent(id)}`,
  importCsv: `${adminContentPath}/import`,
  exportCsv: `${adminContentPath}/learners.csv`,
};

/** The parameters of the admin page's lists: each table's filter and page. */
const listParams = ["q", "page", "uq", "upage"] as const;

/** The admin page with the lists as `search` has them (a dialog's Close, an action's redirect): its other parameters left out. */
export function adminListHref(search: string) {
  const from = new URLSearchParams(search);
  const params = new URLSearchParams();
  for (const key of listParams) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  return params.size ? `${adminContentPath}?${params}` : adminContentPath;
}

/** A row action's dialog (a child route of the page, ADR 035), with the lists as `search` has them. */
export function adminDialogHref(path: string, search: string) {
  const list = adminListHref(search);
  const query = list.indexOf("?");
  return `${adminContentPath}/${path}${query === -1 ? "" : list.slice(query)}`;
}
