import { Hono } from "hono";
import { getCategoryTree } from "../db/categories";
import type { ApiEnv } from "./context";
import { ok } from "./respond";

/** /api/goods/*: the catalogue. */
export const goodsApi = new Hono<ApiEnv>();

goodsApi.get("/category/list", async (c) => ok(c, await getCategoryTree(c.env.DB, c.var.locale)));
