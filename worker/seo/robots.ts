import type { Context } from "hono";
import { getConfig, type Env } from "../env";
import { linkOrigin } from "../site/site-links";

/** Personal and transactional pages are no use to crawlers. */
const DISALLOWED = ["/api/", "/account", "/cart", "/order/", "/auth/"];

/** GET /robots.txt: everything public may be crawled; the sitemap says where it all is. */
export function robotsTxt(c: Context<{ Bindings: Env }>) {
  const origin = linkOrigin(getConfig(c.env), c.req.url);
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
