import type { Locale } from "../locale";

/** Response shapes of the cart, order and payment API. Money in integer minor units. */

export interface CartLine {
  /** The cart line's own id (for update/remove). */
  id: number;
  productId: number;
  skuId: number;
  name: string;
  /** The language `name` is in (English where the product is not translated). */
  lang: Locale;
  specName: string;
  sku: string;
  image: string | null;
  /** Effective unit price (the promotional price when on sale). */
  unitPriceMinor: number;
  /** The list price, when a sale price applies. */
  originalPriceMinor: number;
  quantity: number;
  /** Units in stock now; the quantity field is bounded by it. */
  stock: number;
  selected: boolean;
  lineTotalMinor: number;
  currency: string;
  /** False once the shop stops selling the product: the line stays, but cannot be checked out. */
  available: boolean;
  /** The product's category and every category above it (what category coupons apply to). */
  categoryIds: number[];
}

/** A version of a product put in the cart, at the buyer's local time (YYYY-MM-DD HH:mm:ss). */
export interface CartAddition {
  skuId: number;
  productId: number;
  operateTime: string;
  quantity?: number;
}

export interface Cart {
  lines: CartLine[];
  /** Sum of the selected lines. */
  selectedSubtotalMinor: number;
  selectedCount: number;
  currency: string;
}

export interface Address {
  id: number;
  recipient: string;
  phone: string;
  company: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  city: string;
  line1: string;
  line2: string;
  postalCode: string;
  isDefault: boolean;
}

export interface ShippingMethod {
  id: number;
  code: string;
  name: string;
  description: string;
  /** The language name and description are in (the base language when not translated). */
  lang: Locale;
  priceMinor: number;
  currency: string;
  minDays: number;
  maxDays: number;
  /** ISO country codes, or ["*"] for worldwide. */
  regions: string[];
}

export type OrderStatus = "awaiting_payment" | "paid" | "shipped" | "completed" | "cancelled";
export const ORDER_STATUSES: readonly OrderStatus[] = ["awaiting_payment", "paid", "shipped", "completed", "cancelled"];

export interface OrderLine {
  id: number;
  productId: number;
  skuId: number;
  name: string;
  specName: string;
  image: string | null;
  unitPriceMinor: number;
  quantity: number;
  lineTotalMinor: number;
  /** Whether this line has been reviewed. */
  reviewed?: boolean;
}

export interface OrderEvent {
  status: OrderStatus;
  note: string;
  at: string;
}

export interface OrderSummary {
  orderNo: string;
  status: OrderStatus;
  currency: string;
  totalMinor: number;
  itemCount: number;
  createdAt: string;
  expiresAt: string | null;
  firstImage: string | null;
  /** The product name of the order's first line. */
  firstName: string;
  /** How many lines the order has. */
  lineCount: number;
}

export interface OrderDetail extends OrderSummary {
  subtotalMinor: number;
  shippingMinor: number;
  discountMinor: number;
  shippingMethodName: string;
  /** The language of `shippingMethodName`; null: the name the order was placed with (method removed since). */
  shippingMethodLang: Locale | null;
  address: Omit<Address, "id" | "isDefault">;
  notes: string;
  /** The buyer's purchase order number, printed on the order's documents. */
  poNumber: string | null;
  trackingNo: string | null;
  /** Who carries the parcel, and its page on the carrier's site (when the carrier has one). */
  carrier: string | null;
  trackingUrl: string | null;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  lines: OrderLine[];
  events: OrderEvent[];
  payments: Array<{ provider: string; status: string; amountMinor: number; createdAt: string }>;
  couponName: string | null;
  /** The language of `couponName` (null without a coupon). */
  couponLang: Locale | null;
}

/** Where one of the user's orders is (GET /api/web/order/track). */
export type OrderTracking = Pick<
  OrderDetail,
  "orderNo" | "status" | "trackingNo" | "shippingMethodName" | "shippingMethodLang" | "events"
>;

/** What placing an order answers. */
export interface PlacedOrder {
  orderNo: string;
  totalMinor: number;
  currency: string;
}

/** One way to pay (POST /api/web/pay/getPayPlatform). */
export interface PayPlatform {
  /** "bank" | "stripe" | "paypal". */
  code: string;
  name: string;
  /** offline: instructions to follow (bank transfer); redirect: the provider's checkout page. */
  kind: "offline" | "redirect";
}

/** Bank-transfer instructions for one order. */
export interface BankTransferInstructions {
  bankName: string;
  accountName: string;
  accountNumber: string;
  swift: string;
  reference: string;
  amountMinor: number;
  currency: string;
  /** The text the QR code carries (all of the above). */
  qrText: string;
}
