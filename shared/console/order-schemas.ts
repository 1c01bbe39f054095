import { z } from "zod";
import { ORDER_STATUSES, type OrderStatus } from "../commerce/types";
import { PAYMENT_PROVIDERS } from "./orders";
import { pageQuery } from "../page-query";
import { rule } from "../api/validation-rules";

/** Request schemas of the console's order calls (the worker's; the browser never loads zod). */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, rule("day"));

/** The console's order filters (list and CSV export). Dates are whole UTC days, both included. */
export const OrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES as unknown as [OrderStatus, ...OrderStatus[]]).optional(),
  from: day.optional(),
  to: day.optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  /** An order number, or part of the customer's email or name. */
  q: z.string().trim().max(100).optional(),
});

export const OrderListQuerySchema = OrderFilterSchema.extend({
  page: pageQuery,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Internal note bodies: plain text (shown as text, never as markup), no control characters. */
export const NoteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, rule("plainText")),
});
