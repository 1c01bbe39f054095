import type { Context } from "hono";
import { alternateOrigins } from "../../shared/seo/hreflang";
import { getConfig, type Env } from "../env";
import { linkOrigin, siteOrigins } from "../site/site-links";
import { sitemapIndexXml, urlsetStream } from "./sitemap-xml";
import {
  SITEMAP_TYPES,
  sitemapEntries,
  sitemapPageCount,
  summarizeSitemaps,
  type SitemapType,
} from "./sitemap-sources";

type SeoContext = Context<{ Bindings: Env }>;

/** Sitemaps change with imports, not per request: an hour at the edge and in crawlers is fine. */
const CACHE_CONTROL = "public, max-age=3600";
const XML_TYPE = "application/xml; charset=utf-8";

/** "products-2.xml" → the type and page it names, or null. */
export function parseSitemapFile(name: string): { type: SitemapType; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match || !(SITEMAP_TYPES as readonly string[]).includes(match[1]!)) return null;
  return { type: match[1] as SitemapType, page: Number(match[2]) };
}

export function sitemapPath(type: SitemapType, page: number): string {
  return `/sitemaps/${type}-${page}.xml`;
}

/** GET /sitemap.xml: the index of the per-type sitemaps (each type paged at 50,000 URLs). */
export async function sitemapIndex(c: SeoContext) {
  const origin = linkOrigin(getConfig(c.env), c.req.url);
  const summaries = await summarizeSitemaps(c.env.DB);
  const files = summaries
    .filter((summary) => summary.count > 0)
    .flatMap((summary) =>
      Array.from({ length: sitemapPageCount(summary.count) }, (_, index) => ({
        loc: origin + sitemapPath(summary.type, index + 1),
        lastmod: summary.lastmod,
      })),
    );
  c.header("Content-Type", XML_TYPE);
  c.header("Cache-Control", CACHE_CONTROL);
  return c.body(sitemapIndexXml(files));
}

/**
 * GET /sitemaps/{type}-{page}.xml: this host's URLs of one type, each with its hreflang
 * alternates on the language hosts of DOMAIN_LOCALES, and its lastmod.
 */
export async function sitemapFile(c: SeoContext) {
  const file = parseSitemapFile(c.req.param("file") ?? "");
  if (!file) return c.notFound();
  const url = new URL(c.req.url);
  const entries = await sitemapEntries(c.env.DB, file.type, file.page);
  // Page 1 always exists (an empty type answers an empty urlset); later pages only with URLs.
  if (entries.length === 0 && file.page > 1) return c.notFound();
  const config = getConfig(c.env);
  const alternates = alternateOrigins(siteOrigins(config), url);
  c.header("Content-Type", XML_TYPE);
  c.header("Cache-Control", CACHE_CONTROL);
  return c.body(urlsetStream(linkOrigin(config, url), entries, alternates));
}
