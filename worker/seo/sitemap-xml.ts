import { alternateUrls, type AlternateOrigin } from "../../shared/seo/hreflang";
import type { SitemapEntry } from "./sitemap-sources";

/** The XML of sitemap files (sitemaps.org 0.9, with xhtml:link hreflang alternates). */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
/** URLs written per chunk of the streamed body. */
const CHUNK = 500;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** W3C datetime, as sitemaps expect. */
function lastmodTag(time: number | null): string {
  return time ? `<lastmod>${new Date(time).toISOString()}</lastmod>` : "";
}

export function urlEntry(origin: string, entry: SitemapEntry, alternates: readonly AlternateOrigin[]): string {
  const links = alternateUrls(alternates, entry.path)
    .map(
      (link) => `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
    )
    .join("");
  return `<url><loc>${escapeXml(origin + entry.path)}</loc>${lastmodTag(entry.lastmod)}${links}</url>\n`;
}

/**
 * A <urlset> of this host's URLs (`origin`), each with its language versions. Streamed in chunks,
 * so a file of 50,000 URLs is never built as one string.
 */
export function urlsetStream(
  origin: string,
  entries: readonly SitemapEntry[],
  alternates: readonly AlternateOrigin[],
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`));
    },
    pull(controller) {
      const chunk = entries.slice(next, next + CHUNK).map((entry) => urlEntry(origin, entry, alternates));
      next += CHUNK;
      if (chunk.length > 0) controller.enqueue(encoder.encode(chunk.join("")));
      if (next >= entries.length) {
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
      }
    },
  });
}

/** A <sitemapindex> of the per-type files. */
export function sitemapIndexXml(files: ReadonlyArray<{ loc: string; lastmod: number | null }>): string {
  const items = files
    .map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmodTag(file.lastmod)}</sitemap>\n`)
    .join("");
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${items}</sitemapindex>\n`;
}
