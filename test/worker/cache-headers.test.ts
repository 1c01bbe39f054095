import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COOKIE } from "../../shared/constants";
import { createApiApp } from "../../worker/api/app";
import { createConsoleApi } from "../../worker/console/app";
import { declaredPolicy } from "../../worker/cache/route-cache";
import { issueTokenSet } from "../../worker/session/session-tokens";
import { call, customer, importFixtureCatalogue } from "./helpers";

await importFixtureCatalogue();
const { userId } = await customer();

/** GET paths (as `apiRoutes` fills them) whose route declares a cache policy: the public catalogue. */
const cachedPaths = new Set<string>();

/** Every GET and POST route the API registers (Hono's own list: nothing here is written by hand). */
function apiRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  const routes: Array<{ method: string; path: string }> = [];
  for (const { method, path, handler } of [...createApiApp().routes, ...createConsoleApi().routes]) {
    if (method !== "GET" && method !== "POST") continue;
    // Parameters filled with a value of the right shape (the record need not exist).
    const concrete = path
      .replace(/:slug\{[^}]+\}/, "about")
      .replace(/:orderNo/, "PL000000000001")
      .replace(/:\w+/g, "1");
    if (method === "GET" && declaredPolicy(handler)) cachedPaths.add(concrete);
    if (seen.has(`${method} ${concrete}`)) continue;
    seen.add(`${method} ${concrete}`);
    routes.push({ method, path: concrete });
  }
  return routes;
}

function isPublicCatalogue(method: string, path: string): boolean {
  return method === "GET" && cachedPaths.has(path);
}

/** A fresh sign-in per call, so signing out or changing the password in one call spoils no other. */
async function session(kind: "bearer" | "cookies" | "admin"): Promise<Record<string, string>> {
  if (kind === "admin") return { authorization: `Bearer ${env.OPERATOR_TOKEN}` };
  const tokens = await issueTokenSet(env.DB, env.JWT_SECRET, userId, Date.now());
  if (kind === "bearer") return { authorization: `Bearer ${tokens.token}` };
  return {
    cookie: `${COOKIE.accessToken}=${tokens.token}; ${COOKIE.refreshToken}=${tokens.refreshToken}`,
    "sec-fetch-site": "same-origin",
  };
}

async function send(route: { method: string; path: string }, headers: Record<string, string>) {
  return call(route.path, {
    method: route.method,
    headers: { ...headers, "content-type": "application/json" },
    body: route.method === "POST" ? "{}" : undefined,
  });
}

describe("Cache-Control of the API's answers", () => {
  const routes = apiRoutes();

  it("finds the API's routes by itself", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContainEqual({ method: "GET", path: "/api/web/cart/list" });
    expect(routes).toContainEqual({ method: "POST", path: "/api/web/pay/getPayPlatform" });
  });

  it.each(["bearer", "cookies"] as const)(
    "is private, no-store on every answer to a signed-in caller (%s), but for the public catalogue",
    async (kind) => {
      const shared: string[] = [];
      let signedInAnswers = 0;
      for (const route of routes) {
        const admin = route.path.startsWith("/api/admin/");
        const response = await send(route, await session(admin ? "admin" : kind));
        const label = `${route.method} ${route.path} → ${response.status}`;
        await response.arrayBuffer();
        if (isPublicCatalogue(route.method, route.path) && response.status === 200) {
          shared.push(route.path);
          expect(response.headers.get("cache-control"), label).toMatch(/^public, max-age=0, s-maxage=\d+$/);
          expect(response.headers.get("vary"), label).toBe("X-Accept-Language");
        } else {
          expect(response.headers.get("cache-control"), label).toBe("private, no-store");
          if (response.status === 200) signedInAnswers++;
        }
      }
      // Both kinds were really exercised: shareable catalogue answers and personal successes.
      expect(shared.length).toBeGreaterThan(10);
      expect(signedInAnswers).toBeGreaterThan(10);
    },
  );

  it("is private, no-store on the refusals a visitor gets from the personal routes", async () => {
    for (const route of routes.filter((candidate) => !isPublicCatalogue(candidate.method, candidate.path))) {
      const response = await send(route, {});
      await response.arrayBuffer();
      expect(response.headers.get("cache-control"), `${route.method} ${route.path}`).toBe("private, no-store");
    }
  });
});

describe("the public catalogue's shareable answers", () => {
  it("vary with X-Accept-Language, when rendered and when served from KV", async () => {
    const path = "/api/goods/category/list?probe=vary";
    const english = await call(path, { headers: { "x-accept-language": "en" } });
    const chinese = await call(path, { headers: { "x-accept-language": "zh" } });
    for (const response of [english, chinese]) {
      expect(response.headers.get("vary")).toBe("X-Accept-Language");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600");
    }
    expect(await english.text()).not.toBe(await chinese.text());
    let again = await call(path, { headers: { "x-accept-language": "en" } });
    for (let i = 0; i < 50 && again.headers.get("x-cache") !== "HIT"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await call(path, { headers: { "x-accept-language": "en" } });
    }
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("vary")).toBe("X-Accept-Language");
  });

  it("are never marked shareable when the call failed", async () => {
    const missing = await call("/api/goods/detail/999999");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    expect(missing.headers.get("x-cache")).toBe("BYPASS");
  });
});
