import { meetsMinimum } from "../commerce/pricing";

/** Who may use a coupon campaign: data stored with the campaign. */
export interface EligibilityRules {
  /** Only for accounts without a paid order. */
  newCustomersOnly: boolean;
  /** The order's subtotal must reach this; 0: no minimum. */
  minAmountMinor: number;
  /** The products it applies to; empty: any product. */
  goodsIds: readonly number[];
}

/** What is known of the buyer. */
export interface Buyer {
  hasPaidOrder: boolean;
}

/** The lines of the order a coupon would be used on. */
export interface OrderLines {
  lines: ReadonlyArray<{ goodsId: number; lineTotalMinor: number }>;
}

/** Why a coupon may not be used (the first rule that fails). */
export type Ineligibility =
  | { reason: "newCustomersOnly" }
  | { reason: "products"; goodsIds: readonly number[] }
  | { reason: "belowMinimum"; minimumMinor: number };

export type Eligibility =
  | {
      eligible: true /** What the coupon applies to: the listed products' lines, or the whole order. */;
      appliesToMinor: number;
    }
  | ({ eligible: false } & Ineligibility);

/** The rules of a campaign as the API lists it. */
export function rulesOf(campaign: {
  newCustomersOnly: boolean;
  minAmount: number;
  goodsIds: readonly number[];
}): EligibilityRules {
  return {
    newCustomersOnly: campaign.newCustomersOnly,
    minAmountMinor: campaign.minAmount,
    goodsIds: campaign.goodsIds,
  };
}

/** The buyer's side of the rules: what claiming checks (there is no order yet). */
export function checkBuyer(rules: EligibilityRules, buyer: Buyer): Ineligibility | null {
  return rules.newCustomersOnly && buyer.hasPaidOrder ? { reason: "newCustomersOnly" } : null;
}

/** The order's side of the rules: the products it needs, then the minimum over the whole order. */
export function checkOrder(
  rules: EligibilityRules,
  order: OrderLines,
): { ineligible: Ineligibility } | { ineligible: null; appliesToMinor: number } {
  const lines = rules.goodsIds.length
    ? order.lines.filter((line) => rules.goodsIds.includes(line.goodsId))
    : order.lines;
  if (!lines.length) return { ineligible: { reason: "products", goodsIds: rules.goodsIds } };
  const subtotal = order.lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  if (!meetsMinimum(subtotal, rules.minAmountMinor)) {
    return { ineligible: { reason: "belowMinimum", minimumMinor: rules.minAmountMinor } };
  }
  return { ineligible: null, appliesToMinor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0) };
}

/**
 * Whether a coupon may be used on this order by this buyer: what claiming checked, checked again
 * (the buyer may have paid an order since), then the order's rules.
 */
export function checkEligibility(rules: EligibilityRules, buyer: Buyer, order: OrderLines): Eligibility {
  const refusal = checkBuyer(rules, buyer);
  if (refusal) return { eligible: false, ...refusal };
  const result = checkOrder(rules, order);
  return result.ineligible
    ? { eligible: false, ...result.ineligible }
    : { eligible: true, appliesToMinor: result.appliesToMinor };
}
