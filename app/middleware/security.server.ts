import { randomBytes } from "node:crypto";
import type { MiddlewareFunction } from "react-router";
import { env } from "~/env.server";
import { nonceContext } from "~/features/security/nonce";

const isProduction = env.NODE_ENV === "production";
/** HSTS and upgrade-insecure-requests only make sense when the site is served over HTTPS. */
const isHttps = (env.APP_URL ?? "").startsWith("https://");

/** CSP with a per-request nonce (DESIGN.md: enforced, not report-only) and the other headers. */
export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isProduction ? "" : " ws: wss:"}`,
    "frame-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(isHttps ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

export function applySecurityHeaders(headers: Headers, nonce: string) {
  // A route that sets a policy of its own keeps it: /media's sandbox for uploaded files (issue 10 §8).
  // Vite's dev client injects inline scripts without our nonce: report only in development.
  if (!headers.has("Content-Security-Policy")) {
    headers.set(isProduction ? "Content-Security-Policy" : "Content-Security-Policy-Report-Only", contentSecurityPolicy(nonce));
  }
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isProduction && isHttps) {
    headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
}

export const securityMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const nonce = randomBytes(16).toString("base64");
  context.set(nonceContext, nonce);
  const response = await next();
  applySecurityHeaders(response.headers, nonce);
  // The answer to a form post is someone's own result: never for a shared cache.
  if (request.method !== "GET" && request.method !== "HEAD") response.headers.set("Cache-Control", "no-store");
  return response;
};
