// The routes of app/routes.ts as the tests read them: each one's path pattern and its module.
import routeConfig from "~/routes";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every route of app/routes.ts: its path with a leading slash ("/" for the index route) and its module's file. */
export function appRoutes(routes: readonly RouteEntry[] = routeConfig as RouteEntry[], parent = ""): { pattern: string; file: string }[] {
  return routes.flatMap((route) => {
    // `prefix()` gives an index route the prefix as its path (`/portal/learner`).
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || route.path ? [{ pattern: path || "/", file: route.file }] : [];
    return [...own, ...appRoutes(route.children ?? [], path)];
  });
}

/**
 * The patterns of the routes that answer without a view (a file, a download, a status: a module with
 * no component, `.ts` rather than `.tsx`): a browser with JavaScript cannot show them as a page.
 */
export const routesWithoutView = new Set(
  appRoutes()
    .filter((route) => !route.file.endsWith(".tsx"))
    .map((route) => route.pattern),
);
