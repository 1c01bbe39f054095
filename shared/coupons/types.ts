import type { Ineligibility } from "./eligibility";
import type { Locale } from "../locale";
import type { CampaignStatus } from "./status";

/** A coupon campaign as /api/web/activity/list answers it (the path and `activity*` fields keep the legacy names). */
export interface Campaign {
  keyId: number;
  name: string;
  description: string;
  /** The language name and description are in (the base language when not translated). */
  lang: Locale;
  status: CampaignStatus;
  /** Coupon value, minor units. */
  price: number;
  /** Promotional value (> 0 replaces `price`). */
  activityPrice: number;
  /** Minimum order subtotal for the coupon to apply. */
  minAmount: number;
  currency: string;
  startTime: string;
  endTime: string;
  quantityTotal: number;
  quantityLeft: number;
  /** The products it applies to, named in the request's language (else English: `lang`); empty: any product. */
  goods: Array<{ keyId: number; name: string; lang: Locale }>;
  /** Only for accounts without a paid order. */
  newCustomersOnly: boolean;
  /** Why the signed-in user may not claim it (null: they may, or a visitor). */
  ineligible: Ineligibility | null;
  /** The signed-in user's record: status 0 claimed/unused, 1 used; null when not claimed. */
  activityUserResp: { keyId: number; status: number; claimedAt: string; usedAt: string | null } | null;
}

export type MyCouponTab = "unused" | "used" | "expired";

/** A coupon in /account/coupons. */
export interface MyCoupon {
  claimId: number;
  activityId: number;
  name: string;
  description: string;
  lang: Locale;
  price: number;
  activityPrice: number;
  minAmount: number;
  currency: string;
  endTime: string;
  status: number;
  usedAt: string | null;
  orderNo: string | null;
  /** Reserved by an unpaid order. */
  reserved: boolean;
  /** The products it applies to; empty: any product. */
  goodsIds: number[];
  newCustomersOnly: boolean;
  /** Why the user may no longer use it, whatever the order (a new-customer coupon after a paid order). */
  ineligible: Ineligibility | null;
}
