import type { Config } from "../env";
import { hmacSha256Hex } from "../digest";
import { timingSafeEqualText } from "./money";

/** Stripe, through its documented REST API (Checkout Sessions + signed webhooks). */
export interface StripeConfig {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
}

/** Stripe, when its secrets are configured (null: card payments are off). */
export function stripeConfig(config: Config): StripeConfig | null {
  return config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
    ? {
        apiBase: config.STRIPE_API_BASE.replace(/\/+$/, ""),
        secretKey: config.STRIPE_SECRET_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      }
    : null;
}

/** Stripe accepts a Checkout Session's `expires_at` from 30 minutes to 24 hours after its creation. */
export const STRIPE_SESSION_MIN_MS = 30 * 60_000;
export const STRIPE_SESSION_MAX_MS = 24 * 60 * 60_000;
/** Kept from both limits, for the request's travel time and clock differences with Stripe. */
export const STRIPE_SESSION_MARGIN_MS = 60_000;

/**
 * When the Checkout Session of an order must expire: at the order's payment deadline, but no later
 * than Stripe's 24 hours. When less than Stripe's minimum of 30 minutes remains, the order's
 * deadline moves to that minimum (a customer who is paying gets the session's time): `deadline` is
 * then the order's new deadline. Whole seconds, since Stripe takes Unix seconds.
 */
export function checkoutExpiry(orderDeadline: number, now: number): { expiresAt: number; deadline: number } {
  const earliest = Math.ceil((now + STRIPE_SESSION_MIN_MS + STRIPE_SESSION_MARGIN_MS) / 1000);
  const latest = Math.floor((now + STRIPE_SESSION_MAX_MS - STRIPE_SESSION_MARGIN_MS) / 1000);
  const wanted = Math.floor(orderDeadline / 1000);
  if (wanted < earliest) return { expiresAt: earliest, deadline: earliest * 1000 };
  return { expiresAt: Math.min(wanted, latest), deadline: orderDeadline };
}

/** Signatures older (or newer) than this are refused: a captured webhook cannot be replayed later. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

export interface CheckoutRequest {
  orderNo: string;
  amountMinor: number;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** Unix seconds (see checkoutExpiry). */
  expiresAt: number;
}

export async function createCheckoutSession(
  config: StripeConfig,
  request: CheckoutRequest,
): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: "payment",
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: String(request.expiresAt),
    client_reference_id: request.orderNo,
    customer_email: request.customerEmail,
    "metadata[orderNo]": request.orderNo,
    "payment_intent_data[metadata][orderNo]": request.orderNo,
    "line_items[0][quantity]": "1",
    "line_items[0][price_data][currency]": request.currency.toLowerCase(),
    "line_items[0][price_data][unit_amount]": String(request.amountMinor),
    "line_items[0][price_data][product_data][name]": request.description,
  });
  const response = await fetch(`${config.apiBase}/v1/checkout/sessions`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      "content-type": "application/x-www-form-urlencoded",
      // A retry for the same order, amount and expiry returns the same session (Stripe refuses a key
      // reused with other parameters, so the expiry is part of it).
      "idempotency-key": `checkout-${request.orderNo}-${request.amountMinor}-${request.expiresAt}`,
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { id?: string; url?: string; error?: { message?: string } };
  if (!response.ok || !body.id || !body.url)
    throw new Error(`Stripe checkout failed (${response.status}): ${body.error?.message ?? "no session"}`);
  return { id: body.id, url: body.url };
}

/**
 * What closing a Checkout Session found: "expired" (it can no longer be paid, or Stripe does not
 * know it), "complete" (the customer has paid it) or "unavailable" (Stripe did not answer usefully:
 * nothing is known, try again later).
 */
export type SessionClosing = "expired" | "complete" | "unavailable";

interface StripeAnswer {
  status?: unknown;
  error?: { code?: string; message?: string };
}

async function stripeRequest(
  config: StripeConfig,
  method: "GET" | "POST",
  path: string,
): Promise<{ status: number; body: StripeAnswer }> {
  const response = await fetch(`${config.apiBase}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${config.secretKey}`,
      ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    body: method === "POST" ? "" : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json().catch(() => ({}))) as StripeAnswer | null;
  return { status: response.status, body: body && typeof body === "object" ? body : {} };
}

/** A closed session's outcome, and what was paid when the customer had paid it. */
export interface SessionClosingResult {
  outcome: SessionClosing;
  /** A complete, paid session: its amount and currency, as Stripe reports them. */
  payment: { amountMinor: number; currency: string } | null;
}

/**
 * Closes a Checkout Session so the customer can no longer pay it (POST .../expire). Stripe refuses
 * to expire a session that is not open; then the session is read back to learn whether it expired
 * or was paid (and for how much). Network failures, timeouts and Stripe's 5xx/429 answers are
 * "unavailable".
 */
export async function closeCheckoutSession(config: StripeConfig, sessionId: string): Promise<SessionClosingResult> {
  const path = `/v1/checkout/sessions/${encodeURIComponent(sessionId)}`;
  const result = (outcome: SessionClosing, payment: SessionClosingResult["payment"] = null): SessionClosingResult => ({
    outcome,
    payment,
  });
  try {
    const expired = await stripeRequest(config, "POST", `${path}/expire`);
    if (expired.status === 200 && expired.body.status === "expired") return result("expired");
    if (expired.status >= 500 || expired.status === 429 || expired.status === 401 || expired.status === 403)
      return result("unavailable");
    const session = await stripeRequest(config, "GET", path);
    // A session Stripe does not know (another account or mode) cannot be paid through this shop.
    if (session.status === 404 && session.body.error?.code === "resource_missing") return result("expired");
    if (session.status !== 200) return result("unavailable");
    if (session.body.status === "expired") return result("expired");
    if (session.body.status !== "complete") return result("unavailable");
    // Read as its webhook would carry it: only a paid session with a well-formed amount counts.
    const paid = paidCheckout({
      id: `retrieved-${sessionId}`,
      type: "checkout.session.completed",
      data: { object: session.body },
    } as StripeEvent);
    return result(
      "complete",
      paid && paid.sessionId === sessionId ? { amountMinor: paid.amountMinor, currency: paid.currency } : null,
    );
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "stripe session expiry failed", sessionId, error: String(error) }),
    );
    return result("unavailable");
  }
}

/** closeCheckoutSession, for callers that only need the outcome. */
export async function expireCheckoutSession(config: StripeConfig, sessionId: string): Promise<SessionClosing> {
  return (await closeCheckoutSession(config, sessionId)).outcome;
}

/**
 * Verifies a `Stripe-Signature` header ("t=<unix>,v1=<hex hmac>[,v1=...]"): HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint secret, within the tolerance.
 */
export async function verifyStripeSignature(
  payload: string,
  header: string | null | undefined,
  secret: string,
  nowSeconds: number,
): Promise<boolean> {
  if (!header) return false;
  const parts = header.split(",").map((part) => part.trim().split("=", 2) as [string, string]);
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const signatures = parts.filter(([key]) => key === "v1").map(([, value]) => value);
  if (!Number.isInteger(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > STRIPE_SIGNATURE_TOLERANCE_S) return false;
  const expected = await hmacSha256Hex(secret, `${timestamp}.${payload}`);
  return signatures.some((signature) => timingSafeEqualText(signature, expected));
}

export interface StripeEvent {
  id: string;
  type: string;
  data?: {
    object?: {
      id: string;
      client_reference_id?: string | null;
      metadata?: Record<string, string>;
      amount_total?: number;
      currency?: string;
      payment_status?: string;
    };
  };
}

/** The payment a completed checkout event reports, or null for events we do not act on. */
export function paidCheckout(
  event: StripeEvent,
): { orderNo: string; sessionId: string; amountMinor: number; currency: string } | null {
  if (!event || typeof event !== "object" || typeof event.id !== "string" || !event.id) return null;
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded")
    return null;
  // A signed event is trusted, but its shape is still checked: a malformed one is ignored, not a 500.
  const session = event.data?.object;
  if (!session || typeof session !== "object" || typeof session.id !== "string") return null;
  const orderNo = session.metadata?.orderNo ?? session.client_reference_id;
  if (session.payment_status !== "paid" || typeof orderNo !== "string" || !orderNo) return null;
  if (!Number.isSafeInteger(session.amount_total) || typeof session.currency !== "string") return null;
  return {
    orderNo,
    sessionId: session.id,
    amountMinor: session.amount_total!,
    currency: session.currency.toUpperCase(),
  };
}
