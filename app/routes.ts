import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("set-language", "routes/set-language.ts"),
  route("newsletter", "routes/newsletter.tsx"),
  route("partner", "routes/partner.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("media/:id", "routes/media.ts"),
  route("news", "routes/news.tsx"),
  route("post/:slug?", "routes/post.tsx"),
  route("blog/:slug", "routes/blog-redirect.ts"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("register", "routes/register.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("portal", "routes/portal.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
