export type CouponButtonLabel =
  | "used"
  | "notStarted"
  | "claimed"
  | "claim"
  | "unused"
  | "paused"
  | "expired"
  | "voided"
  | "abnormal"
  | "allClaimed"
  | "notEligible";

export interface CouponButtonState {
  label: CouponButtonLabel;
  disabled: boolean;
}

/**
 * The coupon button, row by row:
 * | coupon status | user record | result                |
 * | any           | status 1    | Used, disabled        |
 * | 1             | none        | Not started, enabled  |
 * | 1             | status 0    | Claimed, disabled     |
 * | 2             | none        | Claim, enabled        |
 * | 2             | status 0    | Unused, disabled      |
 * | 3             |             | Paused, disabled      |
 * | 4             |             | Expired, disabled     |
 * | 5             |             | Voided, disabled      |
 * | other         |             | Abnormal status, disabled |
 * and, so that Claim is never offered only to fail: a claimable coupon with none left is "All
 * claimed", and one whose rules exclude this user (new customers only) is "Not eligible", both
 * disabled. A campaign that lets one buyer claim several (`perUserLimit`) treats a user below the
 * limit as one without a record: they may claim another.
 */
export function couponButton(
  status: number,
  userRecord: { status: number } | null | undefined,
  campaign: { quantityLeft: number; ineligible: unknown; perUserLimit?: number; userClaims?: number } = {
    quantityLeft: 1,
    ineligible: null,
  },
): CouponButtonState {
  const mayClaimMore = (campaign.userClaims ?? (userRecord ? 1 : 0)) < (campaign.perUserLimit ?? 1);
  const record = userRecord && !mayClaimMore ? userRecord : null;
  if (record?.status === 1) return { label: "used", disabled: true };
  switch (status) {
    case 1:
      return record ? { label: "claimed", disabled: true } : { label: "notStarted", disabled: false };
    case 2:
      if (record) return { label: "unused", disabled: true };
      if (campaign.quantityLeft <= 0) return { label: "allClaimed", disabled: true };
      if (campaign.ineligible) return { label: "notEligible", disabled: true };
      return { label: "claim", disabled: false };
    case 3:
      return { label: "paused", disabled: true };
    case 4:
      return { label: "expired", disabled: true };
    case 5:
      return { label: "voided", disabled: true };
    default:
      return { label: "abnormal", disabled: true };
  }
}
