import { describe, expectTypeOf, it } from "vitest";
import type { ApiClient } from "../../shared/api/client";
import type { ProductDetail, ProductSummary, Page } from "../../shared/catalogue/types";
import type { Cart, OrderTracking } from "../../shared/commerce/types";

/*
 * The API contract is checked by `npm run typecheck` (this file is part of the TypeScript project):
 * every `@ts-expect-error` below must meet an error, or the typecheck fails. The calls are never
 * made; the test only runs the type assertions.
 */
function calls(api: ApiClient) {
  return {
    rightCalls: async () => {
      const page = await api.get("/goods/list", { query: { categoryIds: [1, 2], sort: "priceAsc", page: 2 } });
      expectTypeOf(page).toEqualTypeOf<Page<ProductSummary>>();
      expectTypeOf(await api.get(`/goods/detail/${12}`)).toEqualTypeOf<ProductDetail>();
      expectTypeOf(
        await api.get("/web/order/track", { query: { orderNo: "PL2611220001" } }),
      ).toEqualTypeOf<OrderTracking>();
      const count = await api.post("/web/cart/add", {
        skuId: 101,
        productId: 1,
        operateTime: "2026-11-24 10:00:00",
      });
      expectTypeOf(count).toEqualTypeOf<{ count: number }>();
      expectTypeOf(await api.post("/web/cart/batch", { changes: [{ id: 1, quantity: 2 }] })).toEqualTypeOf<Cart>();
      // No body: the path alone.
      await api.post("/web/auth/logout-others");
      await api.post("/web/pay/getPayPlatform");
    },
    wrongCalls: async () => {
      // @ts-expect-error a path the API does not have
      await api.get("/goods/lists");
      // @ts-expect-error a GET path posted to
      await api.post("/goods/list", {});
      // @ts-expect-error a wrong field name in a body (skuID for skuId)
      await api.post("/web/cart/add", { skuID: 101, productId: 1, operateTime: "2026-11-24 10:00:00" });
      // @ts-expect-error a missing field of a body
      await api.post("/web/auth/login", { email: "a@example.com" });
      // @ts-expect-error a field of the wrong type (a quantity as text)
      await api.post("/web/cart/update", { id: 1, quantity: "2" });
      // @ts-expect-error a wrong query field (category for categoryIds)
      await api.get("/goods/list", { query: { category: 1 } });
      // @ts-expect-error a query value outside the schema's enum
      await api.get("/goods/list", { query: { sort: "cheapest" } });
      // @ts-expect-error a query on an endpoint that takes none
      await api.get("/navigation/list", { query: { page: 1 } });
      // @ts-expect-error a body where the endpoint needs one and none is given
      await api.post("/web/order/cancel");
      const detail = await api.get("/web/order/detail", { query: { orderNo: "PL2611220001" } });
      // @ts-expect-error a field the answer does not have
      detail.orderNumber;
    },
  };
}

describe("the typed API contract", () => {
  it("types each path's query, body and answer (see the @ts-expect-error lines, checked by the typecheck)", () => {
    expectTypeOf(calls).returns.toHaveProperty("wrongCalls");
    expectTypeOf<Parameters<ApiClient["get"]>[0]>().toExtend<string>();
  });
});
