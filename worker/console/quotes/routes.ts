import { Hono, type Context } from "hono";
import { z } from "zod";
import { ApiError, API_CODE } from "../../../shared/api/envelope";
import { rule } from "../../../shared/api/validation-rules";
import {
  ConsoleQuoteListQuerySchema,
  OfferApproveSchema,
  OfferSendSchema,
  QuoteAssignSchema,
  QuoteReplySchema,
  QuoteStaffDeclineSchema,
  StaffOrderSchema,
} from "../../../shared/commerce/quote-schemas";
import { QUOTE_NO, type ConsoleQuoteDetail, type QuoteAssignee } from "../../../shared/commerce/quotes";
import type { PlacedOrder } from "../../../shared/commerce/types";
import { PAGINATION } from "../../../shared/constants";
import { requestCacheScope } from "../../cache/product-changes";
import { listAddresses } from "../../db/addresses";
import { companyOf } from "../../db/company-profiles";
import { listOrders } from "../../db/orders";
import {
  consoleQuoteParts,
  consoleQuoteSummary,
  findQuote,
  listConsoleQuotes,
  searchQuotableSkus,
  type QuoteRow,
} from "../../db/quotes";
import { getConfig } from "../../env";
import { quoteRefusalError } from "../../api/quote-refusals";
import { ok } from "../../api/respond";
import { readJson, validate } from "../../api/validate";
import { attachmentResponse } from "../../quotes/attachments";
import { offerPdf } from "../../quotes/offer-pdf";
import { pdfResponse } from "../../documents/store";
import {
  approveOffer,
  assignQuote,
  closeQuote,
  postQuoteMessage,
  sendOffer,
  type QuoteResult,
  type QuoteStaff,
} from "../../quotes/quote-steps";
import { placeStaffOrder } from "../../quotes/staff-order";
import { allow, auditActor, type ConsoleApiEnv } from "../access";

/** /api/admin/quotes: the quotes queue, a quote's page and its steps; orders staff enter for a customer. */
export const consoleQuotesApi = new Hono<ConsoleApiEnv>();

const QuoteParam = z.object({ quoteNo: z.string().regex(QUOTE_NO, rule("quoteNo")) });
const CustomerParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const SkuQuery = z.object({ q: z.string().trim().max(100).default("") });

function quoteStaff(c: Context<ConsoleApiEnv>): QuoteStaff {
  const staff = c.var.staff;
  return { staffId: staff.staffId, audit: auditActor(c), role: staff.role };
}

async function detail(c: Context<ConsoleApiEnv>, quote: QuoteRow): Promise<ConsoleQuoteDetail> {
  const db = c.env.DB;
  const floorPercent = getConfig(c.env).QUOTE_PRICE_FLOOR_PERCENT;
  const [summary, parts, companyProfile, orders, addresses] = await Promise.all([
    consoleQuoteSummary(db, quote.id),
    consoleQuoteParts(db, quote, c.var.locale, floorPercent),
    companyOf(db, quote.user_id),
    listOrders(db, quote.user_id, undefined, 1, 10),
    listAddresses(db, quote.user_id),
  ]);
  return {
    ...summary!,
    wantedBy: quote.wanted_by,
    items: parts.items,
    messages: parts.messages,
    offers: parts.offers,
    events: parts.events,
    attachment: parts.attachment,
    orderNo: parts.orderNo,
    version: quote.version,
    companyProfile,
    pastOrders: orders.list,
    addresses,
    floorPercent,
  };
}

async function answer(c: Context<ConsoleApiEnv>, result: QuoteResult) {
  if (!result.ok) throw quoteRefusalError(c.var.LL, c.var.locale, c.env, result);
  return ok(c, await detail(c, result.quote));
}

consoleQuotesApi.get("/", allow("quotes.read"), validate("query", ConsoleQuoteListQuerySchema), async (c) => {
  const { assignee, olderThanDays, page, ...rest } = c.req.valid("query");
  const staffId = c.var.staff.staffId;
  return ok(
    c,
    await listConsoleQuotes(c.env.DB, {
      ...rest,
      assignee:
        assignee === undefined
          ? undefined
          : assignee === "none"
            ? null
            : assignee === "me"
              ? (staffId ?? -1)
              : Number(assignee),
      waitingBefore: olderThanDays === undefined ? undefined : Date.now() - olderThanDays * 86_400_000,
      page,
      pageSize: PAGINATION.pageSize * 2,
    }),
  );
});

consoleQuotesApi.get("/skus", allow("quotes.read"), validate("query", SkuQuery), async (c) =>
  ok(c, await searchQuotableSkus(c.env.DB, c.req.valid("query").q, c.var.locale)),
);

consoleQuotesApi.get("/assignees", allow("quotes.read"), async (c) => {
  const { results } = await c.env.DB.prepare(
    "SELECT id, name, role FROM staff WHERE status = 'active' ORDER BY name, id",
  ).all<QuoteAssignee>();
  return ok(c, results);
});

consoleQuotesApi.get("/customers/:id/addresses", allow("quotes.read"), validate("param", CustomerParam), async (c) =>
  ok(c, await listAddresses(c.env.DB, c.req.valid("param").id)),
);

async function quoteOf(c: Context<ConsoleApiEnv>, quoteNo: string): Promise<QuoteRow> {
  const quote = await findQuote(c.env.DB, quoteNo);
  if (!quote) throw new ApiError(API_CODE.notFound, c.var.LL.messages.quotes.notFound());
  return quote;
}

consoleQuotesApi.get("/:quoteNo", allow("quotes.read"), validate("param", QuoteParam), async (c) =>
  ok(c, await detail(c, await quoteOf(c, c.req.valid("param").quoteNo))),
);

consoleQuotesApi.get("/:quoteNo/attachment", allow("quotes.read"), validate("param", QuoteParam), async (c) => {
  const quote = await quoteOf(c, c.req.valid("param").quoteNo);
  return attachmentResponse(c, quote.id);
});

const OfferParam = QuoteParam.extend({ version: z.coerce.number().int().min(1).max(10_000) });

consoleQuotesApi.get(
  "/:quoteNo/offers/:version/pdf",
  allow("quotes.read"),
  validate("param", OfferParam),
  async (c) => {
    const { quoteNo, version } = c.req.valid("param");
    const pdf = await offerPdf(c.env, await quoteOf(c, quoteNo), version, { pending: true });
    if (!pdf) throw new ApiError(API_CODE.notFound, c.var.LL.messages.quotes.notFound());
    return pdfResponse(pdf.number, pdf.bytes);
  },
);

consoleQuotesApi.post("/:quoteNo/reply", allow("quotes.reply"), validate("param", QuoteParam), async (c) => {
  const { body, expectedVersion } = await readJson(c, QuoteReplySchema);
  return answer(
    c,
    await postQuoteMessage(requestCacheScope(c), {
      quoteNo: c.req.valid("param").quoteNo,
      body,
      expectedVersion,
      by: "staff",
      staff: quoteStaff(c),
    }),
  );
});

consoleQuotesApi.post("/:quoteNo/assign", allow("quotes.reply"), validate("param", QuoteParam), async (c) => {
  const { expectedVersion, staffId } = await readJson(c, QuoteAssignSchema);
  return answer(
    c,
    await assignQuote(requestCacheScope(c), {
      quoteNo: c.req.valid("param").quoteNo,
      expectedVersion,
      assigneeId: staffId,
      staff: quoteStaff(c),
    }),
  );
});

/** Sends an offer (the first, or a revision); lines under the floor need an owner (see sendOffer). */
consoleQuotesApi.post("/:quoteNo/offer", allow("quotes.offer"), validate("param", QuoteParam), async (c) => {
  const offer = await readJson(c, OfferSendSchema);
  return answer(
    c,
    await sendOffer(requestCacheScope(c), {
      quoteNo: c.req.valid("param").quoteNo,
      offer,
      staff: quoteStaff(c),
      locale: c.var.locale,
    }),
  );
});

consoleQuotesApi.post("/:quoteNo/approve", allow("quotes.approve"), validate("param", QuoteParam), async (c) => {
  const { expectedVersion } = await readJson(c, OfferApproveSchema);
  return answer(
    c,
    await approveOffer(requestCacheScope(c), {
      quoteNo: c.req.valid("param").quoteNo,
      expectedVersion,
      staff: quoteStaff(c),
    }),
  );
});

consoleQuotesApi.post("/:quoteNo/decline", allow("quotes.offer"), validate("param", QuoteParam), async (c) => {
  const { expectedVersion, reason } = await readJson(c, QuoteStaffDeclineSchema);
  return answer(
    c,
    await closeQuote(requestCacheScope(c), {
      quoteNo: c.req.valid("param").quoteNo,
      reason,
      by: "staff",
      staff: quoteStaff(c),
      expectedVersion,
    }),
  );
});

/** /api/admin/orders/create: an order staff enter for a registered customer, paid on the shop's pay page. */
export const consoleStaffOrdersApi = new Hono<ConsoleApiEnv>();

consoleStaffOrdersApi.post("/create", allow("quotes.offer"), async (c) => {
  const input = await readJson(c, StaffOrderSchema);
  const staff = c.var.staff;
  const result = await placeStaffOrder(requestCacheScope(c), {
    input,
    actor: {
      kind: "staff",
      staffId: staff.staffId === null ? "operator" : String(staff.staffId),
      audit: auditActor(c),
    },
    locale: c.var.locale,
  });
  if (!result.ok) throw quoteRefusalError(c.var.LL, c.var.locale, c.env, result);
  return ok(c, {
    orderNo: result.order.order_no,
    totalMinor: result.order.total_minor,
    currency: result.order.currency,
  } satisfies PlacedOrder);
});
