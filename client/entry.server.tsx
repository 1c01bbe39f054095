// React's Node build (web-stream API, under the worker's nodejs_compat): it writes HTML strings
// into one buffer with `encodeInto`, where the edge build calls `TextEncoder.encode` for every
// attribute and text node, a fifth of a product page's render CPU in workerd.
import type { Writable } from "node:stream";
import { preloadModule } from "react-dom";
import { renderToPipeableStream } from "react-dom/server.node";
import { prerender } from "react-dom/static.node";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import type { Locale } from "../shared/locale";
import { allowsPageCache } from "../shared/page-cache";
import { renderVariant } from "../shared/render-variant";
import { createFlushedStream } from "./lib/coalesced-stream.server";
import { NonceContext } from "./lib/nonce";
import { StylesheetContext } from "./lib/stylesheet";
import { SITE_CSS } from "./lib/stylesheet.server";
import { namespacesForPath } from "./lib/dictionary";
import textChunks from "virtual:text-chunks";

/** Deferred loader data still pending after this long is rejected (its <Await> shows the fallback). */
export const streamTimeout = 5000;

/** How long a crawler is asked to wait before trying a page whose data failed again (seconds). */
const RETRY_AFTER_SECONDS = "120";

function logRenderError(requestId: string, error: unknown) {
  console.error(JSON.stringify({ level: "error", requestId, msg: "render failed", error: String(error) }));
}

/**
 * The page's texts (its language's dictionary and the namespaces its path needs), preloaded with
 * the page's scripts: the browser entry waits for them before hydrating, and would otherwise ask
 * for them only once it runs.
 */
function PreloadTexts({ locale, pathname, nonce }: { locale: Locale; pathname: string; nonce: string }) {
  for (const key of [locale, ...namespacesForPath(pathname).map((name) => `${locale}/${name}`)]) {
    for (const href of textChunks[key] ?? []) preloadModule(href, { as: "script", nonce });
  }
  return null;
}

/**
 * Streams the page: the shell as soon as it is ready, deferred parts as they resolve. Crawlers
 * (and SPA-mode builds) get the complete document at once, with deferred content rendered in
 * place instead of streamed in behind a fallback.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, requestId, page, locale } = loadContext;
  const url = new URL(request.url);
  // The deepest matched route decides whether this page is the same for everyone (cacheable).
  const leaf = routerContext.staticHandlerContext.matches.at(-1);
  page.cacheable =
    responseStatusCode === 200 && allowsPageCache(leaf && routerContext.routeModules[leaf.route.id]?.handle, url);
  const app = (
    <NonceContext.Provider value={nonce}>
      <StylesheetContext.Provider value={SITE_CSS}>
        <PreloadTexts locale={locale} pathname={url.pathname} nonce={nonce} />
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </StylesheetContext.Provider>
    </NonceContext.Provider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const signal = AbortSignal.timeout(streamTimeout + 1000);

  if (renderVariant(request.headers.get("user-agent")) === "document" || routerContext.isSpaMode) {
    const { prelude } = await prerender(app, {
      signal,
      // Never outline a boundary behind a fallback: crawlers read the document as it arrives.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        page.failed = true;
        logRenderError(requestId, error);
      },
    });
    // Every part has settled: a page missing data is "come back later" to a crawler, never an
    // empty page to index.
    if (page.dataFailed && responseStatusCode < 500) responseStatusCode = 503;
    if (responseStatusCode === 503) responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
    return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
  }

  let shellRendered = false;
  const body = await new Promise<ReadableStream<Uint8Array>>((resolve, reject) => {
    // Stops the render at the timeout; let go of once every part has been written (or none can be).
    const stopAtTimeout = () => abort(signal.reason);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady: () => signal.removeEventListener("abort", stopAtTimeout),
      onShellReady() {
        shellRendered = true;
        // One chunk per flush of React's (see coalesced-stream.server.ts).
        resolve(createFlushedStream((writable) => pipe(writable as unknown as Writable), abort));
      },
      onShellError(error) {
        signal.removeEventListener("abort", stopAtTimeout);
        reject(error);
      },
      onError(error) {
        page.failed = true;
        // Before the shell, the error boundary has already set the status; after it, just log.
        if (shellRendered) logRenderError(requestId, error);
        else responseStatusCode = 500;
      },
    });
    signal.addEventListener("abort", stopAtTimeout, { once: true });
  });
  // Browsers get the page with the notice where data is missing (deferred parts may still fail).
  if (responseStatusCode === 503) responseHeaders.set("Retry-After", RETRY_AFTER_SECONDS);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
