import { Hono } from "hono";
import { listShippingMethods } from "../db/shipping";
import type { ApiEnv } from "./context";
import { ok } from "./respond";

/** /api/shipping/*: public shipping information (cached). */
export const shippingApi = new Hono<ApiEnv>();

shippingApi.get("/methods", async (c) => ok(c, await listShippingMethods(c.env.DB, c.var.locale)));
