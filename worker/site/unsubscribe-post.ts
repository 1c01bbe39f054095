import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { href } from "../../shared/routes";
import type { ApiApp } from "../api/app";
import type { WorkerEnv } from "../worker-env";

/** A posted body is read up to this size (RFC 8058's is "List-Unsubscribe=One-Click"). */
const MAX_BODY = 4096;

/**
 * POST /mail/unsubscribe?t=…: the unsubscribe link of an optional mail. A mail client's one-click
 * POST (RFC 8058: `List-Unsubscribe=One-Click`, no cookies, from no page of ours) is answered in plain
 * text; the confirm button of the link's page is sent back to the page, which shows the new state.
 * The signed token is the only authority, so no same-origin check applies (and no session is used).
 */
export async function unsubscribePost(c: Context<WorkerEnv>, api: ApiApp): Promise<Response> {
  const token = c.req.query("t") ?? "";
  const body = (await c.req.text()).slice(0, MAX_BODY);
  const answer = await api.fetch(
    new Request(new URL("/api/web/mail/unsubscribe", c.req.url), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-accept-language": c.req.header("accept-language") ?? "",
      },
      body: JSON.stringify({ token }),
    }),
    c.env,
    c.executionCtx,
  );
  const fromPage = /(^|&)confirm=1(&|$)/.test(body);
  if (fromPage) return c.redirect(href.unsubscribe(token), 303);
  const envelope = (await answer.json().catch(() => null)) as { msg?: string } | null;
  return c.text(envelope?.msg ?? "", answer.status as ContentfulStatusCode, { "Cache-Control": "no-store" });
}
