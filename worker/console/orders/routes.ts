import { Hono } from "hono";
import { z } from "zod";
import { NoteSchema, OrderFilterSchema, OrderListQuerySchema } from "../../../shared/console/order-schemas";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { requestCacheScope } from "../../cache/product-changes";
import { getConsoleOrderDetail, listConsoleOrders } from "./queries";
import { auditStatement } from "../../db/audit";
import { readDashboard } from "./dashboard";
import { findOrder } from "../../db/orders";
import { cancelOrder } from "../../orders/cancel-order";
import { streamOrdersCsv } from "../../orders/orders-csv";
import { allow, auditActor, staffActor, type ConsoleApiEnv } from "../access";
import { orderRefusalError } from "../../api/order-refusals";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";
import { rule } from "../../../shared/api/validation-rules";

/** /api/admin: the dashboard, the order list and its CSV export, an order's detail, cancel and notes. */
export const consoleOrdersApi = new Hono<ConsoleApiEnv>();

consoleOrdersApi.get("/dashboard", allow("orders.read"), async (c) => {
  return ok(c, await readDashboard(c.env.DB, Date.now()));
});

consoleOrdersApi.get("/orders", allow("orders.read"), validate("query", OrderListQuerySchema), async (c) => {
  const { page, pageSize, ...filter } = c.req.valid("query");
  return ok(c, await listConsoleOrders(c.env.DB, filter, page, pageSize));
});

/** The filtered orders as CSV, streamed page by page (any number of orders, never all in memory). */
consoleOrdersApi.get("/export/orders.csv", allow("orders.read"), validate("query", OrderFilterSchema), (c) => {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
  return new Response(streamOrdersCsv(c.env.DB, c.req.valid("query")), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="orders-${day}.csv"`,
      "cache-control": "private, no-store",
    },
  });
});

const OrderParam = z.object({ orderNo: z.string().regex(/^[A-Z0-9-]{6,32}$/, rule("orderNo")) });

consoleOrdersApi.get("/orders/:orderNo", allow("orders.read"), validate("param", OrderParam), async (c) => {
  const detail = await getConsoleOrderDetail(c.env.DB, c.req.valid("param").orderNo, c.var.locale);
  if (!detail) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  return ok(c, detail);
});

const VersionSchema = z.object({ expectedVersion: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional() });

/** Staff cancel an unpaid order: the same step as the customer's (stock and coupon go back once). */
consoleOrdersApi.post("/orders/:orderNo/cancel", allow("orders.write"), validate("param", OrderParam), async (c) => {
  const { expectedVersion } = await readJson(c, VersionSchema);
  const cancelled = await cancelOrder(requestCacheScope(c), {
    orderNo: c.req.valid("param").orderNo,
    actor: staffActor(c),
    expectedVersion,
  });
  if (!cancelled.ok) throw orderRefusalError(c.var.LL, c.var.locale, cancelled);
  return ok(c, { orderNo: cancelled.order.order_no, status: cancelled.order.status, version: cancelled.order.version });
});

/** An internal note (staff only, plain text), with its audit row in the same batch. */
consoleOrdersApi.post("/orders/:orderNo/notes", allow("orders.note"), validate("param", OrderParam), async (c) => {
  const { body } = await readJson(c, NoteSchema);
  const db = c.env.DB;
  const order = await findOrder(db, c.req.valid("param").orderNo);
  if (!order) throw new ApiError(API_CODE.notFound, c.var.LL.messages.orders.orderNotFound());
  const actor = auditActor(c);
  const now = Date.now();
  const [inserted] = await db.batch([
    db
      .prepare(
        "INSERT INTO order_notes (order_id, staff_id, actor, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5) RETURNING id",
      )
      .bind(order.id, actor.staffId, actor.label, body, now),
    auditStatement(
      db,
      { actor, entity: "order", entityId: order.order_no, action: "note", before: {}, after: { note: body } },
      now,
    ),
  ]);
  return ok(c, { id: (inserted!.results[0] as { id: number }).id, body });
});
