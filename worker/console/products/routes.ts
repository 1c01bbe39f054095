import { Hono } from "hono";
import { z } from "zod";
import {
  ConsoleProductListQuerySchema,
  ProductSaveSchema,
  StockAdjustSchema,
} from "../../../shared/console/catalogue-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { productEdited, productsChanged } from "../../cache/product-changes";
import { saveProduct, StaleSave } from "./writes";
import { adjustStock } from "../../db/stock-adjustments";
import { getConsoleProduct, listConsoleProducts } from "./queries";
import { createProduct, listRelatedPicks, saveRelatedPicks } from "./related";
import { getProductDetail } from "../../db/products";
import { NewProductSchema, RelatedSaveSchema } from "../../../shared/console/structure-schemas";
import { requestCacheScope } from "../../cache/product-changes";
import { staffChanged } from "../../cache/staff-changes";
import { allow, auditActor, type ConsoleApiEnv } from "../access";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";

/** /api/admin/products and /skus: the catalogue's products, their editor's saves and stock adjustments. */
export const consoleProductsApi = new Hono<ConsoleApiEnv>();

consoleProductsApi.get(
  "/products",
  allow("catalog.read"),
  validate("query", ConsoleProductListQuerySchema),
  async (c) => {
    const { page, pageSize, published, ...filter } = c.req.valid("query");
    return ok(
      c,
      await listConsoleProducts(
        c.env.DB,
        { ...filter, q: filter.q || undefined, published: published === undefined ? undefined : published === "yes" },
        page,
        pageSize,
      ),
    );
  },
);

const ProductParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

consoleProductsApi.get("/products/:id", allow("catalog.read"), validate("param", ProductParam), async (c) => {
  const product = await getConsoleProduct(c.env.DB, c.req.valid("param").id);
  if (!product) throw new ApiError(API_CODE.notFound, c.var.LL.console.catalogue.api.productNotFound());
  return ok(c, product);
});

/**
 * The product as its page shows it, in the request's language, a draft too: the staff preview
 * (/product/{id}?preview=1, never cached) before publishing.
 */
consoleProductsApi.get("/preview/products/:id", allow("catalog.read"), validate("param", ProductParam), async (c) => {
  const detail = await getProductDetail(c.env.DB, c.req.valid("param").id, c.var.locale, { drafts: true });
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.console.catalogue.api.productNotFound());
  return ok(c, detail);
});

/**
 * Saves the product at the version the editor loaded (a save made meanwhile → 409, nothing
 * written), with its audit row in the same batch; the cached answers and pages showing it are
 * purged after the answer. A save that changes nothing writes and purges nothing.
 */
consoleProductsApi.post("/products/:id", allow("catalog.write"), validate("param", ProductParam), async (c) => {
  const save = await readJson(c, ProductSaveSchema);
  const { id } = c.req.valid("param");
  const A = c.var.LL.console.catalogue.api;
  const current = await getConsoleProduct(c.env.DB, id);
  if (!current) throw new ApiError(API_CODE.notFound, A.productNotFound());
  const saved = await saveProduct(c.env.DB, current, save, auditActor(c), Date.now()).catch((error: unknown) => {
    if (error instanceof StaleSave) return { ok: false as const, reason: "stale" as const };
    throw error;
  });
  if (!saved.ok) {
    switch (saved.reason) {
      case "stale":
        throw new ApiError(API_CODE.conflict, A.productChanged());
      case "no_english":
        throw new ApiError(API_CODE.badRequest, A.englishRequired());
      case "unknown_sku":
        throw new ApiError(API_CODE.badRequest, A.unknownSku({ sku: saved.sku }));
      case "unknown_option":
        throw new ApiError(API_CODE.badRequest, A.unknownOption());
      case "unknown_category":
        throw new ApiError(API_CODE.badRequest, A.unknownCategory());
      case "taken":
        throw new ApiError(API_CODE.conflict, A.taken({ value: saved.value }));
      case "gross_below_net":
        throw new ApiError(API_CODE.badRequest, A.grossBelowNet({ sku: saved.sku }));
    }
  }
  if (saved.changed.length) productEdited(c, [id]);
  return ok(c, { id, version: saved.version, changed: saved.changed });
});

const SkuParam = z.object({ skuId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** Units in or out of a SKU with a reason; never more out than is free (open orders hold the rest). */
consoleProductsApi.post("/skus/:skuId/stock", allow("catalog.write"), validate("param", SkuParam), async (c) => {
  const { delta, reason, note } = await readJson(c, StockAdjustSchema);
  const { skuId } = c.req.valid("param");
  const A = c.var.LL.console.catalogue.api;
  const adjusted = await adjustStock(c.env.DB, { skuId, delta, reason, note }, auditActor(c), Date.now());
  if (!adjusted.ok) {
    if (adjusted.reason === "not_found") throw new ApiError(API_CODE.notFound, A.skuNotFound());
    throw new ApiError(API_CODE.conflict, A.belowHeld({ free: adjusted.stock, held: adjusted.held }));
  }
  productsChanged(c, [adjusted.productId]);
  return ok(c, { skuId, stock: adjusted.stock });
});

/** A new draft product (English name, category, one SKU and its price), opened next in the editor. */
consoleProductsApi.post("/products", allow("catalog.write"), async (c) => {
  const input = await readJson(c, NewProductSchema);
  const A = c.var.LL.console.catalogue.api;
  const created = await createProduct(c.env.DB, input, auditActor(c), Date.now());
  if (!created.ok) {
    if (created.reason === "unknown_category") throw new ApiError(API_CODE.badRequest, A.unknownCategory());
    if (created.reason === "unknown_option") throw new ApiError(API_CODE.badRequest, A.unknownOption());
    if (created.reason === "taken") throw new ApiError(API_CODE.conflict, A.taken({ value: created.value }));
    throw new ApiError(API_CODE.conflict, c.var.LL.console.structure.api.changed());
  }
  // A draft shows nowhere in the shop: nothing cached to drop.
  return ok(c, { id: created.id });
});

consoleProductsApi.get("/related/products/:id", allow("catalog.read"), validate("param", ProductParam), async (c) =>
  ok(c, await listRelatedPicks(c.env.DB, c.req.valid("param").id)),
);

/** The related products staff chose, in order, at the product's version; the shop shows them first. */
consoleProductsApi.post("/related/products/:id", allow("catalog.write"), validate("param", ProductParam), async (c) => {
  const { ids, expectedVersion } = await readJson(c, RelatedSaveSchema);
  const { id } = c.req.valid("param");
  const A = c.var.LL.console.catalogue.api;
  const saved = await saveRelatedPicks(c.env.DB, id, ids, expectedVersion, auditActor(c), Date.now());
  if (!saved.ok) {
    if (saved.reason === "not_found") throw new ApiError(API_CODE.notFound, A.productNotFound());
    if (saved.reason === "stale") throw new ApiError(API_CODE.conflict, A.productChanged());
    throw new ApiError(API_CODE.badRequest, c.var.LL.console.structure.api.badRelated());
  }
  void staffChanged(requestCacheScope(c), { kind: "productRelated", productId: id });
  return ok(c, { version: saved.version });
});
