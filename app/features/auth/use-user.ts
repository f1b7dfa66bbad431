import { useRouteLoaderData } from "react-router";
import type { SessionUser } from "./user-context";

/** The signed-in user from the root loader (id, email, names, role name; never tokens), or null. */
export function useOptionalUser(): SessionUser | null {
  const data = useRouteLoaderData("root") as { user?: SessionUser | null } | undefined;
  return data?.user ?? null;
}
