export type CouponButtonLabel =
  | "used"
  | "notStarted"
  | "claimed"
  | "claim"
  | "unused"
  | "paused"
  | "expired"
  | "voided"
  | "abnormal";

export interface CouponButtonState {
  label: CouponButtonLabel;
  disabled: boolean;
}

/**
 * The coupon button of spec §4, row by row:
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
 */
export function couponButton(status: number, userRecord: { status: number } | null | undefined): CouponButtonState {
  if (userRecord?.status === 1) return { label: "used", disabled: true };
  switch (status) {
    case 1:
      return userRecord ? { label: "claimed", disabled: true } : { label: "notStarted", disabled: false };
    case 2:
      return userRecord ? { label: "unused", disabled: true } : { label: "claim", disabled: false };
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
