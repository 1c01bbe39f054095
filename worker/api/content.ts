import { Hono } from "hono";
import type { Page } from "../../shared/catalogue/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import {
  BlogListQuerySchema,
  ContentIdParamSchema,
  PageQuerySchema,
  PageSlugParamSchema,
} from "../../shared/content/schemas";
import type {
  Article,
  ArticleSummary,
  BlogPost,
  BlogPostSummary,
  CaseStudy,
  CaseSummary,
  ContentPage,
} from "../../shared/content/types";
import { getArticle, listArticles } from "../db/articles";
import { getBlogPost, listBlogPosts, listBlogYears } from "../db/blog-posts";
import { getCase, listCases } from "../db/case-studies";
import type { Listed } from "../db/content";
import { listProductSummaries } from "../db/product-summaries";
import { getPage } from "../db/pages";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { validate } from "./validate";
import { CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/**
 * The content API: blog (/blogInfo), case studies (/case), articles (/article), solution and
 * static pages (/page). Public and cached in KV (short policy); every text is in the
 * X-Accept-Language language with a per-row fallback to English.
 */
export const contentApi = new Hono<ApiEnv>();

function paged<T>(listed: Listed<T>, query: { page: number; pageSize: number }): Page<T> {
  return { list: listed.list, total: listed.total, page: query.page, pageSize: query.pageSize };
}

/** Drops the ids of linked products and adds their summaries (visible products only, in order). */
export async function withProducts<T extends { productIds: number[] }>(
  db: D1Database,
  record: T,
  locale: ApiEnv["Variables"]["locale"],
) {
  const { productIds, ...rest } = record;
  return { ...rest, products: await listProductSummaries(db, productIds, locale) };
}

contentApi.get("/blogInfo/yearList", cached(CACHE_SHORT), async (c) => ok(c, await listBlogYears(c.env.DB)));

contentApi.get("/blogInfo/list", cached(CACHE_SHORT), validate("query", BlogListQuerySchema), async (c) => {
  const query = c.req.valid("query");
  const listed = await listBlogPosts(c.env.DB, c.var.locale, query);
  return ok(c, paged<BlogPostSummary>(listed, query));
});

contentApi.get("/blogInfo/detail/:id", cached(CACHE_SHORT), validate("param", ContentIdParamSchema), async (c) => {
  const { id } = c.req.valid("param");
  const post = await getBlogPost(c.env.DB, c.var.locale, id);
  if (!post) throw new ApiError(API_CODE.notFound, c.var.LL.content.api.postNotFound({ id }));
  return ok(c, (await withProducts(c.env.DB, post, c.var.locale)) satisfies BlogPost);
});

contentApi.get("/case/list", cached(CACHE_SHORT), validate("query", PageQuerySchema), async (c) => {
  const query = c.req.valid("query");
  return ok(c, paged<CaseSummary>(await listCases(c.env.DB, c.var.locale, query), query));
});

contentApi.get("/case/detail/:id", cached(CACHE_SHORT), validate("param", ContentIdParamSchema), async (c) => {
  const { id } = c.req.valid("param");
  const item = await getCase(c.env.DB, c.var.locale, id);
  if (!item) throw new ApiError(API_CODE.notFound, c.var.LL.content.api.caseNotFound({ id }));
  return ok(c, (await withProducts(c.env.DB, item, c.var.locale)) satisfies CaseStudy);
});

contentApi.get("/article/list", cached(CACHE_SHORT), validate("query", PageQuerySchema), async (c) => {
  const query = c.req.valid("query");
  return ok(c, paged<ArticleSummary>(await listArticles(c.env.DB, c.var.locale, query), query));
});

contentApi.get("/article/detail/:id", cached(CACHE_SHORT), validate("param", ContentIdParamSchema), async (c) => {
  const { id } = c.req.valid("param");
  const article = await getArticle(c.env.DB, c.var.locale, id);
  if (!article) throw new ApiError(API_CODE.notFound, c.var.LL.content.api.articleNotFound({ id }));
  return ok(c, (await withProducts(c.env.DB, article, c.var.locale)) satisfies Article);
});

// Slugs may hold one folder ("solution/sms-gateway"): the parameter takes the rest of the path.
contentApi.get("/page/detail/:slug{.+}", cached(CACHE_SHORT), validate("param", PageSlugParamSchema), async (c) => {
  const { slug } = c.req.valid("param");
  const page = await getPage(c.env.DB, c.var.locale, slug);
  if (!page) throw new ApiError(API_CODE.notFound, c.var.LL.content.api.pageNotFound({ slug }));
  return ok(c, (await withProducts(c.env.DB, page, c.var.locale)) satisfies ContentPage);
});
