import { z } from "zod";
import { MAX_LINE_QUANTITY, PAGINATION } from "../constants";
import { isCountryCode } from "./countries";
import { ORDER_STATUSES } from "./types";
import { pageQuery } from "../page-query";
import { rule } from "../api/validation-rules";
import { PRINTABLE } from "../account/company";

/** A cart quantity: a whole number of units, 1 to MAX_LINE_QUANTITY. */
const quantity = z.number().int().min(1).max(MAX_LINE_QUANTITY);
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * An id as the catalogue sends it: a number, or its text form (`sid`) of digits only. Nothing else
 * is coerced: `true`, `[5]` or "0x65" are not ids.
 */
export const idOrDigits = z.union([
  id,
  z
    .string()
    .regex(/^\d{1,16}$/, rule("digits"))
    .transform(Number)
    .pipe(id),
]);

/** A real calendar date and time of day, written YYYY-MM-DD HH:mm:ss. */
export function isLocalDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

export const CartUpdateSchema = z
  .object({ id, quantity: quantity.optional(), selected: z.boolean().optional() })
  .refine((value) => value.quantity !== undefined || value.selected !== undefined, rule("quantityOrSelected"));

/** Several changes at once: the cart page sends a burst of clicks as one request. */
export const CartBatchSchema = z.object({ changes: z.array(CartUpdateSchema).min(1).max(100) });

export const CartRemoveSchema = z.object({ ids: z.array(id).min(1).max(100) });

export const CartSelectSchema = z.object({ ids: z.array(id).max(100).optional(), selected: z.boolean() });

const text = (max: number) => z.string().trim().max(max);

export const AddressSchema = z.object({
  id: id.optional(),
  recipient: text(80).min(1),
  phone: text(40)
    .min(4)
    .regex(/^[+\d][\d ()-]*$/, rule("phone")),
  company: text(120).default(""),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code): boolean => isCountryCode(code), rule("country")),
  region: text(80).default(""),
  city: text(80).min(1),
  line1: text(160).min(1),
  line2: text(160).default(""),
  postalCode: text(20).default(""),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressSchema>;
/** An address as a client sends it (before the schema's defaults). */
export type AddressRequest = z.input<typeof AddressSchema>;

export const IdSchema = z.object({ id });

/** The buyer's own reference for an order (purchase order number), printed on its documents. */
export const PoNumberSchema = z.string().trim().max(35).regex(PRINTABLE, rule("plainText"));

export const OrderCreateSchema = z.object({
  /** Same key → same order: a double click or a retry creates one order. */
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, rule("requestKey")),
  lineIds: z.array(id).min(1).max(100),
  addressId: id,
  shippingMethodId: id,
  notes: text(500).default(""),
  poNumber: PoNumberSchema.default(""),
  /** A claimed, unused coupon to apply. */
  couponClaimId: id.optional(),
});
export type OrderCreate = z.infer<typeof OrderCreateSchema>;

export const OrderNoSchema = z.object({
  orderNo: z.string().regex(/^[A-Z0-9-]{6,32}$/, rule("orderNo")),
});

/** Input of /api/web/pay/paypal/capture: the order and the PayPal order the buyer approved. */
export const PayPalCaptureSchema = z.object({
  orderNo: OrderNoSchema.shape.orderNo,
  token: z.string().regex(/^[A-Z0-9]{5,40}$/, rule("payPalOrder")),
});

export const OrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  page: pageQuery,
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGINATION.pageSize)
    .transform((size) => Math.min(size, 50)),
});

export const PreviewSchema = z.object({
  lineIds: z.array(id).min(1).max(100),
  shippingMethodId: id.optional(),
  couponClaimId: id.optional(),
});
