import type { MiddlewareHandler } from "hono";

/**
 * Reads to the end whatever part of the request body the answer did not need (a 401 before
 * validation, a call that takes no body). A body left unread on the connection keeps the runtime
 * from reading the client's next request on it: locally the connection was dropped, or the next
 * request stalled. Cancelling the body is not enough; it has to be read.
 */
export function drainRequestBody(): MiddlewareHandler {
  return async function drainRequestBodyMiddleware(c, next) {
    const body = c.req.raw.body;
    await next();
    // Locked: read by the handler, or handed on to an inner app that drains its own request.
    if (body && !body.locked) await body.pipeTo(new WritableStream()).catch(() => undefined);
  };
}
