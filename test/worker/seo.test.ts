import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { catalogueImport } from "../../worker/db/import/catalogue";
import { contentImport } from "../../worker/db/import/content";
import { runImport } from "../../worker/db/import/run";
import { catalogue } from "../../worker/db/seed/data/catalogue";
import { content } from "../../worker/db/seed/data/content";
import { escapeXml, urlEntry } from "../../worker/seo/sitemap-xml";
import { parseSitemapFile } from "../../worker/seo/sitemap";
import { call } from "./helpers";

const importOptions = { db: env.DB, kv: env.CACHE, now: Date.parse("2026-05-01T10:00:00Z") };
await runImport(catalogueImport(catalogue), importOptions);
await runImport(contentImport(content), importOptions);

/**
 * The tests' SITE_ORIGIN is http://shop.example (English, the default language); wrangler.toml's
 * DOMAIN_LOCALES adds zh.localhost, es.localhost and ru.localhost (and localhost, also English).
 */
const HOSTS: Record<string, string> = {
  en: "shop.example",
  zh: "zh.localhost",
  es: "es.localhost",
  ru: "ru.localhost",
  fr: "fr.localhost",
  pt: "pt.localhost",
  ar: "ar.localhost",
};

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

function urlBlocks(xml: string): Map<string, string> {
  return new Map([...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((match) => [match[1]!, match[2]!]));
}

async function text(path: string, host = "shop.example") {
  const response = await call(path, { host });
  return { response, body: await response.text() };
}

describe("GET /sitemap.xml", () => {
  it("is a sitemap index of the per-type sitemaps on this host, with lastmod and Cache-Control", async () => {
    const { response, body } = await text("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(locs(body)).toEqual(
      ["pages", "categories", "products", "posts", "cases", "articles"].map(
        (type) => `http://shop.example/sitemaps/${type}-1.xml`,
      ),
    );
    expect(body).toContain("<lastmod>2026-05-01T10:00:00.000Z</lastmod>");
    expect(body.match(/<sitemap>/g)).toHaveLength(6);
  });
});

describe("the per-type sitemaps", () => {
  it("list every product of the demo catalogue with its hreflang alternates and lastmod", async () => {
    const { response, body } = await text("/sitemaps/products-1.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const blocks = urlBlocks(body);
    expect([...blocks.keys()].sort()).toEqual(
      catalogue.products.map((product) => `http://shop.example/product/${product.id}`).sort(),
    );
    for (const product of catalogue.products) {
      const block = blocks.get(`http://shop.example/product/${product.id}`)!;
      expect(block).toContain("<lastmod>2026-05-01T10:00:00.000Z</lastmod>");
      for (const [lang, host] of Object.entries(HOSTS)) {
        expect(block).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="http://${host}/product/${product.id}"/>`,
        );
      }
      expect(block).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="http://shop.example/product/${product.id}"/>`,
      );
      // Every language of LOCALES, and x-default: nothing else.
      expect(block.match(/hreflang="[^"]+"/g)).toHaveLength(8);
    }
  });

  it("list every post, case study, article and category", async () => {
    const expected: Record<string, string[]> = {
      posts: content.posts.map((post) => `/blog/${post.id}`),
      cases: content.cases.map((item) => `/case/${item.id}`),
      articles: content.articles.map((article) => `/article/${article.id}`),
      categories: catalogue.categories.map((category) => `/category/${category.id}`),
    };
    for (const [type, paths] of Object.entries(expected)) {
      const { body } = await text(`/sitemaps/${type}-1.xml`);
      expect(locs(body).sort(), type).toEqual(paths.map((path) => `http://shop.example${path}`).sort());
      expect(body.match(/hreflang="zh"/g), type).toHaveLength(paths.length);
    }
  });

  it("list the listing, company and solution pages, dated by what they show", async () => {
    const { body } = await text("/sitemaps/pages-1.xml");
    const paths = locs(body).map((loc) => new URL(loc).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/",
        "/sms",
        "/lists",
        "/discount",
        "/blog",
        "/case",
        "/about",
        "/logistics",
        "/user-agreement",
      ]),
    );
    expect(paths.filter((path) => path.startsWith("/solution/"))).toEqual([
      "/solution/sms-modem",
      "/solution/sms-gateway",
      "/solution/goip-gateway",
      "/solution/voip-gateway",
      "/solution/proxy-gateway",
    ]);
    expect(urlBlocks(body).get("http://shop.example/about")).toContain("<lastmod>2026-05-01T10:00:00.000Z</lastmod>");
  });

  it("self-reference each language host: the zh host lists zh URLs and the same alternates", async () => {
    const { body } = await text("/sitemaps/posts-1.xml", "zh.localhost");
    const block = urlBlocks(body).get("http://zh.localhost/blog/10")!;
    expect(block).toContain('hreflang="zh" href="http://zh.localhost/blog/10"');
    expect(block).toContain('hreflang="en" href="http://shop.example/blog/10"');
  });

  it("never name a Host the request made up: an unknown host gets SITE_ORIGIN's URLs", async () => {
    for (const path of ["/sitemap.xml", "/sitemaps/posts-1.xml", "/robots.txt"]) {
      const { body } = await text(path, "evil.example");
      expect(body, path).not.toContain("evil.example");
      expect(body, path).toContain("http://shop.example/");
    }
  });

  it("answer 404 for unknown types and pages past the end", async () => {
    for (const path of [
      "/sitemaps/users-1.xml",
      "/sitemaps/products-0.xml",
      "/sitemaps/products-2.xml",
      "/sitemaps/products.xml",
    ]) {
      expect((await call(path)).status, path).toBe(404);
    }
  });
});

describe("sitemap XML", () => {
  it("escapes what XML needs escaped", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&#38;b&#60;c&#62;&#34;d&#39;");
    expect(urlEntry("https://x.example", { path: "/blog?year=2025&page=2", lastmod: null }, [])).toBe(
      "<url><loc>https://x.example/blog?year=2025&#38;page=2</loc></url>\n",
    );
  });

  it("names its files type-page.xml", () => {
    expect(parseSitemapFile("products-12.xml")).toEqual({ type: "products", page: 12 });
    expect(parseSitemapFile("../products-1.xml")).toBeNull();
    expect(parseSitemapFile("products-01.xml")).toBeNull();
  });
});

describe("GET /robots.txt", () => {
  it("allows crawling, keeps private areas out, and points at the sitemap index", async () => {
    const { response, body } = await text("/robots.txt", "shop.example");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body).toContain("User-agent: *\nAllow: /\n");
    expect(body).toContain("Disallow: /account\n");
    expect(body).toContain("Sitemap: http://shop.example/sitemap.xml\n");
  });
});

describe("GET /builds/latest.json", () => {
  it("names the running build and is never cached", async () => {
    const response = await call("/builds/latest.json");
    expect(response.headers.get("cache-control")).toBe("no-cache, max-age=0, must-revalidate");
    expect(await response.json()).toEqual({ id: "test-build" });
  });
});

describe("GET /share-qr.svg", () => {
  it("answers the QR code of a shareable page of this host as a cacheable SVG image", async () => {
    const { response, body } = await text("/share-qr.svg?path=%2Fproduct%2F3");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toContain("max-age=86400");
    expect(body).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    // The same code again (from this data centre's cache) is byte for byte the same.
    const again = await text("/share-qr.svg?path=%2Fproduct%2F3");
    expect(again.body).toBe(body);
    expect((await text("/share-qr.svg?path=%2Fblog%2F12")).body).not.toBe(body);
  });

  it("encodes the configured origin, whatever Host the request names", async () => {
    const forged = await text("/share-qr.svg?path=%2Fproduct%2F4", "evil.example");
    const own = await text("/share-qr.svg?path=%2Fproduct%2F4", "shop.example");
    expect(forged.response.status).toBe(200);
    expect(forged.body).toBe(own.body);
  });

  it("encodes only this site's shareable pages, never arbitrary text or other sites", async () => {
    for (const path of [
      "",
      "https%3A%2F%2Fevil.example%2F",
      "%2F%2Fevil.example%2Fproduct%2F1",
      "%2Fproduct%2Fabc",
      "%2Faccount%2Forders",
      "%2Fproduct%2F3%3Fx%3D1",
    ]) {
      expect((await text(`/share-qr.svg?path=${path}`)).response.status, path).toBe(404);
    }
  });
});
