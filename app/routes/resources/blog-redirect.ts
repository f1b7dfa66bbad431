import { redirect } from "react-router";
import type { Route } from "./+types/blog-redirect";

/** /blog/:slug (the admin's old "View on site" links) → the one canonical post URL. */
export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/post/${encodeURIComponent(params.slug)}`, 301);
}
