import { fromDecimal, toDecimal } from "./money";

/** PayPal, through its documented REST API (OAuth client credentials, Orders v2, webhooks). */
export interface PaypalConfig {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
}

async function accessToken(config: PaypalConfig): Promise<string> {
  const response = await fetch(`${config.apiBase}/v1/oauth2/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${btoa(`${config.clientId}:${config.clientSecret}`)}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: "grant_type=client_credentials",
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`PayPal authentication failed (${response.status})`);
  return body.access_token;
}

async function call<T>(
  config: PaypalConfig,
  path: string,
  init: { body?: unknown; requestId?: string } = {},
): Promise<{ status: number; body: T }> {
  const token = await accessToken(config);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  if (init.requestId) headers["paypal-request-id"] = init.requestId;
  const response = await fetch(`${config.apiBase}${path}`, {
    method: "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export interface PaypalOrderRequest {
  orderNo: string;
  amountMinor: number;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
}

/** Creates a PayPal order; the customer approves it on PayPal's page (`url`). */
export async function createPaypalOrder(
  config: PaypalConfig,
  request: PaypalOrderRequest,
): Promise<{ id: string; url: string }> {
  const { status, body } = await call<{ id?: string; links?: Array<{ rel: string; href: string }> }>(
    config,
    "/v2/checkout/orders",
    {
      // A retry for the same order and amount returns the same PayPal order.
      requestId: `order-${request.orderNo}-${request.amountMinor}`,
      body: {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: request.orderNo,
            custom_id: request.orderNo,
            description: request.description,
            amount: { currency_code: request.currency, value: toDecimal(request.amountMinor, request.currency) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: "PAY_NOW",
            },
          },
        },
      },
    },
  );
  const approve = body.links?.find((link) => link.rel === "payer-action" || link.rel === "approve")?.href;
  if (status >= 300 || !body.id || !approve) throw new Error(`PayPal order failed (${status})`);
  return { id: body.id, url: approve };
}

export interface PaypalCapture {
  captureId: string;
  orderNo: string;
  amountMinor: number;
  currency: string;
}

interface CaptureResource {
  id: string;
  status?: string;
  custom_id?: string;
  amount?: { value: string; currency_code: string };
}

function toCapture(capture: CaptureResource | null | undefined, fallbackOrderNo?: string): PaypalCapture | null {
  if (!capture || typeof capture !== "object" || capture.status !== "COMPLETED" || typeof capture.id !== "string")
    return null;
  const orderNo = capture.custom_id ?? fallbackOrderNo;
  const amount = capture.amount;
  if (
    typeof orderNo !== "string" ||
    !orderNo ||
    !amount ||
    typeof amount.value !== "string" ||
    typeof amount.currency_code !== "string"
  )
    return null;
  const amountMinor = fromDecimal(amount.value, amount.currency_code);
  if (!/^\d+(\.\d+)?$/.test(amount.value) || !Number.isSafeInteger(amountMinor)) return null;
  return { captureId: capture.id, orderNo, amountMinor, currency: amount.currency_code };
}

/** Captures an approved PayPal order; null unless the money moved. */
export async function capturePaypalOrder(
  config: PaypalConfig,
  paypalOrderId: string,
  orderNo: string,
): Promise<PaypalCapture | null> {
  const { status, body } = await call<{
    status?: string;
    purchase_units?: Array<{ payments?: { captures?: CaptureResource[] } }>;
  }>(config, `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, {
    requestId: `capture-${paypalOrderId}`,
  });
  if (status >= 300 || body.status !== "COMPLETED") return null;
  return toCapture(body.purchase_units?.[0]?.payments?.captures?.[0], orderNo);
}

export interface PaypalWebhookEvent {
  id: string;
  event_type: string;
  resource?: CaptureResource | null;
}

/** Asks PayPal whether a webhook delivery is genuine (verify-webhook-signature). */
export async function verifyPaypalWebhook(config: PaypalConfig, headers: Headers, event: unknown): Promise<boolean> {
  const { status, body } = await call<{ verification_status?: string }>(
    config,
    "/v1/notifications/verify-webhook-signature",
    {
      body: {
        auth_algo: headers.get("paypal-auth-algo"),
        cert_url: headers.get("paypal-cert-url"),
        transmission_id: headers.get("paypal-transmission-id"),
        transmission_sig: headers.get("paypal-transmission-sig"),
        transmission_time: headers.get("paypal-transmission-time"),
        webhook_id: config.webhookId,
        webhook_event: event,
      },
    },
  );
  return status === 200 && body.verification_status === "SUCCESS";
}

/** The payment a webhook reports, or null for events we do not act on. */
export function completedCapture(event: PaypalWebhookEvent | null): PaypalCapture | null {
  if (!event || typeof event !== "object" || typeof event.id !== "string" || !event.id) return null;
  return event.event_type === "PAYMENT.CAPTURE.COMPLETED" ? toCapture(event.resource) : null;
}
