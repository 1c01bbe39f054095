import type { Context } from "hono";

/** Personal and transactional pages are no use to crawlers. */
const DISALLOWED = ["/api/", "/account", "/cart", "/order/", "/auth/"];

/** GET /robots.txt: everything public may be crawled; the sitemap says where it all is. */
export function robotsTxt(c: Context) {
  const origin = new URL(c.req.url).origin;
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  c.header("Cache-Control", "public, max-age=3600");
  return c.text(lines.join("\n"));
}
