import { Hono } from "hono";
import { SearchQuerySchema, SuggestQuerySchema } from "../../shared/catalogue/schemas";
import type { SearchResult } from "../../shared/catalogue/types";
import { searchSite, suggest } from "../db/search";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { validate } from "./validate";
import { CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/**
 * /api/search: full-text search over the live products, posts, case studies and articles, every
 * language; a search that finds nothing answers with the nearest words' results and names them.
 */
export const searchApi = new Hono<ApiEnv>();

searchApi.get("/", cached(CACHE_SHORT), validate("query", SearchQuerySchema), async (c) => {
  const { keyword, page, pageSize } = c.req.valid("query");
  const result: SearchResult = await searchSite(c.env.DB, keyword, c.var.locale, page, pageSize);
  return ok(c, result);
});

searchApi.get("/suggest", cached(CACHE_SHORT), validate("query", SuggestQuerySchema), async (c) => {
  return ok(c, await suggest(c.env.DB, c.req.valid("query").keyword, c.var.locale));
});
