import { hmacSha256Hex, timingSafeEqualText } from "./money";

/** Stripe, through its documented REST API (Checkout Sessions + signed webhooks). */
export interface StripeConfig {
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
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
}

export async function createCheckoutSession(config: StripeConfig, request: CheckoutRequest): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: "payment",
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
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
      // A retry for the same order and amount returns the same session.
      "idempotency-key": `checkout-${request.orderNo}-${request.amountMinor}`,
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { id?: string; url?: string; error?: { message?: string } };
  if (!response.ok || !body.id || !body.url) throw new Error(`Stripe checkout failed (${response.status}): ${body.error?.message ?? "no session"}`);
  return { id: body.id, url: body.url };
}

/**
 * Verifies a `Stripe-Signature` header ("t=<unix>,v1=<hex hmac>[,v1=...]"): HMAC-SHA256 of
 * "<t>.<raw body>" with the endpoint secret, within the tolerance.
 */
export async function verifyStripeSignature(payload: string, header: string | null | undefined, secret: string, nowSeconds: number): Promise<boolean> {
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
export function paidCheckout(event: StripeEvent): { orderNo: string; sessionId: string; amountMinor: number; currency: string } | null {
  if (!event || typeof event !== "object" || typeof event.id !== "string" || !event.id) return null;
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.async_payment_succeeded") return null;
  // A signed event is trusted, but its shape is still checked: a malformed one is ignored, not a 500.
  const session = event.data?.object;
  if (!session || typeof session !== "object" || typeof session.id !== "string") return null;
  const orderNo = session.metadata?.orderNo ?? session.client_reference_id;
  if (session.payment_status !== "paid" || typeof orderNo !== "string" || !orderNo) return null;
  if (!Number.isSafeInteger(session.amount_total) || typeof session.currency !== "string") return null;
  return { orderNo, sessionId: session.id, amountMinor: session.amount_total!, currency: session.currency.toUpperCase() };
}
