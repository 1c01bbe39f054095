import { Hono } from "hono";
import type { ApiEnv } from "./context";

/** The content API: blog (/blogInfo), cases (/case), articles (/article), pages (/page). */
export const contentApi = new Hono<ApiEnv>();
