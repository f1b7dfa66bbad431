import { env, type Env } from "~/env.server";
import { adminPaths } from "~/features/staff/admin/admin-path";

/**
 * What server.mjs checks before React Router sees a request (issue 10 §3, §7, §16). It runs there,
 * not in a root middleware, for three reasons: React Router answers a foreign Origin on a page action
 * with its own 400 before any middleware runs (so one place, in front of it, gives every route the
 * same 403); the adapter builds the request URL from the Host header (a malformed one would be a
 * 500); and a limit on a chunked body has to count the socket's bytes, before the adapter wraps them
 * in a Request. The Vite dev server has no server.mjs: none of this runs under `npm run dev`.
 */

/** A request as server.mjs sees it (Express resolves host and protocol per TRUST_PROXY). */
export interface Arrival {
  method: string;
  /** The path, without the query. */
  path: string;
  /** host[:port] the request URL will be built from (Host, or X-Forwarded-Host from a trusted proxy). */
  host: string | undefined;
  /** "http" or "https" (X-Forwarded-Proto from a trusted proxy). */
  protocol: string;
  origin: string | undefined;
  secFetchSite: string | undefined;
  contentLength: string | undefined;
}

export interface Refusal {
  status: 400 | 403 | 405 | 413;
  text: string;
}

/** Ordinary forms: the longest (5 000 characters of Vietnamese, percent-encoded UTF-8) is under 50 kB. */
export const formBodyLimit = 64 * 1024;

/** A long Vietnamese article with its blocks, its HTML twice (blocks and source) and its metadata. */
export const postBodyLimit = 2 * 1024 * 1024;

/**
 * What the front door lets through to the post editor: four times a post's limit, so that a form
 * over 2 MB reaches the editor's action, which answers 413 with every value typed (issue 27, bad
 * input) instead of a plain page that loses them. Past this, no editor has typed it.
 */
export const postDoorLimit = 4 * postBodyLimit;

/**
 * The editor's door: its upload buttons post the form with an image (ADR 039), a file's 10 MB more.
 * The editor refuses a urlencoded body past `postDoorLimit` itself, unread.
 */
export const editorDoorLimit = postDoorLimit + 10 * 1024 * 1024;

/** The hand-in form's door (issue 49, item 2): 5 files of 10 MB, a sixth file's first megabytes, and the text. */
export const handInDoorLimit = 5 * 10 * 1024 * 1024 + 2 * 1024 * 1024 + 4 * formBodyLimit;

/**
 * Routes whose bodies may be larger, by path pattern (issue 25): uploads (DESIGN.md: a file of up
 * to 10 MB in a multipart form) and the post editor (issue 27). A route that needs more than a form
 * adds its pattern here; the first match wins. A `.data` request (a form posted with JavaScript)
 * counts as its page.
 */
const bodyLimits: [pattern: RegExp, limit: number][] = [
  [/^\/upload$/, 10 * 1024 * 1024 + formBodyLimit],
  [/^\/edit-post(\/[^/]+)?\/?$/, editorDoorLimit],
  [/^\/staff\/posts\/new\/?$/, editorDoorLimit],
  // Import CSV on the admin page (issue 29): a file of up to 1 MB in a multipart form.
  [new RegExp(`^${adminPaths.importCsv}$`), 1024 * 1024 + formBodyLimit],
  // A learner's hand-in (issue 26): 10 000 characters of Thai or Khmer, percent-encoded UTF-8, are
  // about 90 kB; a little more reaches the action, which says it is too long and keeps the text.
  // Issue 49, item 2: and up to 5 files of 10 MB each, streamed; one file over 10 MB still reaches
  // the action, which refuses it by name with what was typed (the rest of the form is read and dropped).
  [/^\/student\/portal\/learning\/projects\/?$/, handInDoorLimit],
];

/** The largest body a route accepts. */
export function bodyLimit(path: string) {
  const page = path.replace(/\.data$/, "");
  return bodyLimits.find(([pattern]) => pattern.test(page))?.[1] ?? formBodyLimit;
}

/** The 413's words: which limit was passed, so the person knows what to send instead. */
export function tooLargeText(path: string) {
  const limit = bodyLimit(path);
  const size = limit >= 1024 * 1024 ? `${Math.floor(limit / (1024 * 1024))} MB` : `${Math.floor(limit / 1024)} kB`;
  return `Payload Too Large: this address accepts at most ${size}`;
}

/** `/verify-email?token=abc` → `/verify-email?token=[redacted]`: one-time tokens stay out of the access log. */
export function redactTokens(url: string) {
  return url.replace(/([?&][^=&#]*token=)[^&#]*/gi, "$1[redacted]");
}

const loopbackNames = ["localhost", "127.0.0.1", "[::1]"];
const safeMethods = new Set(["GET", "HEAD"]);
/**
 * Every page and form uses GET and POST only (DESIGN.md: mutations are form posts). React Router
 * would hand any other method to a route's action, so PUT or DELETE is refused before (issue 31).
 */
const allowedMethods = new Set([...safeMethods, "POST"]);

/** "HOST:port" as a URL would write it (lower case, no default port), or null when it is not a host. */
function normalHost(protocol: string, host: string | undefined) {
  if (!host || /[\s/\\?#@]/.test(host)) return null;
  try {
    return new URL(`${protocol}://${host}`).host;
  } catch {
    return null;
  }
}

function decodes(path: string) {
  try {
    // The result is used: the bundler drops a bare call it takes for pure, and with it the throw.
    return decodeURIComponent(path) !== undefined;
  } catch {
    return false;
  }
}

function normalOrigin(origin: string) {
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

/**
 * The hosts the app answers to: APP_URL's. When APP_URL is on this machine, or outside production,
 * also the app's port under every loopback name: the test stack's APP_URL is http://localhost:<port>
 * while `npm start` and the tests also reach it as 127.0.0.1:<port>.
 */
export function allowedHosts({ NODE_ENV, APP_URL, PORT }: Pick<Env, "NODE_ENV" | "APP_URL" | "PORT">) {
  const hosts = new Set<string>();
  const app = APP_URL ? new URL(APP_URL) : null;
  if (app) hosts.add(app.host);
  const local = !app || loopbackNames.includes(app.hostname);
  if (local || NODE_ENV !== "production") {
    const ports = new Set([String(PORT), ...(app && local ? [app.port || (app.protocol === "https:" ? "443" : "80")] : [])]);
    for (const name of loopbackNames) for (const port of ports) hosts.add(normalHost("http", `${name}:${port}`)!);
  }
  return hosts;
}

export function createFrontDoor(config: Pick<Env, "NODE_ENV" | "APP_URL" | "PORT">) {
  const hosts = allowedHosts(config);
  const appOrigin = config.APP_URL ? new URL(config.APP_URL).origin : null;
  const https = appOrigin?.startsWith("https://") && config.NODE_ENV === "production";

  /**
   * A foreign Origin, or (no Origin) a browser saying the request comes from another site. "null"
   * (a sandboxed frame, a privacy redirect) is foreign. No Origin and no Sec-Fetch-Site is a client
   * that is not a browser: nothing to forge there, it would send its own cookies anyway.
   */
  function isCrossSite({ origin, secFetchSite }: Arrival, ownOrigin: string) {
    if (origin !== undefined) {
      const from = normalOrigin(origin);
      return from === null || (from !== ownOrigin && from !== appOrigin);
    }
    return secFetchSite !== undefined && secFetchSite !== "same-origin" && secFetchSite !== "none";
  }

  return {
    bodyLimit,
    tooLargeText,
    redactTokens,

    /** Why the request is refused before it reaches the app, or null. */
    refusal(arrival: Arrival): Refusal | null {
      const host = normalHost(arrival.protocol, arrival.host);
      // /healthz is asked by address (`npm start`, a load balancer) and says nothing host-dependent.
      if ((!host || !hosts.has(host)) && arrival.path !== "/healthz") return { status: 400, text: "Bad Request: unknown host" };
      // React Router decodes the path to match routes: a malformed escape (`/post/%E0%A4%A`) would be a 500.
      if (!decodes(arrival.path)) return { status: 400, text: "Bad Request: malformed path" };
      if (!allowedMethods.has(arrival.method)) return { status: 405, text: "Method Not Allowed: GET, HEAD or POST only" };
      if (safeMethods.has(arrival.method)) return null;
      if (isCrossSite(arrival, `${arrival.protocol}://${host}`)) return { status: 403, text: "Forbidden: cross-site request" };
      const length = arrival.contentLength === undefined ? 0 : Number(arrival.contentLength);
      if (length > bodyLimit(arrival.path)) return { status: 413, text: tooLargeText(arrival.path) };
      return null;
    },

    /**
     * The headers of a refusal (and of the server's own 500): plain text that nothing renders, so the
     * strictest policy; the security middleware's page policy needs a page's nonce.
     */
    plainHeaders(): Record<string, string> {
      return {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
        ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
      };
    },
  };
}

/** The app's front door, for server.mjs (entry.server.tsx passes it on, as it does `env`). */
export const frontDoor = createFrontDoor(env);
