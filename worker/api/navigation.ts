import { Hono } from "hono";
import { listNavigation } from "../db/navigation";
import type { ApiEnv } from "./context";
import { ok } from "./respond";

/** /api/navigation/*: the header's entries. */
export const navigationApi = new Hono<ApiEnv>();

navigationApi.get("/list", async (c) => ok(c, await listNavigation(c.env.DB, c.var.locale)));
