import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../client/routes";
import { baseUrl, ownClientAddress } from "./browser";
import { registerShopper } from "./shopper";

/** Every page URL of client/routes.ts, parameters filled with records of the demo shop. */
function pagePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    const here = entry.index || (entry.path && !entry.children?.length) ? [own || "/"] : [];
    return [...here, ...pagePaths(entry.children ?? [], own)];
  });
}

const SAMPLE_PARAMS: Record<string, string> = {
  ":id": "3",
  ":slug": "sms-gateway",
  ":mode?": "login",
  "*": "no-such-page",
};
const concrete = (path: string) => path.replace(/:\w+\??|\*/g, (param) => SAMPLE_PARAMS[param] ?? "1");

/** A signed-in browser's cookies (the sign-in answer moves the token set into them). */
async function sessionCookies(): Promise<string> {
  const { email, password } = await registerShopper({ name: "headers", password: "Cache-Headers-2026" });
  const login = await fetch(`${baseUrl}/api/web/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...ownClientAddress() },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return login.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
}

async function get(path: string, cookie?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    redirect: "manual",
    headers: { "user-agent": "Mozilla/5.0 Chrome/120", ...(cookie ? { cookie } : {}) },
  });
  // Read to the end: hanging up mid-answer would only make the server log a broken pipe.
  await response.arrayBuffer();
  return response;
}

/** React Router's data request of a page (client-side navigations fetch the loaders' data here). */
const dataPath = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

describe("Cache-Control of pages", () => {
  const paths = pagePaths(routes).map(concrete);

  it("finds the pages by itself", () => {
    expect(paths).toEqual(expect.arrayContaining(["/", "/cart", "/account", "/account/orders", "/product/3"]));
  });

  it("is private, no-store on every page that needs a user, with a session and without", async () => {
    const cookie = await sessionCookies();
    const signedInPages: string[] = [];
    for (const path of paths) {
      const visitor = await get(path);
      const sentToSignIn =
        visitor.status >= 300 && visitor.status < 400 && /\/auth\/login/.test(visitor.headers.get("location") ?? "");
      if (!sentToSignIn) continue;
      signedInPages.push(path);
      expect(visitor.headers.get("cache-control"), `${path} (visitor)`).toBe("private, no-store");
      for (const url of [path, dataPath(path)]) {
        const user = await get(url, cookie);
        expect(user.status, url).toBeLessThan(500);
        expect(user.headers.get("cache-control"), `${url} (signed in)`).toBe("private, no-store");
      }
    }
    expect(signedInPages).toEqual(
      expect.arrayContaining([
        "/cart",
        "/account",
        "/account/orders",
        "/account/coupons",
        "/account/reviews",
        "/account/settings",
        "/order/order-confirm",
        "/order/order-pay",
      ]),
    );
  });

  it("is private, no-store on any page a signed-in user gets that is not the same for everyone", async () => {
    const cookie = await sessionCookies();
    // Every route, and the one public route that has a personal variant (a tracking lookup).
    for (const path of [...paths, "/logistics?orderNo=PL000000000001"]) {
      const response = await get(path, cookie);
      const cache = response.headers.get("x-page-cache");
      if (cache === "HIT" || cache === "MISS") {
        // A public page: the same HTML for everyone, kept in the page cache.
        expect(response.headers.get("set-cookie"), path).toBeNull();
        continue;
      }
      expect(response.headers.get("cache-control"), `${path} → ${response.status} ${cache}`).toBe("private, no-store");
    }
    const lookup = await get("/logistics?orderNo=PL000000000001", cookie);
    expect(lookup.headers.get("x-page-cache")).toBe("BYPASS");
  });
});
