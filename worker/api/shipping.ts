import { Hono } from "hono";
import { listShippingMethods } from "../db/shipping";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { CACHE_LONG } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/** /api/shipping/*: public shipping information (cached). */
export const shippingApi = new Hono<ApiEnv>();

shippingApi.get("/methods", cached(CACHE_LONG), async (c) => ok(c, await listShippingMethods(c.env.DB, c.var.locale)));
