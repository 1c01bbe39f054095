import type { Context } from "hono";
import type { WorkerEnv } from "../worker-env";

/** Content-addressed keys: a 32-hex digest, then an image extension or a file name. */
const MEDIA_KEY = /^[0-9a-f]{32}(?:\.(?:jpg|png|webp)|\/[a-z0-9][a-z0-9._-]{0,90})$/;

/** Stored objects never change under their key: browsers and CDNs may keep them for a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/**
 * GET /media/<key>: a file staff uploaded, from the MEDIA bucket, with its type, its
 * Content-Disposition (downloads save under their name), a strong ETag and 304 for a copy the
 * browser already holds. Unknown keys are a plain 404.
 */
export async function serveMedia(c: Context<WorkerEnv>): Promise<Response> {
  const key = c.req.path.slice("/media/".length);
  if (!MEDIA_KEY.test(key)) return c.text("Not found", 404);
  const object = await c.env.MEDIA.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return c.text("Not found", 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("etag", object.httpEtag);
  headers.set("cache-control", MEDIA_CACHE_CONTROL);
  headers.set("x-content-type-options", "nosniff");
  // The object is served as a document of its own: it may not run anything.
  headers.set("content-security-policy", "default-src 'none'; sandbox");
  if (!("body" in object) || c.req.header("if-none-match") === object.httpEtag) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("content-length", String(object.size));
  return new Response(c.req.method === "HEAD" ? null : object.body, { status: 200, headers });
}
