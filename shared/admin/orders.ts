import { z } from "zod";
import type { OrderDetail, OrderStatus } from "../commerce/types";
import { ORDER_STATUSES } from "../commerce/types";

export const PAYMENT_PROVIDERS = ["bank", "stripe", "paypal"] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

/** The console's order filters (list and CSV export). Dates are whole UTC days, both included. */
export const OrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES as unknown as [OrderStatus, ...OrderStatus[]]).optional(),
  from: day.optional(),
  to: day.optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** An order number, or part of the customer's email or name. */
  q: z.string().trim().max(100).optional(),
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

export const OrderListQuerySchema = OrderFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export interface AdminOrderRow {
  orderNo: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  createdAt: string;
  email: string;
  customerName: string;
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
  customer: { id: number; email: string; name: string };
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

/** Internal note bodies: plain text (shown as text, never as markup), no control characters. */
export const NoteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, "no control characters"),
});
