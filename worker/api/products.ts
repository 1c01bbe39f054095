import { Hono } from "hono";
import {
  CompareQuerySchema,
  GoodsIdParamSchema,
  GoodsListQuerySchema,
  RelatedQuerySchema,
} from "../../shared/catalogue/schemas";
import type { CompareResult } from "../../shared/catalogue/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { getCategoryTree } from "../db/categories";
import { getGoodsDetail, listCompareRows, listGoods, listRelatedGoods, listSpecOptions } from "../db/products";
import { listGoodsSummaries } from "../db/product-summaries";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { validate } from "./validate";
import { CACHE_LONG, CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/** /api/goods/*: the catalogue. */
export const goodsApi = new Hono<ApiEnv>();

goodsApi.get("/category/list", cached(CACHE_LONG), async (c) => ok(c, await getCategoryTree(c.env.DB, c.var.locale)));

/** Each specification option's name and keyId (the client adds sid). */
goodsApi.get("/specs/list", cached(CACHE_LONG), async (c) => ok(c, await listSpecOptions(c.env.DB, c.var.locale)));

goodsApi.get("/list", cached(CACHE_SHORT), validate("query", GoodsListQuerySchema), async (c) => {
  return ok(c, await listGoods(c.env.DB, c.req.valid("query"), c.var.locale));
});

goodsApi.get("/detail/:id", cached(CACHE_SHORT), validate("param", GoodsIdParamSchema), async (c) => {
  const detail = await getGoodsDetail(c.env.DB, c.req.valid("param").id, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.catalogue.goodsNotFound());
  return ok(c, detail);
});

goodsApi.get(
  "/related/:id",
  cached(CACHE_SHORT),
  validate("param", GoodsIdParamSchema),
  validate("query", RelatedQuerySchema),
  async (c) => {
    return ok(c, await listRelatedGoods(c.env.DB, c.req.valid("param").id, c.var.locale, c.req.valid("query").limit));
  },
);

/**
 * Side by side, by feature group 3..11: one row per feature name, one value per product (null when
 * a product has none), and whether the values differ.
 */
goodsApi.get("/compare", cached(CACHE_SHORT), validate("query", CompareQuerySchema), async (c) => {
  const ids = [...new Set(c.req.valid("query").ids)];
  const [goods, rowsByGoods] = await Promise.all([
    listGoodsSummaries(c.env.DB, ids, c.var.locale),
    listCompareRows(c.env.DB, ids, c.var.locale),
  ]);
  const present = goods.map((item) => item.keyId);
  const groups = new Map<number, Map<string, Array<string | null>>>();
  present.forEach((id, column) => {
    for (const row of rowsByGoods.get(id)?.rows ?? []) {
      const group = groups.get(row.group) ?? new Map<string, Array<string | null>>();
      groups.set(row.group, group);
      const values = group.get(row.name) ?? present.map(() => null);
      values[column] = row.value;
      group.set(row.name, values);
    }
  });
  const result: CompareResult = {
    goods,
    compareLangs: present.map((id) => rowsByGoods.get(id)?.lang ?? c.var.locale),
    groups: [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([group, rows]) => ({
        group,
        rows: [...rows.entries()].map(([name, values]) => ({
          name,
          values,
          differs: new Set(values.map((value) => value?.trim().toLowerCase() ?? "")).size > 1,
        })),
      })),
  };
  return ok(c, result);
});
