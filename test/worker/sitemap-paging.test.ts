import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SITEMAP_MAX_URLS } from "../../worker/seo/sitemap-sources";
import { call, importFixtureCatalogue } from "./helpers";

// The fixture catalogue has one product; 50,000 more make 50,001: two sitemap files.
await importFixtureCatalogue();
await env.DB.prepare(
  `WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
   INSERT INTO goods (id, category_id, slug, price_minor, created_at, updated_at)
   SELECT i, 11, 'bulk-' || i, 1000, 0, 1767225600000 FROM n`,
)
  .bind(SITEMAP_MAX_URLS + 1)
  .run();

function countUrls(xml: string): number {
  return xml.split("<url>").length - 1;
}

describe("sitemaps past 50,000 URLs", () => {
  it("split a type into files of at most 50,000 URLs, all in the index", async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const index = await (await call("/sitemap.xml")).text();
    expect(index).toContain("<loc>http://localhost/sitemaps/products-1.xml</loc>");
    expect(index).toContain("<loc>http://localhost/sitemaps/products-2.xml</loc>");
    expect(index).not.toContain("products-3.xml");

    const first = await (await call("/sitemaps/products-1.xml")).text();
    expect(countUrls(first)).toBe(50_000);
    expect(first.trimEnd().endsWith("</urlset>")).toBe(true);
    const second = await (await call("/sitemaps/products-2.xml")).text();
    expect(countUrls(second)).toBe(1);
    expect(second).toContain("<loc>http://localhost/product/50001</loc>");
    expect((await call("/sitemaps/products-3.xml")).status).toBe(404);
  });
});
