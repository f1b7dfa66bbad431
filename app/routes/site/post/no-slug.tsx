import type { Route } from "./+types/no-slug";
import { routeHeaders } from "~/features/http/route-headers";
import { PostErrorBoundary, postErrorMeta } from "~/features/posts/components/post-error";
import { postErrorResponse } from "~/features/posts/post-error.server";

export const meta: Route.MetaFunction = ({ error }) => postErrorMeta(error);
export const headers: Route.HeadersFunction = routeHeaders;

/** /post without a slug (spec 001 §6): 400 and the way home; /post/:slug is the post itself. */
export function loader({ context }: Route.LoaderArgs) {
  throw postErrorResponse(context, { reason: "no-slug" }, 400);
}

export default function NoSlug() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorBoundary error={error} />;
}
