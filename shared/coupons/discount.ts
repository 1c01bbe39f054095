import { effectivePrice } from "../commerce/pricing";
import {
  type Buyer,
  checkEligibility,
  type EligibilityRules,
  type Ineligibility,
  type OrderLines,
} from "./eligibility";

/** What a coupon takes off: an amount, or a percent of the eligible lines (optionally capped). */
export type CouponValue =
  | { kind: "amount"; amountMinor: number }
  | {
      kind: "percent";
      /** 1–90. */
      percent: number;
      /** The most it takes off, minor units; 0: no cap. */
      capMinor: number;
    };

/** A campaign's value from its stored terms (an amount coupon's value is its effective price). */
export function couponValueOf(terms: {
  kind: "amount" | "percent";
  priceMinor: number;
  promoPriceMinor: number;
  percentOff: number | null;
  maxDiscountMinor: number;
}): CouponValue {
  return terms.kind === "percent"
    ? { kind: "percent", percent: terms.percentOff ?? 0, capMinor: terms.maxDiscountMinor }
    : { kind: "amount", amountMinor: effectivePrice(terms.priceMinor, terms.promoPriceMinor) };
}

/**
 * The discount on eligible lines worth `appliesToMinor`: an amount coupon takes off its value, a
 * percent coupon that percent of the eligible total rounded half up to a whole minor unit, then
 * held to its cap. Never more than the eligible lines cost.
 */
export function discountOn(value: CouponValue, appliesToMinor: number): number {
  const base = Math.max(0, appliesToMinor);
  if (value.kind === "amount") return Math.min(base, value.amountMinor);
  // Integer arithmetic: (base × percent + 50) / 100, floored, is the half-up rounding of base × percent %.
  const raw = Math.floor((base * value.percent + 50) / 100);
  const capped = value.capMinor > 0 ? Math.min(raw, value.capMinor) : raw;
  return Math.min(base, capped);
}

/**
 * What a coupon takes off this order for this buyer: the campaign's rules decide which lines count
 * (and whether the order reaches the minimum with them), the value decides how much of them.
 */
export function couponDiscount(
  coupon: { value: CouponValue; rules: EligibilityRules },
  buyer: Buyer,
  order: OrderLines,
): { eligible: true; appliesToMinor: number; discountMinor: number } | ({ eligible: false } & Ineligibility) {
  const verdict = checkEligibility(coupon.rules, buyer, order);
  if (!verdict.eligible) return verdict;
  return { ...verdict, discountMinor: discountOn(coupon.value, verdict.appliesToMinor) };
}
