import type { Context } from "hono";
import { getConfig, type Env } from "../env";
import { linkOrigin } from "../site/site-links";

/** The pages that have a share QR code (their canonical paths). */
const SHAREABLE = /^\/(?:product|blog|case|article)\/\d{1,16}$/;

/** A day in browsers, a week in this data centre's cache: a page's URL does not change. */
const CACHE_CONTROL = "public, max-age=86400, s-maxage=604800";

/**
 * GET /share-qr.svg?path=/product/3: the QR code of a page's URL on this (configured) host, as an SVG image.
 * Pages show it as a lazy <img>, so neither the QR work nor its markup is part of rendering the
 * page. Only this site's shareable pages are encoded (never arbitrary text), and each code is
 * made once per data centre (Cache API).
 */
export async function shareQrSvg(c: Context<{ Bindings: Env }>) {
  const path = c.req.query("path") ?? "";
  if (!SHAREABLE.test(path)) return c.text("Not found", 404);
  const origin = linkOrigin(getConfig(c.env), c.req.url);
  const key = new Request(`${origin}/share-qr.svg?path=${encodeURIComponent(path)}`);
  const cache = await caches.open("share-qr");
  const cached = await cache.match(key);
  if (cached) return new Response(cached.body, cached);
  // The QR encoder loads on first use: most requests of an isolate never draw one.
  const { renderQrSvg } = await import("../../shared/qr-svg.server");
  const response = new Response(renderQrSvg(origin + path).svg, {
    headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": CACHE_CONTROL },
  });
  c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}
