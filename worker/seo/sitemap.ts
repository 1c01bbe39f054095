import type { Context } from "hono";
import { href, SOLUTION_SLUGS } from "../../shared/routes";
import type { Env } from "../env";

const STATIC_PATHS = [
  href.home(),
  href.sms(),
  href.lists(),
  href.discount(),
  href.blog(),
  href.cases(),
  href.about(),
  href.logistics(),
  href.userAgreement(),
  ...SOLUTION_SLUGS.map((slug) => href.solution(slug)),
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** GET /sitemap.xml: every public page and category. */
export async function sitemap(c: Context<{ Bindings: Env }>) {
  const origin = new URL(c.req.url).origin;
  const { results } = await c.env.DB.prepare("SELECT id, updated_at FROM categories WHERE status = 1 ORDER BY id").all<{
    id: number;
    updated_at: number;
  }>();
  const urls = [
    ...STATIC_PATHS.map((path) => ({ loc: origin + path, lastmod: null as number | null })),
    ...results.map((row) => ({ loc: origin + href.category(row.id), lastmod: row.updated_at })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${new Date(url.lastmod).toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  c.header("Content-Type", "application/xml; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(body);
}
