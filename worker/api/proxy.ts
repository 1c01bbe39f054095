import type { Handler } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import type { ApiEnv } from "./context";
import { readBodyBytes } from "./validate";

/** Request headers an upstream backend may see. Cookies stay here: it gets Authorization instead. */
const FORWARDED_HEADERS = ["accept", "authorization", "content-type", "x-accept-language", "x-request-id"];
const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * With API_BASE set, the storefront fronts that backend: /api/<path> is forwarded to
 * <API_BASE>/<path> (spec §7 paths), and its envelope comes back unchanged.
 */
export function forwardToUpstream(apiBase: string): Handler<ApiEnv> {
  const base = apiBase.replace(/\/+$/, "");
  return async function forwardToUpstreamHandler(c) {
    const url = new URL(c.req.url);
    const target = `${base}${url.pathname.replace(/^\/api/, "")}${url.search}`;
    const headers = new Headers();
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set("x-accept-language", c.var.locale);
    const body = c.req.method !== "GET" && c.req.method !== "HEAD" ? await readBodyBytes(c) : undefined;
    let upstream: Response;
    try {
      upstream = await fetch(target, {
        method: c.req.method,
        headers,
        body,
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      });
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "upstream failed", target, error: String(error) }));
      throw new ApiError(API_CODE.upstream, c.var.LL.api.upstream());
    }
    const response = new Response(upstream.body, upstream);
    response.headers.delete("set-cookie");
    return response;
  };
}
