import { meetsMinimum } from "../commerce/pricing";

/** Who may use a coupon campaign: data stored with the campaign. */
export interface EligibilityRules {
  /** Only for accounts without a paid order. */
  newCustomersOnly: boolean;
  /** The order's subtotal must reach this; 0: no minimum. */
  minAmountMinor: number;
  /** The products it applies to; with `categoryIds` empty too: any product. */
  productIds: readonly number[];
  /** The categories it applies to, with their sub-categories (besides `productIds`). */
  categoryIds: readonly number[];
}

/** What is known of the buyer. */
export interface Buyer {
  hasPaidOrder: boolean;
}

/** The lines of the order a coupon would be used on. */
export interface OrderLines {
  /** `categoryIds`: the product's category and every category above it (needed for category rules). */
  lines: ReadonlyArray<{ productId: number; lineTotalMinor: number; categoryIds?: readonly number[] }>;
}

/** Why a coupon may not be used (the first rule that fails). */
export type Ineligibility =
  | { reason: "newCustomersOnly" }
  | { reason: "products"; productIds: readonly number[]; categoryIds: readonly number[] }
  | { reason: "belowMinimum"; minimumMinor: number };

export type Eligibility =
  | {
      eligible: true;
      /** What the coupon applies to: the eligible lines' total (the listed products and categories, or the whole order). */
      appliesToMinor: number;
    }
  | ({ eligible: false } & Ineligibility);

/** The rules of a campaign as the API lists it. */
export function rulesOf(campaign: {
  newCustomersOnly: boolean;
  minAmount: number;
  productIds: readonly number[];
  categoryIds?: readonly number[];
}): EligibilityRules {
  return {
    newCustomersOnly: campaign.newCustomersOnly,
    minAmountMinor: campaign.minAmount,
    productIds: campaign.productIds,
    categoryIds: campaign.categoryIds ?? [],
  };
}

/** Whether a line counts for the coupon: its product or one of its categories is listed; nothing listed: every line. */
export function isEligibleLine(rules: EligibilityRules, line: OrderLines["lines"][number]): boolean {
  if (!rules.productIds.length && !rules.categoryIds.length) return true;
  return (
    rules.productIds.includes(line.productId) || (line.categoryIds ?? []).some((id) => rules.categoryIds.includes(id))
  );
}

/** The buyer's side of the rules: what claiming checks (there is no order yet). */
export function checkBuyer(rules: EligibilityRules, buyer: Buyer): Ineligibility | null {
  return rules.newCustomersOnly && buyer.hasPaidOrder ? { reason: "newCustomersOnly" } : null;
}

/**
 * The order's side of the rules: an eligible line (listed product or category), then the minimum,
 * which only the eligible lines count toward.
 */
export function checkOrder(
  rules: EligibilityRules,
  order: OrderLines,
): { ineligible: Ineligibility } | { ineligible: null; appliesToMinor: number } {
  const lines = order.lines.filter((line) => isEligibleLine(rules, line));
  if (!lines.length) {
    return { ineligible: { reason: "products", productIds: rules.productIds, categoryIds: rules.categoryIds } };
  }
  const appliesToMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  if (!meetsMinimum(appliesToMinor, rules.minAmountMinor)) {
    return { ineligible: { reason: "belowMinimum", minimumMinor: rules.minAmountMinor } };
  }
  return { ineligible: null, appliesToMinor };
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
