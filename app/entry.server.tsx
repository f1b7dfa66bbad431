import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { env } from "~/env.server";
import { acceptsGzip, gzipWithSplice } from "~/features/http/gzip-splice.server";
import { StylesheetContext } from "~/features/http/inline-stylesheet";
import { lowPriorityScripts } from "~/features/http/script-priority.server";
import { stylesheetFor, stylesheetSplice } from "~/features/http/stylesheet.server";
import { readerKeepHeader } from "~/features/page-cache/cache-headers.server";
import { startOutboxWorker } from "~/features/mail/outbox.server";
import { NonceProvider, nonceContext } from "~/features/security/nonce";
import { getInstance } from "~/features/i18n/middleware.server";
import { pageMayBeKeptContext } from "~/middleware/page-cache.server";
import { renderFragmentOnce } from "~/features/render/fragment-renderer.server";
import { FragmentRendererContext } from "~/features/render/same-for-every-reader";

export const streamTimeout = 5_000;

/**
 * How long the server holds the first byte waiting for deferred data (e.g. the landing page's news)
 * before it streams the shell with skeletons. Streamed parts only appear with JavaScript, so in the
 * common case (data in the cache or a fast CMS) everyone, including visitors without JavaScript,
 * gets the complete page; only a slow CMS makes JavaScript users see skeletons first.
 * See docs/decisions/003-stream-only-when-slow.md.
 */
export const streamWaitMs = env.STREAM_WAIT_MS;

/** The parsed configuration, for server.mjs (its port, host and access log). */
export { env };
/** What server.mjs checks before React Router sees a request (host, origin, body size; issue 10). */
export { frontDoor } from "~/features/http/front-door.server";
/** The kept signed-out page, for server.mjs to answer before React Router runs (issue 16 §2). */
export { keptPage } from "~/middleware/page-cache.server";

// Each app process sends the recorded mails that are due (ADR 011).
startOutboxWorker();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const i18n = getInstance(loadContext);
  // A first visit's page carries the stylesheet; unless the page cache keeps this page (it encodes
  // what it keeps once), it is gzipped here with the stylesheet deflated in advance (ADR 023).
  const cookie = request.headers.get("Cookie");
  const gzip =
    stylesheetFor(cookie).css !== null &&
    acceptsGzip(request.headers.get("Accept-Encoding")) &&
    !loadContext.get(pageMayBeKeptContext) &&
    !responseHeaders.has(readerKeepHeader);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers always get the whole page at once; people get it whole unless it takes longer than
    // streamWaitMs, then the shell first and the rest streamed.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    let responded = false;
    let waitTimer: ReturnType<typeof setTimeout> | undefined;

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetContext value={stylesheetFor(cookie, { spliced: gzip })}>
          <I18nextProvider i18n={i18n}>
            <FragmentRendererContext value={renderFragmentOnce}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </FragmentRendererContext>
          </I18nextProvider>
        </StylesheetContext>
      </NonceProvider>,
      {
        nonce,
        // React otherwise "outlines" a finished boundary once the page passes ~12.8 kB: it sends it
        // hidden and reveals it with a script, which never runs without JavaScript (ADR 003).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
          if (!waitForAll) waitTimer = setTimeout(respond, streamWaitMs);
        },
        onAllReady() {
          clearTimeout(waitTimer);
          respond();
        },
        onShellError(error: unknown) {
          clearTimeout(waitTimer);
          reject(error);
        },
        onError(error: unknown) {
          // An error inside a streamed boundary renders its error element; the page itself stands.
          if (!shellRendered) responseStatusCode = 500;
          else console.error(error);
        },
      },
    );

    function respond() {
      if (responded) return;
      responded = true;
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // React writes into `html`, which marks the module preloads low priority on the way (ADR 016).
      const html = lowPriorityScripts(nonce);
      pipe(html);
      if (gzip) {
        responseHeaders.set("Content-Encoding", "gzip");
        responseHeaders.append("Vary", "Accept-Encoding");
        html.pipe(gzipWithSplice(stylesheetSplice)).pipe(body);
      } else html.pipe(body);
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
    }
  });
}
