// The production server: what react-router-serve does (compression, long-cached /assets, static
// files, access log), plus what it cannot:
// - it hands the client's address to the app (header X-Seed-Client-Address, always overwritten
//   here): the socket's, or behind TRUST_PROXY proxies the one they appended to X-Forwarded-For, so
//   rate limits are per client;
// - its front door (app/features/http/front-door.server.ts says why here and not in a middleware)
//   refuses unknown hosts (400), cross-site posts (403) and bodies over the route's limit (413);
// - one-time tokens in URLs never reach the access log.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const build = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href).catch((error) => {
  // app/env.server.ts refuses a bad configuration when the build loads: say what is wrong, no stack.
  if (error?.name !== "EnvError") throw error;
  console.error(error.message);
  process.exit(1);
});
// Every other variable is parsed once, by app/env.server.ts (entry.server.tsx passes it on).
const { env, frontDoor, keptPage } = build.entry.module;

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY proxy hops: req.ip is the X-Forwarded-For entry that many hops from the right (what the
// outermost proxy appended; anything further left is the client's own word). 0: the socket address.
if (env.TRUST_PROXY > 0) app.set("trust proxy", env.TRUST_PROXY);
if (env.ACCESS_LOG) {
  // /verify-email?token=…, /reset-password?token=…: the log shows token=[redacted].
  morgan.token("url", (req) => frontDoor.redactTokens(req.originalUrl ?? req.url));
  app.use(morgan("tiny"));
}

/** A plain-text answer of the server's own (refusals, its last-resort 500), with the security headers. */
function answer(res, status, text, extraHeaders = {}) {
  res.status(status);
  res.set({ ...frontDoor.plainHeaders(), ...extraHeaders });
  res.send(text);
}

app.use((req, res, next) => {
  req.headers["x-seed-client-address"] = req.ip ?? "";
  const refusal = frontDoor.refusal({
    method: req.method,
    path: req.path,
    host: req.host,
    protocol: req.protocol,
    origin: req.get("Origin"),
    secFetchSite: req.get("Sec-Fetch-Site"),
    contentLength: req.get("Content-Length"),
  });
  if (refusal?.status === 413) {
    // The refused body is not kept, but it is read and dropped (Node does so once we have answered),
    // up to `drainAtMost` more: closing on a client still sending can reset the connection before it
    // reads our 413. A larger body ends the connection.
    const tooMuch = Number(req.get("Content-Length")) > frontDoor.bodyLimit(req.path) + drainAtMost;
    return answer(res, 413, refusal.text, tooMuch ? { Connection: "close" } : {});
  }
  if (refusal) return answer(res, refusal.status, refusal.text, refusal.status === 405 ? { Allow: "GET, HEAD, POST" } : {});
  const chunked = req.method !== "GET" && req.method !== "HEAD" && req.get("Content-Length") === undefined;
  if (chunked) limitChunkedBody(req, res, frontDoor.bodyLimit(req.path));
  next();
});

// A signed-out page the app keeps (app/features/page-cache, ADR 006) is answered here, before
// compression, static files and React Router: same key and rules as the app's page-cache
// middleware (GET, no session cookie, language + path + query), sent with the headers and nonce it
// was rendered with, already compressed. Everything else goes on to the app.
app.use((req, res, next) => {
  if (req.method !== "GET") return next();
  const kept = keptPage({
    method: req.method,
    url: req.originalUrl,
    cookie: req.headers.cookie,
    acceptLanguage: req.headers["accept-language"],
    acceptEncoding: req.headers["accept-encoding"],
  });
  if (!kept) return next();
  res.writeHead(kept.status, [...kept.headers, ["content-length", String(kept.body.byteLength)]].flat());
  res.end(kept.body);
});

// After the front door: a malformed path (`/post/%E0%A4%A`) must not reach express.static, which
// would answer it with a 500.
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
// The files of public/ all have an extension (favicon.svg, robots.txt): a page's path is never one of
// them, so it is not looked for on disk (a stat per page view, issue 23's profile).
const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h" });
app.use((req, res, next) => (/\.[^/]+$/.test(req.path) ? publicFiles(req, res, next) : next()));

/** How much of a refused body is still read (and dropped) so the client gets to read our 413. */
const drainAtMost = 1024 * 1024;

/**
 * A body without Content-Length (chunked) is counted as it arrives. Our listener goes on first and
 * the stream is paused, so no byte flows before React Router's own reader is attached; from then on
 * both see every chunk. Over the limit: 413 at once, and the app's reader gets an error instead of
 * the rest, so the action never sees a truncated form; the rest is dropped (up to `drainAtMost`).
 */
function limitChunkedBody(req, res, limit) {
  let received = 0;
  let refused = false;
  req.on("data", (chunk) => {
    received += chunk.length;
    if (received > limit + drainAtMost || (received > limit && res.headersSent && !refused)) return req.destroy();
    if (received <= limit || refused) return;
    refused = true;
    answer(res, 413, frontDoor.tooLargeText(req.path));
    if (req.listenerCount("error") > 0) req.emit("error", Object.assign(new Error(`Request body over ${limit} bytes`), { status: 413 }));
    req.resume();
  });
  req.pause();
}

app.all("/{*splat}", createRequestHandler({ build, mode: env.NODE_ENV }));
// Whatever fails outside React Router (which answers its own errors) is a plain 500, with the security headers.
app.use((error, req, res, next) => {
  console.error(`${req.method} ${frontDoor.redactTokens(req.originalUrl)}:`, error);
  if (res.headersSent) return next(error); // Express's own handler ends the half-sent answer
  answer(res, 500, "Internal Server Error");
});

const server = app.listen(env.PORT, env.HOST, () => console.log(`[server] http://${env.HOST}:${env.PORT}`));
for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => server.close(() => process.exit(0)));
