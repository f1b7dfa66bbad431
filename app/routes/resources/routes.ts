import { route } from "@react-router/dev/routes";

/** Routes without a page: they answer with a redirect, a file or a status. */
export const resourceRoutes = [
  route("logout", "routes/resources/logout.ts"),
  route("set-language", "routes/resources/set-language.ts"),
  route("portal-theme", "routes/resources/portal-theme.ts"),
  route("media/:id", "routes/resources/media.ts"),
  route("upload", "routes/resources/upload.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("seed-css/:file", "routes/resources/stylesheet.ts"),
  route("blog/:slug", "routes/resources/blog-redirect.ts"),
];
