import { Hono } from "hono";
import { SearchQuerySchema, SuggestQuerySchema } from "../../shared/catalog/schemas";
import type { SearchResult } from "../../shared/catalog/types";
import { searchContent, searchGoods, suggest } from "../db/search";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { validate } from "./validate";
import { CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/** /api/search: full-text search over products, posts, case studies and articles, every language. */
export const searchApi = new Hono<ApiEnv>();

searchApi.get("/", cached(CACHE_SHORT), validate("query", SearchQuerySchema), async (c) => {
  const { keyword, page, pageSize } = c.req.valid("query");
  const [goods, content] = await Promise.all([
    searchGoods(c.env.DB, keyword, c.var.locale, page, pageSize),
    page === 1 ? searchContent(c.env.DB, keyword, c.var.locale) : Promise.resolve([]),
  ]);
  const result: SearchResult = { keyword, goods, content };
  return ok(c, result);
});

searchApi.get("/suggest", cached(CACHE_SHORT), validate("query", SuggestQuerySchema), async (c) => {
  return ok(c, await suggest(c.env.DB, c.req.valid("query").keyword, c.var.locale));
});
