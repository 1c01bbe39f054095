import { toWireNavigationEntry } from "../../shared/api/legacy/codecs";
import { Hono } from "hono";
import { listNavigation } from "../db/navigation";
import type { ApiEnv } from "./context";
import { ok } from "./respond";
import { CACHE_LONG } from "../cache/kv-cache";
import { cached } from "../cache/route-cache";

/** /api/navigation/*: the header's entries. */
export const navigationApi = new Hono<ApiEnv>();

navigationApi.get("/list", cached(CACHE_LONG), async (c) =>
  ok(c, (await listNavigation(c.env.DB, c.var.locale)).map(toWireNavigationEntry)),
);
