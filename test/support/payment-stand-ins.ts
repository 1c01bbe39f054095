import type { StandInRoute } from "./stand-in-server";

/**
 * Stand-ins for the payment providers, speaking the documented REST APIs closely enough that the
 * worker's requests are checked field by field: Stripe (Checkout Sessions: create with expires_at
 * and Idempotency-Key, expire, retrieve) under /stripe and PayPal
 * (OAuth client credentials, Orders v2, webhook verification) under /paypal. Every request is
 * recorded; GET /stand-in/requests answers the record, so tests can assert what the worker sent.
 *
 * The secrets below are the ones test/vitest.config.ts hands to the worker.
 */
export const PAYMENT_TEST_SECRETS = {
  STRIPE_SECRET_KEY: "sk_test_portline_stand_in_0123456789",
  STRIPE_WEBHOOK_SECRET: "whsec_portline_stand_in_0123456789",
  PAYPAL_CLIENT_ID: "paypal-client-portline",
  PAYPAL_CLIENT_SECRET: "paypal-secret-portline-0123456789",
  PAYPAL_WEBHOOK_ID: "WH-PORTLINE-STAND-IN",
  OPERATOR_TOKEN: "admin-token-for-worker-tests-0123456789abcdef",
} as const;

/** PayPal's verify-webhook-signature answers SUCCESS only for this transmission signature. */
export const PAYPAL_VALID_TRANSMISSION_SIG = "stand-in-valid-signature";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** What the stand-in found wrong with the request (empty: it was as documented). */
  problems: string[];
}

const recorded: RecordedRequest[] = [];
let counter = 0;
const PAYPAL_ACCESS_TOKEN = "A21AA-stand-in-access-token";
/** PayPal orders created through the stand-in: id → what was asked for. */
const paypalOrders = new Map<
  string,
  { customId: string; referenceId: string; value: string; currency: string; captured: boolean }
>();

function answer(status: number, body: unknown) {
  return { status, body };
}

function record(
  request: { method: string; path: string; headers: RecordedRequest["headers"]; body: string },
  problems: string[],
) {
  recorded.push({ ...request, problems });
}

/** Stripe Checkout Sessions created through the stand-in, by id. */
interface StandInSession {
  id: string;
  orderNo: string;
  amountTotal: number;
  currency: string;
  expiresAt: number;
  status: "open" | "complete" | "expired";
  /** Set by a test: Stripe answers 500 for this session (an outage). */
  outage: boolean;
}
const stripeSessions = new Map<string, StandInSession>();
/** Idempotency-Key → the body first sent with it and the answer given (Stripe replays the answer). */
const stripeIdempotency = new Map<string, { body: string; answer: { status: number; body: unknown } }>();

const stripeError = (status: number, type: string, message: string, code?: string) =>
  answer(status, { error: { type, message, ...(code ? { code } : {}) } });

function sessionObject(session: StandInSession) {
  // An open session past its expires_at has expired (Stripe expires it on time).
  if (session.status === "open" && session.expiresAt <= Math.floor(Date.now() / 1000)) session.status = "expired";
  return {
    id: session.id,
    object: "checkout.session",
    url: session.status === "open" ? `https://checkout.stripe.test/c/pay/${session.id}` : null,
    client_reference_id: session.orderNo,
    metadata: { orderNo: session.orderNo },
    amount_total: session.amountTotal,
    currency: session.currency,
    expires_at: session.expiresAt,
    status: session.status,
    payment_status: session.status === "complete" ? "paid" : "unpaid",
  };
}

function stripe({
  method,
  path,
  headers,
  body,
}: {
  method: string;
  path: string;
  headers: RecordedRequest["headers"];
  body: string;
}) {
  const problems: string[] = [];
  const request = { method, path, headers, body };
  if (headers.authorization !== `Bearer ${PAYMENT_TEST_SECRETS.STRIPE_SECRET_KEY}`)
    problems.push("authorization: Bearer <secret key> expected");
  const sessionPath = path.match(/^\/stripe\/v1\/checkout\/sessions\/([^/?]+)(\/expire)?$/);
  if (sessionPath) {
    // POST /v1/checkout/sessions/{id}/expire (form, no parameters) and GET /v1/checkout/sessions/{id}.
    const expire = Boolean(sessionPath[2]);
    if (expire && method !== "POST") problems.push("expire: POST expected");
    if (!expire && method !== "GET") problems.push("retrieve: GET expected");
    if (expire && !String(headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
      problems.push("content-type: form expected");
    if (body) problems.push("no parameters expected");
    record(request, problems);
    if (problems.some((problem) => problem.startsWith("authorization")))
      return stripeError(401, "invalid_request_error", "Invalid API Key provided");
    if (problems.length) return stripeError(400, "invalid_request_error", problems.join("; "));
    const session = stripeSessions.get(decodeURIComponent(sessionPath[1]!));
    if (!session)
      return stripeError(
        404,
        "invalid_request_error",
        `No such checkout.session: '${sessionPath[1]}'`,
        "resource_missing",
      );
    if (session.outage) return stripeError(500, "api_error", "An unknown error occurred");
    const current = sessionObject(session);
    if (!expire) return answer(200, current);
    if (session.status !== "open") {
      return stripeError(
        400,
        "invalid_request_error",
        `Only Checkout Sessions with a status of open can be expired. This session has a status of ${session.status}.`,
      );
    }
    session.status = "expired";
    return answer(200, sessionObject(session));
  }
  if (method !== "POST" || path !== "/stripe/v1/checkout/sessions") {
    record(request, ["unknown endpoint"]);
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }
  if (!String(headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
    problems.push("content-type: form expected");
  const idempotencyKey = headers["idempotency-key"];
  if (!idempotencyKey) problems.push("Idempotency-Key header missing");
  const form = new URLSearchParams(body);
  const orderNo = form.get("client_reference_id");
  if (form.get("mode") !== "payment") problems.push("mode=payment expected");
  if (!orderNo) problems.push("client_reference_id missing");
  if (form.get("metadata[orderNo]") !== orderNo) problems.push("metadata[orderNo] must equal client_reference_id");
  if (!/^[a-z]{3}$/.test(form.get("line_items[0][price_data][currency]") ?? ""))
    problems.push("line_items currency: lower-case ISO code expected");
  if (!/^[1-9]\d*$/.test(form.get("line_items[0][price_data][unit_amount]") ?? ""))
    problems.push("line_items unit_amount: integer minor units expected");
  if (form.get("line_items[0][quantity]") !== "1") problems.push("line_items quantity 1 expected");
  if (!form.get("line_items[0][price_data][product_data][name]")) problems.push("line_items product name missing");
  if (!/^https?:\/\//.test(form.get("success_url") ?? "") || !/^https?:\/\//.test(form.get("cancel_url") ?? ""))
    problems.push("success_url/cancel_url missing");
  // Stripe's rule: 30 minutes to 24 hours after creation, in Unix seconds. (Stripe would default to
  // 24 h without it; the shop must always send it, so the stand-in requires it.)
  const expiresAt = form.get("expires_at") ?? "";
  const nowS = Math.floor(Date.now() / 1000);
  if (!/^\d+$/.test(expiresAt)) problems.push("expires_at: Unix seconds expected");
  else if (Number(expiresAt) < nowS + 30 * 60)
    problems.push("expires_at must be at least 30 minutes after the session's creation");
  else if (Number(expiresAt) > nowS + 24 * 60 * 60)
    problems.push("expires_at must be at most 24 hours after the session's creation");
  const previous = typeof idempotencyKey === "string" ? stripeIdempotency.get(idempotencyKey) : undefined;
  if (previous && previous.body !== body) problems.push("idempotency: key reused with other parameters");
  record(request, problems);
  if (previous && previous.body !== body) {
    return stripeError(
      400,
      "idempotency_error",
      "Keys for idempotent requests can only be used with the same parameters they were first used with.",
    );
  }
  if (previous) return previous.answer;
  if (problems.length) return stripeError(400, "invalid_request_error", problems.join("; "));
  const id = `cs_test_${++counter}_${orderNo}`;
  const session: StandInSession = {
    id,
    orderNo: orderNo!,
    amountTotal: Number(form.get("line_items[0][price_data][unit_amount]")),
    currency: form.get("line_items[0][price_data][currency]")!,
    expiresAt: Number(expiresAt),
    status: "open",
    outage: false,
  };
  stripeSessions.set(id, session);
  const created = answer(200, sessionObject(session));
  if (typeof idempotencyKey === "string") stripeIdempotency.set(idempotencyKey, { body, answer: created });
  return created;
}

/**
 * What the tests make Stripe do to a session: POST /stand-in/stripe/sessions/{id}/pay (the customer
 * pays it in the open tab: status complete), /lapse (it reached its expires_at: status expired) or
 * /outage (Stripe answers 500 for it from now on).
 */
function stripeControl({ method, path }: { method: string; path: string }) {
  const match = path.match(/^\/stand-in\/stripe\/sessions\/([^/]+)\/(pay|lapse|outage)$/);
  const session = match ? stripeSessions.get(decodeURIComponent(match[1]!)) : undefined;
  if (method !== "POST" || !match || !session) return answer(404, { error: "no such session" });
  if (match[2] === "pay") {
    if (sessionObject(session).status !== "open") return answer(409, { error: `session is ${session.status}` });
    session.status = "complete";
  } else if (match[2] === "lapse") {
    session.status = "expired";
  } else {
    session.outage = true;
  }
  return answer(200, sessionObject(session));
}

function paypal({
  method,
  path,
  headers,
  body,
}: {
  method: string;
  path: string;
  headers: RecordedRequest["headers"];
  body: string;
}) {
  const problems: string[] = [];
  const request = { method, path, headers, body };
  if (method === "POST" && path === "/paypal/v1/oauth2/token") {
    const expected = `Basic ${Buffer.from(`${PAYMENT_TEST_SECRETS.PAYPAL_CLIENT_ID}:${PAYMENT_TEST_SECRETS.PAYPAL_CLIENT_SECRET}`).toString("base64")}`;
    if (headers.authorization !== expected) problems.push("authorization: Basic client_id:secret expected");
    if (new URLSearchParams(body).get("grant_type") !== "client_credentials")
      problems.push("grant_type=client_credentials expected");
    record(request, problems);
    if (problems.length) return answer(401, { error: "invalid_client", error_description: problems.join("; ") });
    return answer(200, {
      scope: "https://uri.paypal.com/services/payments",
      access_token: PAYPAL_ACCESS_TOKEN,
      token_type: "Bearer",
      expires_in: 32400,
    });
  }
  if (headers.authorization !== `Bearer ${PAYPAL_ACCESS_TOKEN}`) {
    record(request, ["authorization: Bearer <access token> expected"]);
    return answer(401, {
      name: "AUTHENTICATION_FAILURE",
      message: "Authentication failed due to invalid authentication credentials.",
    });
  }
  let json: Record<string, unknown> = {};
  try {
    json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    problems.push("body is not JSON");
  }
  if (method === "POST" && path === "/paypal/v2/checkout/orders") {
    // biome-ignore lint/suspicious/noExplicitAny: the stand-in reads the request as loosely as the provider
    const unit = (json.purchase_units as Array<Record<string, any>> | undefined)?.[0];
    if (json.intent !== "CAPTURE") problems.push("intent CAPTURE expected");
    if (!unit) problems.push("purchase_units[0] missing");
    if (!/^\d+\.\d{2}$/.test(String(unit?.amount?.value ?? "")))
      problems.push('amount.value: a decimal string such as "123.45" expected');
    if (!/^[A-Z]{3}$/.test(String(unit?.amount?.currency_code ?? ""))) problems.push("amount.currency_code expected");
    if (!unit?.custom_id) problems.push("custom_id (the order number) missing");
    if (!headers["paypal-request-id"]) problems.push("PayPal-Request-Id header missing");
    record(request, problems);
    if (problems.length)
      return answer(422, { name: "UNPROCESSABLE_ENTITY", details: problems.map((issue) => ({ issue })) });
    const id = `PP${String(++counter).padStart(6, "0")}STANDIN`;
    paypalOrders.set(id, {
      customId: unit!.custom_id,
      referenceId: unit!.reference_id,
      value: unit!.amount.value,
      currency: unit!.amount.currency_code,
      captured: false,
    });
    return answer(201, {
      id,
      status: "PAYER_ACTION_REQUIRED",
      links: [
        { href: `https://api.paypal.test/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        { href: `https://www.paypal.test/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" },
      ],
    });
  }
  const capture = path.match(/^\/paypal\/v2\/checkout\/orders\/([^/]+)\/capture$/);
  if (method === "POST" && capture) {
    const order = paypalOrders.get(decodeURIComponent(capture[1]!));
    record(request, order ? [] : ["unknown order"]);
    if (!order) return answer(404, { name: "RESOURCE_NOT_FOUND", details: [{ issue: "INVALID_RESOURCE_ID" }] });
    order.captured = true;
    const captureId = `CAP${String(++counter).padStart(6, "0")}`;
    return answer(201, {
      id: capture[1],
      status: "COMPLETED",
      purchase_units: [
        {
          reference_id: order.referenceId,
          payments: {
            captures: [
              {
                id: captureId,
                status: "COMPLETED",
                amount: { currency_code: order.currency, value: order.value },
                custom_id: order.customId,
                final_capture: true,
              },
            ],
          },
        },
      ],
    });
  }
  if (method === "POST" && path === "/paypal/v1/notifications/verify-webhook-signature") {
    for (const field of ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time"]) {
      if (!json[field]) problems.push(`${field} missing`);
    }
    if (json.webhook_id !== PAYMENT_TEST_SECRETS.PAYPAL_WEBHOOK_ID)
      problems.push("webhook_id is not the configured one");
    if (!json.webhook_event || typeof json.webhook_event !== "object") problems.push("webhook_event missing");
    record(request, problems);
    const genuine = problems.length === 0 && json.transmission_sig === PAYPAL_VALID_TRANSMISSION_SIG;
    return answer(200, { verification_status: genuine ? "SUCCESS" : "FAILURE" });
  }
  record(request, ["unknown endpoint"]);
  return answer(404, { name: "RESOURCE_NOT_FOUND" });
}

export const paymentStandIns: StandInRoute[] = [
  { prefix: "/stripe/", handle: stripe },
  { prefix: "/stand-in/stripe/", handle: stripeControl },
  { prefix: "/paypal/", handle: paypal },
  {
    // What the stand-ins received, optionally only requests whose path or body contain ?match=.
    prefix: "/stand-in/requests",
    handle: ({ path }) => {
      const match = new URL(path, "http://stand-in").searchParams.get("match");
      return {
        body: match
          ? recorded.filter((request) => request.path.includes(match) || request.body.includes(match))
          : recorded,
      };
    },
  },
];
