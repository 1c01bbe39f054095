import type { Ineligibility } from "./eligibility";
import type { Locale } from "../locale";
import type { CampaignStatus } from "./status";

/** A coupon campaign as /api/web/activity/list answers it (the path and `activity*` fields keep the legacy names). */
export interface Campaign {
  id: number;
  name: string;
  description: string;
  /** The language name and description are in (the base language when not translated). */
  lang: Locale;
  status: CampaignStatus;
  /** An amount off (`price`/`promoPrice`) or a percent off (`percentOff`, up to `maxDiscount`). */
  kind: "amount" | "percent";
  /** Coupon value, minor units (0 for a percent coupon). */
  price: number;
  /** Promotional value (> 0 replaces `price`). */
  promoPrice: number;
  /** Percent off the eligible lines (null for an amount coupon). */
  percentOff: number | null;
  /** The most a percent coupon takes off, minor units; 0: no cap. */
  maxDiscount: number;
  /** Minimum total of the eligible lines for the coupon to apply. */
  minAmount: number;
  currency: string;
  startTime: string;
  endTime: string;
  quantityTotal: number;
  quantityLeft: number;
  /** The products it applies to, named in the request's language (else English: `lang`); empty: any product. */
  products: Array<{ id: number; name: string; lang: Locale }>;
  /** The categories it applies to (with their sub-categories), named like `goods`. */
  categories: Array<{ id: number; name: string; lang: Locale }>;
  /** Only for accounts without a paid order. */
  newCustomersOnly: boolean;
  /** How many coupons of it one buyer may claim. */
  perUserLimit: number;
  /** How many the signed-in user claimed (0 for a visitor). */
  userClaims: number;
  /** Why the signed-in user may not claim it (null: they may, or a visitor). */
  ineligible: Ineligibility | null;
  /** The signed-in user's record (an unused claim first, else the latest): status 0 claimed/unused, 1 used; null when not claimed. */
  myClaim: { id: number; status: number; claimedAt: string; usedAt: string | null } | null;
}

export type MyCouponTab = "unused" | "used" | "expired";

/** A coupon in /account/coupons. */
export interface MyCoupon {
  claimId: number;
  campaignId: number;
  name: string;
  description: string;
  lang: Locale;
  kind: "amount" | "percent";
  price: number;
  promoPrice: number;
  percentOff: number | null;
  maxDiscount: number;
  minAmount: number;
  currency: string;
  endTime: string;
  status: number;
  usedAt: string | null;
  orderNo: string | null;
  /** Reserved by an unpaid order. */
  reserved: boolean;
  /** The products it applies to; with `categoryIds` empty too: any product. */
  productIds: number[];
  /** The categories it applies to, with their sub-categories. */
  categoryIds: number[];
  newCustomersOnly: boolean;
  /** Why the user may no longer use it, whatever the order (a new-customer coupon after a paid order). */
  ineligible: Ineligibility | null;
}
