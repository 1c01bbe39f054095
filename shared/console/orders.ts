import type { OrderDetail, OrderStatus } from "../commerce/types";

/** Types and constants of the console's orders (no zod here: the browser imports this). */

export const PAYMENT_PROVIDERS = ["bank", "stripe", "paypal"] as const;

/** The console's order filters (list and CSV export). Dates are whole UTC days, both included. */
export interface OrderFilter {
  status?: OrderStatus;
  from?: string;
  to?: string;
  provider?: (typeof PAYMENT_PROVIDERS)[number];
  /** Part of an order number (buyers quote its last digits), of the customer's email or name. */
  q?: string;
}

export interface ConsoleOrderRow {
  orderNo: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  createdAt: string;
  email: string;
  customerName: string;
  /** The customer's account was deleted (the email is its placeholder, the name empty). */
  customerDeleted: boolean;
  /** The provider of the payment that paid it, else of its latest payment attempt. */
  provider: string | null;
}

export interface ConsoleOrderNote {
  id: number;
  body: string;
  author: string;
  /** The author's email (null for the operator's token). */
  authorEmail: string | null;
  at: string;
}

/**
 * Who made an order event, named: the customer or a staff member (name and email), the operator's
 * token, the shop itself (an unpaid order's deadline), a payment provider's notice.
 */
export type OrderActorView =
  | { kind: "customer" | "staff"; name: string; email: string }
  | { kind: "operator" | "cron" }
  | { kind: "provider"; provider: string }
  | { kind: "unknown"; label: string };

export interface ConsoleOrderDetail extends OrderDetail {
  version: number;
  carrier: string | null;
  trackingUrl: string | null;
  /** `deleted`: the account was deleted at its owner's request (the email is its placeholder, the name empty). */
  customer: { id: number; email: string; name: string; deleted: boolean };
  /** Payments with their ids and references (the customer's view has neither). */
  paymentRecords: Array<{
    id: number;
    provider: string;
    providerRef: string;
    status: string;
    amountMinor: number;
    currency: string;
    at: string;
  }>;
  /** `actor` as stored ("customer:3", "staff:1"); `by` the same, named. */
  history: Array<{ status: string; note: string; actor: string; by: OrderActorView; at: string }>;
  internalNotes: ConsoleOrderNote[];
  carriers: Array<{ id: number; name: string; hasTracking: boolean }>;
  shippingMethodId: number | null;
}
