import type { MiddlewareHandler } from "hono";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { getConfig } from "../env";
import type { ApiEnv } from "./context";
import { localeFromHeader, translator } from "./request-locale";

/** The API is stateless: the language comes from X-Accept-Language, else the deployment default. */
export const apiContext: MiddlewareHandler<ApiEnv> = async function apiContext(c, next) {
  const config = getConfig(c.env);
  const locale = localeFromHeader(c.req.header("x-accept-language"), config.DEFAULT_LOCALE);
  c.set("locale", config.LOCALES.includes(locale) ? locale : config.DEFAULT_LOCALE);
  c.set("LL", translator(c.var.locale));
  c.set("requestId", c.req.header("x-request-id") ?? crypto.randomUUID());
  await next();
};

/**
 * A request body, when there is one, must be JSON: forms cannot post to the API cross-site. `exempt`
 * paths take another body (the console's uploads; its app checks its own paths).
 */
export function requireJsonBody(exempt: (path: string) => boolean): MiddlewareHandler<ApiEnv> {
  return async function requireJsonBodyMiddleware(c, next) {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS" && !exempt(c.req.path)) {
      const length = c.req.header("content-length");
      const hasBody = c.req.raw.body !== null && length !== "0";
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (hasBody && type !== "application/json") {
        throw new ApiError(API_CODE.badRequest, c.var.LL.messages.unsupportedMediaType());
      }
    }
    await next();
  };
}
