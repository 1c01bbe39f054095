import { describe, expect, it } from "vitest";
import { createApiApp } from "../../worker/api/app";
import { PURGE, pageOrigins } from "../../worker/cache/keys";
import { CACHE_LONG, CACHE_SHORT } from "../../worker/cache/kv-cache";
import { declaredPolicy } from "../../worker/cache/route-cache";

/** The GET routes that declare a cache policy, with an example path ("/api/goods/detail/1"). */
function cachedRoutes() {
  return createApiApp()
    .routes.filter((route) => route.method === "GET" && declaredPolicy(route.handler))
    .map((route) => ({
      path: route.path,
      example: route.path.replace(/:\w+(\{[^}]*\})?/g, "1"),
      policy: declaredPolicy(route.handler),
    }));
}

describe("cache policies next to their routes", () => {
  it("caches the public catalogue and content answers, each under its policy", () => {
    const policies = Object.fromEntries(cachedRoutes().map((route) => [route.path, route.policy?.name]));
    expect(policies).toMatchObject({
      "/api/goods/category/list": CACHE_LONG.name,
      "/api/goods/specs/list": CACHE_LONG.name,
      "/api/navigation/list": CACHE_LONG.name,
      "/api/shipping/methods": CACHE_LONG.name,
      "/api/goods/list": CACHE_SHORT.name,
      "/api/goods/detail/:id": CACHE_SHORT.name,
      "/api/goods/related/:id": CACHE_SHORT.name,
      "/api/goods/compare": CACHE_SHORT.name,
      "/api/goods/reviews/:productId": CACHE_SHORT.name,
      "/api/search": CACHE_SHORT.name,
      "/api/search/suggest": CACHE_SHORT.name,
      "/api/blogInfo/list": CACHE_SHORT.name,
      "/api/page/detail/:slug{.+}": CACHE_SHORT.name,
    });
  });

  it("never caches a personal answer", () => {
    const personal = cachedRoutes().filter((route) => /^\/api\/(web|admin|pay)\//.test(route.path));
    expect(personal).toEqual([]);
  });

  it("purges only by prefixes that name cached answers", () => {
    const examples = cachedRoutes().map((route) => `${route.example}?`);
    const prefixes = [
      ...PURGE.catalogue,
      ...PURGE.content,
      ...PURGE.shipping,
      PURGE.productDetail(1),
      PURGE.productReviews(1),
    ];
    for (const prefix of prefixes) {
      expect(
        examples.some((example) => example.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it("purges pages on the request's origin and every configured host", () => {
    expect(pageOrigins({ DOMAIN_LOCALES: { "shop.example": "en" } }, "https://shop.example")).toEqual([
      "https://shop.example",
    ]);
    expect(pageOrigins({ DOMAIN_LOCALES: { "shop.example": "en", "es.shop.example": "es" } })).toEqual([
      "https://shop.example",
      "https://es.shop.example",
    ]);
  });

  it("purges every host under the request's scheme and port too (a site served on a port: local development)", () => {
    const config = { DOMAIN_LOCALES: { localhost: "en", "es.localhost": "es" } as const };
    expect(pageOrigins(config, "http://127.0.0.1:8787")).toEqual([
      "http://127.0.0.1:8787",
      "http://localhost:8787",
      "http://es.localhost:8787",
      "https://localhost",
      "https://es.localhost",
    ]);
  });
});
