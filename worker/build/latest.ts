import type { Context } from "hono";
import { BUILD_ID } from "../../shared/build-id";

/** GET /builds/latest.json: the id of the build this worker runs; open pages poll it. */
export function buildInfo(c: Context) {
  c.header("Cache-Control", "no-cache, max-age=0, must-revalidate");
  return c.json({ id: BUILD_ID });
}
