import { userContext } from "~/features/auth/user-context";
import { isFileId, streamAsset } from "~/features/media/media.server";
import type { Route } from "./+types/media";

/** GET /media/:id — a Directus asset, streamed with a whitelist of transforms (see media.server.ts). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isFileId(params.id)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=60" } });
  }
  return streamAsset(request, params.id, { signedIn: Boolean(context.get(userContext)) });
}
