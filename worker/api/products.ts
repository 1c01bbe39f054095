import { toWireCategory, toWireProductDetail, toWireSpecOption } from "../../shared/api/legacy/codecs";
import { Hono } from "hono";
import {
  CompareQuerySchema,
  ProductIdParamSchema,
  ProductListQuerySchema,
  RelatedQuerySchema,
} from "../../shared/catalogue/schemas";
import type { CompareResult } from "../../shared/catalogue/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { getCategoryTree } from "../db/categories";
import { getProductDetail, listCompareRows, listProducts, listRelatedProducts, listSpecOptions } from "../db/products";
import { listProductSummaries } from "../db/product-summaries";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { validate } from "./validate";
import { CACHE_LONG, CACHE_SHORT } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/** /api/goods/*: the catalogue. */
export const productApi = new Hono<ApiEnv>();

productApi.get("/category/list", cached(CACHE_LONG), async (c) =>
  ok(c, (await getCategoryTree(c.env.DB, c.var.locale)).map(toWireCategory)),
);

/** Each specification option's name and id (the client adds sid). */
productApi.get("/specs/list", cached(CACHE_LONG), async (c) =>
  ok(c, (await listSpecOptions(c.env.DB, c.var.locale)).map(toWireSpecOption)),
);

productApi.get("/list", cached(CACHE_SHORT), validate("query", ProductListQuerySchema), async (c) => {
  return ok(c, await listProducts(c.env.DB, c.req.valid("query"), c.var.locale));
});

productApi.get("/detail/:id", cached(CACHE_SHORT), validate("param", ProductIdParamSchema), async (c) => {
  const detail = await getProductDetail(c.env.DB, c.req.valid("param").id, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.catalogue.productNotFound());
  return ok(c, toWireProductDetail(detail));
});

productApi.get(
  "/related/:id",
  cached(CACHE_SHORT),
  validate("param", ProductIdParamSchema),
  validate("query", RelatedQuerySchema),
  async (c) => {
    return ok(
      c,
      await listRelatedProducts(c.env.DB, c.req.valid("param").id, c.var.locale, c.req.valid("query").limit),
    );
  },
);

/**
 * Side by side, by feature group 3..11: one row per feature name, one value per product (null when
 * a product has none), and whether the values differ.
 */
productApi.get("/compare", cached(CACHE_SHORT), validate("query", CompareQuerySchema), async (c) => {
  const ids = [...new Set(c.req.valid("query").ids)];
  const [products, rowsByProduct] = await Promise.all([
    listProductSummaries(c.env.DB, ids, c.var.locale),
    listCompareRows(c.env.DB, ids, c.var.locale),
  ]);
  const present = products.map((item) => item.id);
  const groups = new Map<number, Map<string, Array<string | null>>>();
  present.forEach((id, column) => {
    for (const row of rowsByProduct.get(id)?.rows ?? []) {
      const group = groups.get(row.group) ?? new Map<string, Array<string | null>>();
      groups.set(row.group, group);
      const values = group.get(row.name) ?? present.map(() => null);
      values[column] = row.value;
      group.set(row.name, values);
    }
  });
  const result: CompareResult = {
    products: products,
    compareLangs: present.map((id) => rowsByProduct.get(id)?.lang ?? c.var.locale),
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
