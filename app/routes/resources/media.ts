import { userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { serveMedia } from "~/features/media/media.server";
import type { Route } from "./+types/media";

/**
 * GET /media/:id — a Directus file: to anyone if it is public (a published post shows it, or it is in
 * the public folder), otherwise only to a signed-in visitor whose own token can read it; transforms
 * from a whitelist (see media.server.ts).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return serveMedia(request, params.id ?? "", { visitor: context.get(directusContext), signedIn: Boolean(context.get(userContext)) });
}
