import { Hono, type Context } from "hono";
import { requestId } from "hono/request-id";
import type { AppContext } from "../shared/load-context";
import type { PageRenderState } from "../shared/page-cache";
import { createApiApp } from "./api/app";
import { browserApiGateway } from "./api/browser-gateway";
import { buildInfo } from "./build/latest";
import { readCacheVersion } from "./cache/cache-version";
import { servePage } from "./cache/page-cache";
import { getConfig } from "./env";
import type { WorkerEnv } from "./worker-env";
import { loadTextOverrides } from "./i18n/load-text-overrides";
import { createServerApiClient } from "./api-client";
import { publicConfig } from "./site/public-config";
import { privateUnlessShareable } from "./middleware/cache-control";
import { d1Session } from "./middleware/d1-session";
import { pageLocale } from "./middleware/locale";
import { drainRequestBody } from "./middleware/request-body";
import { serveMedia } from "./media/serve-media";
import { sameOriginPagePosts } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { browserSession } from "./middleware/session";
import { robotsTxt } from "./seo/robots";
import { shareQrSvg } from "./seo/share-qr";
import { sitemapFile, sitemapIndex } from "./seo/sitemap";
import { unsubscribePost } from "./site/unsubscribe-post";

/** Renders a page with React Router; the worker entry passes the real server build. */
export type PageRenderer = (request: Request, context: AppContext) => Promise<Response>;

/**
 * The whole worker as a Hono app: request id → security headers → session, then the commerce API
 * at /api (through the browser gateway), the SEO and build endpoints, and every other request
 * rendered by React Router.
 */
export function createApp(renderPage: PageRenderer) {
  const api = createApiApp();
  const app = new Hono<WorkerEnv>();
  app.use(drainRequestBody());

  // Liveness probe, ahead of all middleware (also the benchmark's hello-world baseline).
  app.get("/healthz", (c) => c.text("ok"));
  app.get("/builds/latest.json", buildInfo);

  app.use(requestId());
  app.use(securityHeaders());
  app.use(privateUnlessShareable());
  app.use(async function validateConfig(c, next) {
    // Fails fast, naming the bad key, on the first request of an isolate with a broken config.
    getConfig(c.env);
    await next();
  });
  app.use(d1Session());
  app.get("/robots.txt", robotsTxt);
  app.get("/sitemap.xml", sitemapIndex);
  app.get("/sitemaps/:file", sitemapFile);
  app.get("/share-qr.svg", shareQrSvg);
  // Uploaded images and files (R2): public, immutable, never behind the session.
  app.get("/media/*", serveMedia);

  app.use(browserSession(async (request, env, ctx) => api.fetch(request, env, ctx)));
  app.all("/api/*", (c) => browserApiGateway(c, api));

  // An optional mail's one-click unsubscribe comes from a mail client, not from a page of ours.
  app.post("/mail/unsubscribe", (c) => unsubscribePost(c, api));
  app.use(sameOriginPagePosts());
  app.use(pageLocale());
  app.all("*", async (c) => {
    const page: PageRenderState = { cacheable: false, failed: false, dataFailed: false };
    const request = {
      url: new URL(c.req.url),
      method: c.req.method,
      locale: c.var.locale,
      userAgent: c.req.header("user-agent"),
      nonce: c.var.nonce,
      version: await readCacheVersion(c.env.CACHE),
      waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
    };
    return servePage(request, page, () => renderPage(c.req.raw, pageContext(c, api, page)));
  });
  return app;
}

function pageContext(c: Context<WorkerEnv>, api: ReturnType<typeof createApiApp>, page: PageRenderState): AppContext {
  const locale = c.var.locale;
  const session = c.var.session;
  const url = new URL(c.req.url);
  return {
    locale,
    config: publicConfig(getConfig(c.env), url),
    api: createServerApiClient({
      api,
      env: c.env,
      ctx: c.executionCtx,
      locale,
      origin: url.origin,
      clientIp: c.req.header("cf-connecting-ip"),
      accessToken: () => session.accessToken(),
      staffToken: () => c.var.staff.token,
      requestId: c.var.requestId,
      visitor: { deviceId: () => session.deviceId(), userAgent: c.req.header("user-agent"), cf: c.req.raw.cf },
    }),
    nonce: c.var.nonce,
    requestId: c.var.requestId,
    session,
    staff: c.var.staff,
    page,
    textOverrides: () =>
      loadTextOverrides({
        url: getConfig(c.env).TRANSLATIONS_URL,
        locale,
        kv: c.env.CACHE,
        waitUntil: (promise) => c.executionCtx.waitUntil(promise),
        requestId: c.var.requestId,
      }),
  };
}
