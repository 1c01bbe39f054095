import { Hono } from "hono";
import { z } from "zod";
import {
  QuoteAcceptSchema,
  QuoteDeclineSchema,
  QuoteListQuerySchema,
  QuoteMessageSchema,
  QuoteNoSchema,
  QuoteRequestSchema,
} from "../../shared/commerce/quote-schemas";
import type { PlacedOrder } from "../../shared/commerce/types";
import { ApiError, API_CODE } from "../../shared/api/envelope";
import { requestCacheScope } from "../cache/product-changes";
import { findUserQuote, listUserQuotes, quoteDetail, type QuoteRow } from "../db/quotes";
import { attachmentResponse, storeAttachment } from "../quotes/attachments";
import { offerPdf } from "../quotes/offer-pdf";
import { pdfResponse } from "../documents/store";
import { acceptOffer, closeQuote, postQuoteMessage, requestQuote, type QuoteRefusal } from "../quotes/quote-steps";
import { quoteRefusalError } from "./quote-refusals";
import { requireUser, type AuthedApiEnv } from "./require-user";
import { countHit } from "../db/rate-limits";
import { ok } from "./respond";
import { readJson, validate } from "./validate";
import type { Context } from "hono";

/** The upload path takes the file itself as its body (its type is read from its bytes). */
export const QUOTE_ATTACHMENT_PATH = /^\/api\/web\/quotes\/attachments$/;

/** /api/web/quotes/*: the signed-in buyer's quotes. Quoted prices are the buyer's alone: never cached. */
export const quotesApi = new Hono<AuthedApiEnv>();

quotesApi.use(requireUser);
quotesApi.use(async (c, next) => {
  await next();
  c.header("Cache-Control", "private, no-store");
});

type Step = { ok: true; quote: QuoteRow } | ({ ok: false } & QuoteRefusal);

/** What one buyer may send in a window: requests and files a day, messages an hour. */
export const QUOTE_RATE = {
  request: { hits: 20, windowMs: 86_400_000 },
  attachment: { hits: 30, windowMs: 86_400_000 },
  message: { hits: 60, windowMs: 3_600_000 },
} as const;

/** Counts one of the buyer's sends; past its limit the send is refused (429) with the wait in seconds. */
async function withinRate(c: Context<AuthedApiEnv>, kind: keyof typeof QUOTE_RATE): Promise<void> {
  const now = Date.now();
  const limit = QUOTE_RATE[kind];
  const counted = await countHit(c.env.DB, `quote-${kind}:${c.var.userId}`, limit.windowMs, now);
  if (counted.hits <= limit.hits) return;
  const seconds = Math.max(1, Math.ceil((counted.resetAt - now) / 1000));
  throw new ApiError(API_CODE.tooManyRequests, c.var.LL.messages.tooManyRequests({ seconds }), { retryAfter: seconds });
}

async function answer(c: Context<AuthedApiEnv>, result: Step) {
  if (!result.ok) throw quoteRefusalError(c.var.LL, c.var.locale, c.env, result);
  return ok(c, await quoteDetail(c.env.DB, result.quote, c.var.locale));
}

const NameQuery = z.object({ name: z.string().trim().min(1).max(200) });

/** A file for a request about to be sent (PDF or image); the request names it by the id answered. */
quotesApi.post("/attachments", validate("query", NameQuery), async (c) => {
  await withinRate(c, "attachment");
  return ok(c, await storeAttachment(c, c.var.userId, c.req.valid("query").name));
});

quotesApi.post("/request", async (c) => {
  const request = await readJson(c, QuoteRequestSchema);
  await withinRate(c, "request");
  return answer(c, await requestQuote(requestCacheScope(c), { userId: c.var.userId, locale: c.var.locale, request }));
});

quotesApi.get("/list", validate("query", QuoteListQuerySchema), async (c) =>
  ok(c, await listUserQuotes(c.env.DB, c.var.userId, c.req.valid("query"), c.var.locale)),
);

async function ownQuote(c: Context<AuthedApiEnv>, quoteNo: string): Promise<QuoteRow> {
  const quote = await findUserQuote(c.env.DB, c.var.userId, quoteNo);
  if (!quote) throw new ApiError(API_CODE.notFound, c.var.LL.messages.quotes.notFound());
  return quote;
}

quotesApi.get("/detail", validate("query", QuoteNoSchema), async (c) => {
  const quote = await ownQuote(c, c.req.valid("query").quoteNo);
  return ok(c, await quoteDetail(c.env.DB, quote, c.var.locale));
});

quotesApi.get("/attachment", validate("query", QuoteNoSchema), async (c) => {
  const quote = await ownQuote(c, c.req.valid("query").quoteNo);
  return attachmentResponse(c, quote.id);
});

const OfferQuery = QuoteNoSchema.extend({ version: z.coerce.number().int().min(1).max(10_000) });

/** One of the offers sent, as a PDF in the reader's language. */
quotesApi.get("/offer.pdf", validate("query", OfferQuery), async (c) => {
  const { quoteNo, version } = c.req.valid("query");
  const pdf = await offerPdf(c.env, await ownQuote(c, quoteNo), version, { pending: false });
  if (!pdf) throw new ApiError(API_CODE.notFound, c.var.LL.messages.quotes.notFound());
  return pdfResponse(pdf.number, pdf.bytes);
});

quotesApi.post("/message", async (c) => {
  const { quoteNo, body } = await readJson(c, QuoteMessageSchema);
  await withinRate(c, "message");
  return answer(c, await postQuoteMessage(requestCacheScope(c), { quoteNo, body, by: "buyer", userId: c.var.userId }));
});

/** Accepts the latest offer: it becomes an order at its prices; the answer is the order to pay. */
quotesApi.post("/accept", async (c) => {
  const body = await readJson(c, QuoteAcceptSchema);
  const result = await acceptOffer(requestCacheScope(c), { ...body, userId: c.var.userId, locale: c.var.locale });
  if (!result.ok) throw quoteRefusalError(c.var.LL, c.var.locale, c.env, result);
  return ok(c, {
    orderNo: result.order.order_no,
    totalMinor: result.order.total_minor,
    currency: result.order.currency,
  } satisfies PlacedOrder);
});

quotesApi.post("/decline", async (c) => {
  const { quoteNo, version, reason } = await readJson(c, QuoteDeclineSchema);
  return answer(
    c,
    await closeQuote(requestCacheScope(c), {
      quoteNo,
      reason,
      by: "buyer",
      userId: c.var.userId,
      outcome: "declined",
      version,
    }),
  );
});

quotesApi.post("/withdraw", async (c) => {
  const { quoteNo } = await readJson(c, QuoteNoSchema);
  return answer(
    c,
    await closeQuote(requestCacheScope(c), {
      quoteNo,
      reason: "",
      by: "buyer",
      userId: c.var.userId,
      outcome: "withdrawn",
    }),
  );
});
