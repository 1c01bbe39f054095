import type { OrderDetail, OrderStatus } from "../commerce/types";

/** Types and constants of the console's orders (no zod here: the browser imports this). */

export const PAYMENT_PROVIDERS = ["bank", "stripe", "paypal"] as const;

/** The console's order filters (list and CSV export). Dates are whole UTC days, both included. */
export interface OrderFilter {
  status?: OrderStatus;
  from?: string;
  to?: string;
  provider?: (typeof PAYMENT_PROVIDERS)[number];
  /** An order number, or part of the customer's email or name. */
  q?: string;
}

export interface AdminOrderRow {
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

export interface AdminOrderNote {
  id: number;
  body: string;
  author: string;
  at: string;
}

export interface AdminOrderDetail extends OrderDetail {
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
  history: Array<{ status: string; note: string; actor: string; at: string }>;
  internalNotes: AdminOrderNote[];
  carriers: Array<{ id: number; name: string; hasTracking: boolean }>;
  shippingMethodId: number | null;
}
