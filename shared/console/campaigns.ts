import type { Locale } from "../locale";

/** A campaign as the console lists it, with what buyers did with it. */
export interface ConsoleCampaignRow {
  id: number;
  name: string;
  state: "active" | "paused" | "voided";
  /** The status buyers see now (CAMPAIGN_STATUS: not started, claimable, paused, expired, voided). */
  status: number;
  kind: "amount" | "percent";
  priceMinor: number;
  promoPriceMinor: number;
  /** Percent off (percent campaigns; null for amount ones). */
  percentOff: number | null;
  /** The most a percent campaign takes off; 0: no cap. */
  maxDiscountMinor: number;
  currency: string;
  startTime: string;
  endTime: string;
  quantityTotal: number;
  quantityLeft: number;
  claims: number;
  redemptions: number;
}

/** A campaign with every language and its terms, for the editor. */
export interface ConsoleCampaign extends ConsoleCampaignRow {
  minAmountMinor: number;
  newCustomersOnly: boolean;
  perUserLimit: number;
  productIds: number[];
  categoryIds: number[];
  texts: Partial<Record<Locale, { name: string; description: string }>>;
  /** The latest claims: who, when, and the order that used the coupon. */
  recentClaims: Array<{ email: string; claimedAt: string; usedAt: string | null; orderNo: string | null }>;
}
